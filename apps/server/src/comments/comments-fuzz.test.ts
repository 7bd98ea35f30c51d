import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { signedInMember, type TestMember } from './comments-test-kit.ts';

/** Words the endpoints know, mixed with junk, so generated bodies reach the deep branches. */
const word = fc.oneof(
  fc.constantFrom(
    'add',
    'delete',
    'videos',
    'models',
    'channels',
    'comments',
    'members',
    'spam',
    'other',
    'minors',
  ),
  fc.constantFrom('0', '1', '2', '-1', '', '99999999999', '1e3', ' 1', '\u0000', '<b>x</b>'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 1200 }),
);
const fields = fc.dictionary(
  fc.constantFrom('act', 'section', 'object_id', 'comment_id', 'text', 'reason', 'x'),
  word,
);
const contentType = fc.constantFrom(
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain',
  'multipart/form-data',
);

describe('comment.php and report.php: no input ever answers 500', () => {
  const fx = accountsTestApp();
  let member: TestMember;

  beforeAll(async () => {
    await insertVideo(fx.db);
    member = await signedInMember(fx.db, fx.clock, { role: 'moderator' });
  });

  const isAnswer = (body: Record<string, unknown>) =>
    body.ok === true || (body.error === true && typeof body.code === 'string');
  let ip = 0;

  for (const url of ['/comment.php', '/report.php']) {
    it(`${url}: form bodies from a member, each from its own address`, async () => {
      await fc.assert(
        fc.asyncProperty(fields, async (f) => {
          ip += 1;
          const res = await fx.app.inject({
            method: 'POST',
            url,
            remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: member.cookie },
            payload: new URLSearchParams(f).toString(),
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(isAnswer(res.json())).toBe(true);
        }),
        { numRuns: 200 },
      );
    });

    it(`${url}: raw bodies of any content type`, async () => {
      await fc.assert(
        fc.asyncProperty(contentType, fc.string({ maxLength: 200 }), async (type, payload) => {
          ip += 1;
          const res = await fx.app.inject({
            method: 'POST',
            url,
            remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
            headers: { 'content-type': type, cookie: member.cookie },
            payload,
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(isAnswer(res.json())).toBe(true);
        }),
        { numRuns: 100 },
      );
    });
  }
});
