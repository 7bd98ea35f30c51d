import { SOCIAL_ACTS, SUBSCRIBE_SECTIONS } from '@tubekit/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { insertChannel } from '../db/test-fixtures.ts';
import { getAs, postAs, type TestMember, threeMembers } from './community-test-kit.ts';

/** Words social.php and input.php know, mixed with junk, so bodies reach the deep branches. */
const word = fc.oneof(
  fc.constantFrom(...SOCIAL_ACTS),
  fc.constantFrom('subscribe', 'unsubscribe', ...SUBSCRIBE_SECTIONS),
  fc.constantFrom('1', '2', '3', '0', '-1', '', 'x'.repeat(2001), '99999999999', '\u0000', ' \n'),
  fc.string({ maxLength: 20 }),
);
const fields = fc.dictionary(
  fc.constantFrom('act', 'user_id', 'post_id', 'text', 'section', 'object_id'),
  word,
);
const isAnswer = (body: Record<string, unknown>) =>
  body.ok === true || (body.error === true && typeof body.code === 'string');

describe('no social input ever answers 500', () => {
  const fx = accountsTestApp();
  let members: TestMember[];

  beforeAll(async () => {
    members = await threeMembers(fx.db);
    await insertChannel(fx.db, { dir: 'fuzz-channel' });
  });

  it('social.php and input.php subscribe: generated form bodies from members and visitors', async () => {
    const who = fc.constantFrom(0, 1, 2, -1);
    const url = fc.constantFrom('/social.php', '/input.php');
    await fc.assert(
      fc.asyncProperty(who, url, fields, async (w, u, f) => {
        // A new minute each run: the per-member limits would otherwise answer most runs.
        fx.clock.advance(60_000);
        const res = await postAs(fx.app, w < 0 ? null : (members[w] ?? null), u, f);
        expect(res.statusCode).toBeLessThan(500);
        expect(isAnswer(res.json())).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('social.php: raw bodies of any content type', async () => {
    const type = fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain');
    await fc.assert(
      fc.asyncProperty(type, fc.string({ maxLength: 80 }), async (contentType, payload) => {
        const res = await fx.app.inject({
          method: 'POST',
          url: '/social.php',
          headers: { 'content-type': contentType, cookie: members[0]?.cookie ?? '' },
          payload,
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ error: true, code: expect.any(String) });
      }),
      { numRuns: 200 },
    );
  });

  it('the private reads: generated paths under every prefix', async () => {
    const prefix = fc.constantFrom('friends', 'wall', 'messages', 'relation', 'subscribed');
    const segment = fc.oneof(
      fc.constantFrom('1', '2', '0', 'unread', 'channels', 'members', '1.json', '01'),
      fc.string({ maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(prefix, fc.array(segment, { maxLength: 3 }), async (p, parts) => {
        const path = `json/${p}/${parts.map(encodeURIComponent).join('/')}${parts.length ? '.json' : ''}`;
        const res = await getAs(fx.app, members[1] ?? null, path);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.headers['cache-control']).toMatch(/no-store|no-cache/);
      }),
      { numRuns: 300 },
    );
  });
});
