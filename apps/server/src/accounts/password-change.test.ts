import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { accountsTestApp, confirmedAccount, postForm, setCookie } from './accounts-test-kit.ts';

describe.each(testDatabases())('signup.php act=password on $name', ({ open }) => {
  const fx = accountsTestApp(open);
  beforeAll(async () => {
    for (const usr of ['changer', 'guesser']) await confirmedAccount(fx.app, fx.mailer, usr);
  });

  const pair = (header: string | undefined) => (header ?? '').split(';')[0] ?? '';
  const signIn = async (usr: string, pwd: string, ip = '127.0.0.1') =>
    pair(setCookie(await postForm(fx.app, '/login.php', { usr, pwd }, {}, ip), '_tks'));
  const change = (cookie: string, fields: Record<string, string>, ip = '127.0.0.1') =>
    postForm(fx.app, '/signup.php', { act: 'password', ...fields }, { cookie }, ip);
  const whoami = async (cookie: string) =>
    (await fx.app.inject({ method: 'GET', url: '/test/whoami', headers: { cookie } })).json().member;

  it('a visitor is not_logged_in', async () => {
    const res = await postForm(fx.app, '/signup.php', { act: 'password', pwd: 'secret1', npwd: 'secret2' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, code: 'not_logged_in' });
  });

  it('checks the fields: current required, new 5 to 128; a wrong current password is invalid_password', async () => {
    const session = await signIn('changer', 'secret1');
    expect((await change(session, {})).json().codes).toEqual([
      { field: 'pwd', code: 'required' },
      { field: 'npwd', code: 'required' },
    ]);
    expect((await change(session, { pwd: 'secret1', npwd: '1234' })).json().codes).toEqual([
      { field: 'npwd', code: 'min_length', length: 5 },
    ]);
    expect((await change(session, { pwd: 'secret1', npwd: 'x'.repeat(129) })).json().codes).toEqual([
      { field: 'npwd', code: 'max_length', length: 128 },
    ]);
    const wrong = await change(session, { pwd: 'not-it', npwd: 'secret2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().codes).toEqual([{ field: 'pwd', code: 'invalid_password' }]);
  });

  it('a change ends every other session and gives this browser a new one; the old password stops working', async () => {
    const here = await signIn('changer', 'secret1');
    const elsewhere = await signIn('changer', 'secret1');
    const res = await change(here, { pwd: 'secret1', npwd: 'changed-1' });
    expect(res.json()).toEqual({ success: true });
    const renewed = pair(setCookie(res, '_tks'));
    expect(renewed).not.toBe(here);
    expect(await whoami(here)).toBeNull();
    expect(await whoami(elsewhere)).toBeNull();
    expect(await whoami(renewed)).toMatchObject({ username: 'changer' });
    expect(await signIn('changer', 'secret1', '10.7.0.1')).toBe('');
    expect(await signIn('changer', 'changed-1', '10.7.0.1')).not.toBe('');
  });

  it('wrong current passwords count as failed sign-ins: the 6th try in 15 minutes is 429', async () => {
    const session = await signIn('guesser', 'secret1');
    for (let i = 0; i < 5; i++)
      expect((await change(session, { pwd: `guess-${i}`, npwd: 'secret2' }, '10.8.0.1')).statusCode).toBe(
        400,
      );
    const sixth = await change(session, { pwd: 'secret1', npwd: 'secret2' }, '10.8.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().codes).toEqual([{ field: 'notify', code: 'too_many_attempts' }]);
  });
});
