import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { testDatabases } from '../../db/test-databases.ts';
import { type ManualClock, manualClock } from '../../http/clock.ts';
import { ALTCHA_LIFETIME_MS, altchaCaptcha } from './altcha.ts';
import { altchaPart, solvedToken, solveFields, tokenOf } from './altcha-test-kit.ts';
import type { Captcha } from './captcha.ts';
import { PURGE_INTERVAL_MS, SPENT_GRACE_S } from './spent-challenges.ts';

const KEY = 'altcha-test-key';
/** Small enough that altcha-lib's solver finds any number in a few milliseconds. */
const MAX_NUMBER = 200;

describe.each(testDatabases())('altcha captcha on $name', ({ open }) => {
  let db: Db;
  let clock: ManualClock;
  let captcha: Captcha;
  beforeAll(async () => {
    db = await open();
    clock = manualClock(Date.UTC(2025, 0, 2));
    captcha = altchaCaptcha({ db, clock, hmacKey: KEY, maxNumber: MAX_NUMBER });
  });
  afterAll(() => db.close());

  const spentRows = async () =>
    (await db.kysely.selectFrom('captcha_spent').select(['signature', 'expires_at']).execute()).length;

  it('issues a SHA-256 challenge of the asked maxnumber that expires 10 minutes after the clock', async () => {
    const c = altchaPart(await captcha.challenge());
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: MAX_NUMBER });
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+&$/);
    const expires = Number(/expires=(\d+)/.exec(c.salt)?.[1]);
    expect(expires * 1000).toBe(clock.now() + ALTCHA_LIFETIME_MS);
    // Two challenges never share a signature (the spent table's key).
    expect(altchaPart(await captcha.challenge()).signature).not.toBe(c.signature);
  });

  it('accepts a solved challenge once; the same solution a second time fails', async () => {
    const tok = await solvedToken(await captcha.challenge());
    expect(await captcha.verify(tok, '10.0.0.1')).toBe(true);
    expect(await captcha.verify(tok, '10.0.0.1')).toBe(false);
    expect(await captcha.verify(tok, '10.0.0.2')).toBe(false);
  });

  it('lets exactly one of several simultaneous verifications of one solution pass', async () => {
    const tok = await solvedToken(await captcha.challenge());
    const results = await Promise.all(Array.from({ length: 6 }, () => captcha.verify(tok, '10.0.0.1')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses on one server a solution another server accepted (the spent record is in the database)', async () => {
    const other = altchaCaptcha({ db, clock, hmacKey: KEY, maxNumber: MAX_NUMBER });
    const tok = await solvedToken(await captcha.challenge());
    expect(await other.verify(tok, '10.0.0.1')).toBe(true);
    expect(await captcha.verify(tok, '10.0.0.1')).toBe(false);
  });

  it('accepts a solution until the challenge is 10 minutes old, and refuses it from then on', async () => {
    const late = await solvedToken(await captcha.challenge());
    const expired = await solvedToken(await captcha.challenge());
    clock.advance(ALTCHA_LIFETIME_MS - 1000);
    expect(await captcha.verify(late, '10.0.0.1')).toBe(true);
    clock.advance(1000);
    expect(await captcha.verify(expired, '10.0.0.1')).toBe(false);
  });

  it('refuses a wrong number, a tampered signature, challenge or salt, and another key’s challenge', async () => {
    const fields = await solveFields(await captcha.challenge());
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const longer = fields.salt.replace(/expires=(\d+)/, (_, s) => `expires=${Number(s) + 3600}`);
    for (const bad of [
      { ...fields, number: (fields.number + 1) % (MAX_NUMBER + 1) },
      { ...fields, signature: flip(fields.signature) },
      { ...fields, challenge: flip(fields.challenge) },
      { ...fields, salt: longer },
      { ...fields, algorithm: 'SHA-1' },
    ])
      expect(await captcha.verify(tokenOf(bad), '10.0.0.1')).toBe(false);
    const foreign = altchaCaptcha({ db, clock, hmacKey: 'another-key', maxNumber: MAX_NUMBER });
    expect(await captcha.verify(await solvedToken(await foreign.challenge()), '10.0.0.1')).toBe(false);
    // None of the refusals spent the challenge: the right solution still passes.
    expect(await captcha.verify(tokenOf(fields), '10.0.0.1')).toBe(true);
  });

  it('deletes spent rows of expired challenges on a later verification', async () => {
    await db.kysely.deleteFrom('captcha_spent').execute();
    expect(await captcha.verify(await solvedToken(await captcha.challenge()), '10.0.0.1')).toBe(true);
    expect(await spentRows()).toBe(1);
    clock.advance(ALTCHA_LIFETIME_MS + SPENT_GRACE_S * 1000 + PURGE_INTERVAL_MS);
    expect(await captcha.verify(await solvedToken(await captcha.challenge()), '10.0.0.1')).toBe(true);
    // The expired challenge's row went; the one just spent stays until its own expiry.
    expect(await spentRows()).toBe(1);
  });
});
