import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { testDatabases } from '../../db/test-databases.ts';
import { manualClock } from '../../http/clock.ts';
import { SPENT_GRACE_S, SpentChallenges } from './spent-challenges.ts';

describe.each(testDatabases())('spent challenges on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('spends a signature once: true the first time, false after', async () => {
    const spent = new SpentChallenges({ db, clock: manualClock() });
    expect(await spent.spend('a'.repeat(64), 2_000_000_000)).toBe(true);
    expect(await spent.spend('a'.repeat(64), 2_000_000_000)).toBe(false);
    expect(await spent.spend('b'.repeat(64), 2_000_000_000)).toBe(true);
  });

  it('keeps a row until its challenge expired SPENT_GRACE_S ago, then purges it', async () => {
    const clock = manualClock(Date.UTC(2025, 0, 3));
    const spent = new SpentChallenges({ db, clock });
    const expiresAtS = clock.now() / 1000 + 600;
    expect(await spent.spend('c'.repeat(64), expiresAtS)).toBe(true);
    clock.advance((600 + SPENT_GRACE_S - 1) * 1000);
    expect(await spent.purge()).toBe(0);
    expect(await spent.spend('c'.repeat(64), expiresAtS)).toBe(false);
    clock.advance(1000);
    expect(await spent.purge()).toBeGreaterThanOrEqual(1);
    const left = await db.kysely.selectFrom('captcha_spent').select('signature').execute();
    expect(left.map((r) => r.signature)).not.toContain('c'.repeat(64));
  });
});
