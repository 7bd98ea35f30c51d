import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import type { ManualClock } from '../http/clock.ts';
import { signedInMember } from '../library/library-test-kit.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { formToken, memberTestApp, postMember, type Session, testImage, upload } from './member-test-kit.ts';
import { PICTURE_UPLOAD_LIMIT } from './picture-limits.ts';

describe('the picture upload limit of member.php (u_ava and u_cover together, per member)', () => {
  let db: Db;
  let app: FastifyInstance;
  let clock: ManualClock;
  let picture: Buffer;
  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    ({ app, clock } = await memberTestApp(db));
    picture = await testImage(1300, 300);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /** `count` uploads as `who`, alternating avatar and cover: their statuses. */
  async function uploads(who: Session, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++)
      statuses.push((await upload(app, who, i % 2 ? 'u_cover' : 'u_ava', picture)).statusCode);
    return statuses;
  }

  itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
    `takes ${PICTURE_UPLOAD_LIMIT.max} uploads in ${PICTURE_UPLOAD_LIMIT.windowMs / 60_000} minutes; the next is 429 rate_limited with Retry-After until the window ends, to the millisecond`,
    async () => {
      const ann = await signedInMember(db);
      expect(await uploads(ann, PICTURE_UPLOAD_LIMIT.max)).toEqual(Array(PICTURE_UPLOAD_LIMIT.max).fill(200));
      const over = await upload(app, ann, 'u_ava', picture);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: true, code: 'rate_limited' });
      expect(Number(over.headers['retry-after'])).toBe(PICTURE_UPLOAD_LIMIT.windowMs / 1000);
      clock.advance(PICTURE_UPLOAD_LIMIT.windowMs - 1);
      const last = await upload(app, ann, 'u_cover', picture);
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBe(1);
      clock.advance(1);
      expect((await upload(app, ann, 'u_cover', picture)).statusCode).toBe(200);
    },
  );

  it('counts refused uploads too (the decoding is the cost), and no other member or profile edit', async () => {
    const [bob, cat] = [await signedInMember(db), await signedInMember(db)];
    const junk = Buffer.from('not a picture');
    for (let i = 0; i < PICTURE_UPLOAD_LIMIT.max; i++)
      expect((await upload(app, bob, 'u_ava', junk)).statusCode).toBe(400);
    expect((await upload(app, bob, 'u_ava', picture)).statusCode).toBe(429);
    expect((await upload(app, cat, 'u_ava', picture)).statusCode).toBe(200);
    const { csrf, cookie } = await formToken(app, bob, 'profile');
    expect((await postMember(app, cookie, { section: 'edit', csrf, city: 'Porto' })).statusCode).toBe(200);
  });
});
