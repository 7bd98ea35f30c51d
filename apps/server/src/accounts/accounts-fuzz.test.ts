import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsTestApp, postForm } from './accounts-test-kit.ts';

/** Any form of the fields the account endpoints read, plus strays, with any values. */
const form = fc.dictionary(
  fc.oneof(
    fc.constantFrom('usr', 'pwd', 'npwd', 'eml', 'act', 'tok', 'terms', 'remember', 'token', 'csrf'),
    fc.string(),
  ),
  fc.oneof(
    fc.string(),
    fc.constantFrom('restore', 'reset', 'resend', 'signup', 'password', '1', '0', ''),
    fc.string({ minLength: 120, maxLength: 300 }),
  ),
  { maxKeys: 8 },
);

describe('account endpoints on any form body', () => {
  const fx = accountsTestApp();

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

  it('form.php answers any query with 200 {csrf, captcha} or 400 invalid_param, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constantFrom('login', 'signup', 'restore', 'x'.repeat(500))),
        async (name) => {
          const res = await fx.app.inject({
            method: 'GET',
            url: `/form.php?form=${encodeURIComponent(name)}`,
          });
          if (res.statusCode === 200)
            expect(res.json()).toMatchObject({
              csrf: expect.stringMatching(/^[\w-]{43}$/),
              captcha: ['signup', 'restore', 'resend'].includes(name) ? { provider: 'altcha' } : null,
            });
          else
            expect({ status: res.statusCode, body: res.json() }).toEqual({
              status: 400,
              body: { error: true, code: 'invalid_param', field: 'form' },
            });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a JSON, array or empty body is an empty form, not a fault: 403 form_expired without its token, 400 required with it', async () => {
    const form = await fx.app.inject({ method: 'GET', url: '/form.php?form=login' });
    const cookie = String(form.headers['set-cookie']).split(';')[0] ?? '';
    const { csrf } = form.json();
    const post = (payload: string) =>
      fx.app.inject({
        method: 'POST',
        url: '/login.php',
        headers: { 'content-type': 'application/json', cookie },
        payload,
      });
    for (const payload of ['[]', 'null', '"x"', '{"usr":["a"],"pwd":{"x":1}}']) {
      const res = await post(payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, codes: [{ field: 'notify', code: 'form_expired' }] });
    }
    const res = await post(JSON.stringify({ csrf, usr: ['a'], pwd: { x: 1 } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().codes).toEqual([
      { field: 'usr', code: 'required' },
      { field: 'pwd', code: 'required' },
    ]);
  });
});
