import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp, confirmedAccount, postForm, setCookie } from './accounts-test-kit.ts';

describe('form.php and the form token of the account POSTs', () => {
  const fx = accountsTestApp();
  beforeAll(async () => {
    await confirmedAccount(fx.app, fx.mailer, 'tokenuser');
  });

  const form = (name: string, cookie?: string) =>
    fx.app.inject({ method: 'GET', url: `/form.php?form=${name}`, headers: cookie ? { cookie } : {} });
  const pair = (header: string | undefined) => (header ?? '').split(';')[0] ?? '';
  // The last character changed for another one (never for itself: a token ends in A one time in 4).
  const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`;

  it('gives a token bound to a new HttpOnly SameSite=Strict _tkf cookie, uncached; the captcha only to sign-up, restore and resend', async () => {
    const res = await form('login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(setCookie(res, '_tkf')).toMatch(
      /^_tkf=[\w-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    expect(res.json()).toEqual({ csrf: expect.stringMatching(/^[\w-]{43}$/), captcha: null });
    for (const name of ['signup', 'restore', 'resend'])
      expect((await form(name)).json().captcha).toMatchObject({ provider: 'altcha' });
    for (const name of ['reset', 'logout', 'password']) expect((await form(name)).json().captcha).toBeNull();
  });

  it('keeps the cookie a browser has: the same token for every form of that browser', async () => {
    const first = await form('login');
    const cookie = pair(setCookie(first, '_tkf'));
    const again = await form('signup', cookie);
    expect(setCookie(again, '_tkf')).toBeUndefined();
    expect(again.json().csrf).toBe(first.json().csrf);
  });

  it('an unknown form is invalid_param', async () => {
    const res = await form('delete');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, code: 'invalid_param', field: 'form' });
  });

  it('a POST without the token, with another browser’s token or without the cookie is 403 form_expired and changes nothing', async () => {
    const mine = await form('login');
    const theirs = await form('login');
    const cookie = pair(setCookie(mine, '_tkf'));
    const expired = { error: true, codes: [{ field: 'notify', code: 'form_expired' }] };
    const fields = { usr: 'tokenuser', pwd: 'secret1' };
    for (const [csrf, headers] of [
      ['', { cookie }],
      [theirs.json().csrf, { cookie }],
      [mine.json().csrf, {}],
      [tampered(mine.json().csrf), { cookie }],
    ] as const) {
      const res = await postForm(fx.app, '/login.php', { ...fields, csrf }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(expired);
      expect(setCookie(res, '_tks')).toBeUndefined();
    }
    const ok = await postForm(fx.app, '/login.php', { ...fields, csrf: mine.json().csrf }, { cookie });
    expect(ok.statusCode).toBe(200);
  });

  it('logout.php needs the token too: without it the session stays', async () => {
    const signIn = await postForm(fx.app, '/login.php', { usr: 'tokenuser', pwd: 'secret1' });
    const session = pair(setCookie(signIn, '_tks'));
    const forged = await postForm(fx.app, '/logout.php', { csrf: 'x' }, { cookie: session });
    expect(forged.statusCode).toBe(403);
    const who = await fx.app.inject({ method: 'GET', url: '/test/whoami', headers: { cookie: session } });
    expect(who.json().member).toMatchObject({ username: 'tokenuser' });
    const out = await postForm(fx.app, '/logout.php', {}, { cookie: session });
    expect(out.statusCode).toBe(200);
    expect(setCookie(out, '_tks')).toMatch(/^_tks=; Max-Age=0/);
  });
});
