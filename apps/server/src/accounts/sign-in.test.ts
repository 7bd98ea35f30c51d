import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import {
  accountsTestApp,
  confirmedAccount,
  postForm,
  SOLVE_CAPTCHA,
  setCookie,
  tokenOf,
} from './accounts-test-kit.ts';

describe.each(testDatabases())('login.php, logout.php and restore on $name', ({ open }) => {
  const fx = accountsTestApp(open);
  beforeAll(async () => {
    for (const usr of ['alice', 'bob', 'carol', 'dave', 'erin'])
      await confirmedAccount(fx.app, fx.mailer, usr);
  });

  const signIn = (fields: Record<string, string>, ip = '127.0.0.1', cookie?: string) =>
    postForm(fx.app, '/login.php', fields, cookie ? { cookie } : {}, ip);
  const whoami = async (cookie: string) =>
    (await fx.app.inject({ method: 'GET', url: '/test/whoami', headers: { cookie } })).json().member;
  const cookiePair = (header: string | undefined) => (header ?? '').split(';')[0] ?? '';

  it('required fields, then invalid_usr_or_pwd under 3 / 5 characters without a lookup', async () => {
    expect((await signIn({})).json()).toEqual({
      error: true,
      codes: [
        { field: 'usr', code: 'required' },
        { field: 'pwd', code: 'required' },
      ],
    });
    const short = await signIn({ usr: 'al', pwd: 'secret1' }, '10.1.0.1');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: true, codes: [{ field: 'pwd', code: 'invalid_usr_or_pwd' }] });
    expect((await signIn({ usr: 'alice', pwd: '1234' }, '10.1.0.1')).json().codes[0].code).toBe(
      'invalid_usr_or_pwd',
    );
  });

  it('a wrong password and an unknown user answer the same 401', async () => {
    const wrong = await signIn({ usr: 'alice', pwd: 'wrong-password' }, '10.1.0.2');
    const unknown = await signIn({ usr: 'nobody', pwd: 'wrong-password' }, '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: true, codes: [{ field: 'pwd', code: 'invalid_usr_or_pwd' }] });
  });

  it('sets an HttpOnly SameSite=Lax 1-day session cookie; remember me makes it 30 days; username or e-mail, any case', async () => {
    const day = await signIn({ usr: 'BOB', pwd: 'secret1' }, '10.1.0.3');
    expect(day.statusCode).toBe(200);
    expect(day.json()).toEqual({ success: true, user: { user_id: expect.any(Number), username: 'bob' } });
    expect(setCookie(day, '_tks')).toMatch(
      /^_tks=[\w-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const month = await signIn({ usr: 'bob@example.com', pwd: 'secret1', remember: '1' }, '10.1.0.3');
    expect(setCookie(month, '_tks')).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = cookiePair(setCookie(day, '_tks'));
    expect(await whoami(cookie)).toEqual({ user_id: expect.any(Number), username: 'bob', role: 'member' });
  });

  it('the 1-day session ends after a day on the server too, the remembered one after 30', async () => {
    const day = cookiePair(setCookie(await signIn({ usr: 'carol', pwd: 'secret1' }, '10.1.0.4'), '_tks'));
    const month = cookiePair(
      setCookie(await signIn({ usr: 'carol', pwd: 'secret1', remember: '1' }, '10.1.0.4'), '_tks'),
    );
    fx.clock.advance(24 * 3600 * 1000 - 1000);
    expect(await whoami(day)).not.toBeNull();
    fx.clock.advance(1000);
    expect(await whoami(day)).toBeNull();
    expect(await whoami(month)).not.toBeNull();
    fx.clock.advance(29 * 24 * 3600 * 1000);
    expect(await whoami(month)).toBeNull();
  });

  it('rotates the session id at sign-in: the id the request carried is ended', async () => {
    const first = cookiePair(setCookie(await signIn({ usr: 'dave', pwd: 'secret1' }, '10.1.0.5'), '_tks'));
    const second = cookiePair(
      setCookie(await signIn({ usr: 'dave', pwd: 'secret1' }, '10.1.0.5', first), '_tks'),
    );
    expect(second).not.toBe(first);
    expect(await whoami(first)).toBeNull();
    expect(await whoami(second)).toMatchObject({ username: 'dave' });
  });

  it('logout ends the session on the server, expires its cookie and sets logout=1', async () => {
    const cookie = cookiePair(setCookie(await signIn({ usr: 'dave', pwd: 'secret1' }, '10.1.0.5'), '_tks'));
    const res = await postForm(fx.app, '/logout.php', {}, { cookie });
    expect(res.json()).toEqual({ success: true });
    expect(setCookie(res, '_tks')).toBe('_tks=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(setCookie(res, 'logout')).toBe('logout=1; Max-Age=86400; Path=/; SameSite=Lax');
    expect(await whoami(cookie)).toBeNull();
  });

  itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
    '5 failed sign-ins on an account answer 401, the 6th attempt 429 too_many_attempts with Retry-After, even with the right password',
    async () => {
      for (let i = 1; i <= 5; i++)
        expect((await signIn({ usr: 'erin', pwd: `wrong-${i}` }, `10.2.0.${i}`)).statusCode).toBe(401);
      const sixth = await signIn({ usr: 'ERIN', pwd: 'secret1' }, '10.2.0.6');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBe('900');
      expect(sixth.json()).toEqual({ error: true, codes: [{ field: 'notify', code: 'too_many_attempts' }] });
      fx.clock.advance(15 * 60 * 1000);
      expect((await signIn({ usr: 'erin', pwd: 'secret1' }, '10.2.0.7')).statusCode).toBe(200);
    },
  );

  it('20 failed sign-ins from one address answer 401, the 21st 429', async () => {
    for (let i = 1; i <= 20; i++)
      expect((await signIn({ usr: `ghost${i}`, pwd: 'wrong-pwd' }, '10.3.0.1')).statusCode).toBe(401);
    const res = await signIn({ usr: 'alice', pwd: 'secret1' }, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect((await signIn({ usr: 'alice', pwd: 'secret1' }, '10.3.0.2')).statusCode).toBe(200);
  });

  it('restore: eml_invalid at 3 characters, 4 accepted; captcha token required and checked; the same answer for unknown addresses', async () => {
    const r = (fields: Record<string, string>) =>
      postForm(fx.app, '/signup.php', { act: 'restore', ...fields });
    expect((await r({ eml: 'a@b', tok: SOLVE_CAPTCHA })).json()).toEqual({
      error: true,
      codes: [{ field: 'eml', code: 'eml_invalid' }],
    });
    expect((await r({ eml: 'a@bc', tok: '' })).json()).toEqual({
      error: true,
      codes: [{ field: 'tok', code: 'required' }],
    });
    expect((await r({ eml: 'a@bc', tok: 'forged' })).json()).toEqual({
      error: true,
      codes: [{ field: 'tok', code: 'captcha_failed' }],
    });
    const unknown = await r({ eml: 'nobody@example.com', tok: SOLVE_CAPTCHA });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
  });

  it('reset: the link sets a new password once, ends every session, and expires after 24 hours', async () => {
    const session = cookiePair(setCookie(await signIn({ usr: 'alice', pwd: 'secret1' }, '10.4.0.1'), '_tks'));
    const mail = fx.mailer.next();
    await postForm(fx.app, '/signup.php', { act: 'restore', eml: 'alice@example.com', tok: SOLVE_CAPTCHA });
    const message = await mail;
    expect(message.link).toMatch(/\/signup\/reset\/\?token=[\w-]{43}$/);
    const token = tokenOf(message.link);
    const reset = (pwd: string) => postForm(fx.app, '/signup.php', { act: 'reset', token, pwd });
    expect((await reset('1234')).json().codes).toEqual([{ field: 'pwd', code: 'min_length', length: 5 }]);
    expect((await reset('new-secret')).json()).toEqual({ success: true });
    expect(await whoami(session)).toBeNull();
    expect((await reset('newer-secret')).json()).toEqual({
      error: true,
      codes: [{ field: 'token', code: 'invalid_link' }],
    });
    expect((await signIn({ usr: 'alice', pwd: 'new-secret' }, '10.4.0.1')).statusCode).toBe(200);

    const late = fx.mailer.next();
    await postForm(fx.app, '/signup.php', { act: 'restore', eml: 'alice@example.com', tok: SOLVE_CAPTCHA });
    const lateToken = tokenOf((await late).link);
    fx.clock.advance(24 * 3600 * 1000);
    const expired = await postForm(fx.app, '/signup.php', {
      act: 'reset',
      token: lateToken,
      pwd: 'whatever1',
    });
    expect(expired.json().codes).toEqual([{ field: 'token', code: 'invalid_link' }]);
  });

  it('GET login.php is 405 with Allow: POST', async () => {
    const res = await fx.app.inject({ method: 'GET', url: '/login.php' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});
