import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import type { ManualClock } from '../http/clock.ts';
import { getAs, postAs, signedInMember, social, type TestMember } from './community-test-kit.ts';

/** Values that reach every branch: real ids, bad ids, blank, too long, control characters. */
const value = fc.oneof(
  fc.constantFrom('1', '2', '3', '0', '-1', '01', '2147483648', '', ' \n', 'x'.repeat(1001), 'a\u0000b'),
  fc.string({ maxLength: 20 }),
);
const body = fc.record(
  {
    act: fc.constantFrom('wall_reply', 'wall_reply_delete'),
    post_id: value,
    reply_id: value,
    text: value,
  },
  { requiredKeys: ['act'] },
);

describe('wall replies: any input answers {ok} or a 4xx in the error shape, never a 500', () => {
  let db: Db;
  let app: FastifyInstance;
  let clock: ManualClock;
  let members: TestMember[];

  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    ({ app, clock } = await accountsApp(db));
    members = [await signedInMember(db), await signedInMember(db)];
    const [owner, friend] = members as [TestMember, TestMember];
    await social(app, friend, { act: 'friend_request', user_id: owner.id });
    await social(app, owner, { act: 'friend_accept', user_id: friend.id });
    await social(app, friend, { act: 'wall_post', user_id: owner.id, text: 'post 1' });
    await social(app, owner, { act: 'wall_reply', post_id: 1, text: 'reply 1' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('social.php wall_reply and wall_reply_delete with generated fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(-1, 0, 1), body, async (w, fields) => {
        // Past the comment windows each run: the limits would otherwise answer most runs.
        clock.advance(10 * 60_000);
        const res = await postAs(app, members[w] ?? null, '/social.php', fields);
        const answer = res.json();
        if (res.statusCode === 200) expect(answer.ok).toBe(true);
        else {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(answer).toMatchObject({ error: true, code: expect.any(String) });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('json/wall-replies with generated segments', async () => {
    const segment = fc.oneof(
      fc.constantFrom('1', '0', '2', '01', '99999999999', '1.json'),
      fc.string({ maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 3 }), async (parts) => {
        const path = `json/wall-replies/${parts.map(encodeURIComponent).join('/')}.json`;
        const res = await getAs(app, members[1] ?? null, path);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode !== 200)
          expect(res.json()).toMatchObject({ error: true, code: expect.any(String) });
      }),
      { numRuns: 200 },
    );
  });
});
