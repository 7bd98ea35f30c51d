import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { accountsApp, postForm } from './accounts-test-kit.ts';

/** Any form of the fields the account endpoints read, plus strays, with any values. */
const form = fc.dictionary(
  fc.oneof(fc.constantFrom('usr', 'pwd', 'eml', 'act', 'tok', 'terms', 'remember', 'token'), fc.string()),
  fc.oneof(
    fc.string(),
    fc.constantFrom('restore', 'reset', 'resend', 'signup', '1', '0', ''),
    fc.string({ minLength: 120, maxLength: 300 }),
  ),
  { maxKeys: 8 },
);

describe('account endpoints on any form body', () => {
  let db: Db;
  let fx: Awaited<ReturnType<typeof accountsApp>>;
  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    fx = await accountsApp(db);
  });
  afterAll(async () => {
    await fx.app.close();
    await db.close();
  });

  it('answer 200 or a 4xx in the spec shape, never a 500', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/login.php', '/signup.php', '/logout.php'),
        form,
        async (url, fields) => {
          n += 1;
          const res = await postForm(fx.app, url, fields, {}, `10.9.${(n >> 8) & 255}.${n & 255}`);
          expect(res.statusCode).toBeLessThan(500);
          const body = res.json();
          if (res.statusCode === 200) expect(body.success).toBe(true);
          else if (Array.isArray(body.codes)) {
            expect(body.error).toBe(true);
            for (const c of body.codes)
              expect(typeof c.field === 'string' && typeof c.code === 'string').toBe(true);
          } else expect(body).toMatchObject({ error: true, code: expect.any(String) });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a JSON, array or empty body is an empty form, not a fault', async () => {
    for (const payload of ['[]', 'null', '"x"', '{"usr":["a"],"pwd":{"x":1}}']) {
      const res = await fx.app.inject({
        method: 'POST',
        url: '/login.php',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
