import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { accountsTestApp, postForm, SOLVE_CAPTCHA, signUpForm, tokenOf } from './accounts-test-kit.ts';

describe.each(testDatabases())('signup.php on $name', ({ open }) => {
  const fx = accountsTestApp(open);

  async function codes(fields: Record<string, string>) {
    const res = await postForm(fx.app, '/signup.php', fields);
    return { status: res.statusCode, body: res.json() };
  }

  it('requires every field, each answered under its name', async () => {
    expect(await codes({})).toEqual({
      status: 400,
      body: {
        error: true,
        codes: [
          { field: 'usr', code: 'required' },
          { field: 'eml', code: 'required' },
          { field: 'pwd', code: 'required' },
          { field: 'terms', code: 'required' },
          { field: 'tok', code: 'required' },
        ],
      },
    });
  });

  it('username: 2 characters is min_length 3, 3 is accepted, 33 is max_length 32, other characters are invalid', async () => {
    expect((await codes(signUpForm('ab', { eml: 'ab@example.com' }))).body.codes).toEqual([
      { field: 'usr', code: 'min_length', length: 3 },
    ]);
    expect(await codes(signUpForm('abc'))).toEqual({ status: 200, body: { success: true } });
    expect((await codes(signUpForm('a'.repeat(33)))).body.codes).toEqual([
      { field: 'usr', code: 'max_length', length: 32 },
    ]);
    expect((await codes(signUpForm('a'.repeat(32)))).status).toBe(200);
    for (const bad of ['a b c', 'abc!', 'ab.c', 'ábc'])
      expect((await codes(signUpForm(bad, { eml: 'x@example.com' }))).body.codes).toEqual([
        { field: 'usr', code: 'invalid_username' },
      ]);
    expect((await codes(signUpForm('A_b-9'))).status).toBe(200);
  });

  it('password: 4 is min_length 5, 5 is accepted, 128 is accepted, 129 is max_length 128', async () => {
    expect((await codes(signUpForm('pw4', { pwd: '1234' }))).body.codes).toEqual([
      { field: 'pwd', code: 'min_length', length: 5 },
    ]);
    expect((await codes(signUpForm('pw5', { pwd: '12345' }))).status).toBe(200);
    expect((await codes(signUpForm('pw128', { pwd: 'x'.repeat(128) }))).status).toBe(200);
    expect((await codes(signUpForm('pw129', { pwd: 'x'.repeat(129) }))).body.codes).toEqual([
      { field: 'pwd', code: 'max_length', length: 128 },
    ]);
  });

  it('email: invalid_email when malformed, email_taken when in use (any case)', async () => {
    expect((await codes(signUpForm('mail1', { eml: 'not-an-email' }))).body.codes).toEqual([
      { field: 'eml', code: 'invalid_email' },
    ]);
    expect((await codes(signUpForm('mail2', { eml: 'shared@example.com' }))).status).toBe(200);
    expect((await codes(signUpForm('mail3', { eml: 'SHARED@example.com' }))).body.codes).toEqual([
      { field: 'eml', code: 'email_taken' },
    ]);
  });

  it('username taken case-insensitively', async () => {
    expect((await codes(signUpForm('Taken'))).status).toBe(200);
    expect((await codes(signUpForm('tAKEN', { eml: 'other@example.com' }))).body.codes).toEqual([
      { field: 'usr', code: 'username_taken' },
    ]);
  });

  it('the terms box must be 1', async () => {
    expect((await codes(signUpForm('terms0', { terms: '0' }))).body.codes).toEqual([
      { field: 'terms', code: 'required' },
    ]);
  });

  it('a new account is unconfirmed: sign-in answers email_not_confirmed until the link is used, once', async () => {
    const mail = fx.mailer.next();
    await postForm(fx.app, '/signup.php', signUpForm('fresh'));
    const message = await mail;
    expect(message.to).toBe('fresh@example.com');
    expect(message.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/signup\/confirm\/\?token=[\w-]{43}$/);
    expect(message.text).toContain(message.link);
    const signIn = () => postForm(fx.app, '/login.php', { usr: 'fresh', pwd: 'secret1' }, {}, '10.200.0.1');
    const before = await signIn();
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ error: true, codes: [{ field: 'notify', code: 'email_not_confirmed' }] });
    const link = new URL(message.link);
    const first = await fx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/signin/?confirmed=1');
    const again = await fx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toBe('/signup/?link=invalid');
    expect((await signIn()).statusCode).toBe(200);
  });

  it('a confirmation link expires after 24 hours', async () => {
    const mail = fx.mailer.next();
    await postForm(fx.app, '/signup.php', signUpForm('late'));
    const link = new URL((await mail).link);
    fx.clock.advance(24 * 3600 * 1000);
    const res = await fx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.headers.location).toBe('/signup/?link=invalid');
    expect(tokenOf(link.href)).toHaveLength(43);
  });

  it('resend mails a new confirmation link to an unconfirmed account, and answers the same for unknown addresses', async () => {
    await postForm(fx.app, '/signup.php', signUpForm('resender'));
    const mail = fx.mailer.next();
    const res = await postForm(fx.app, '/signup.php', {
      act: 'resend',
      eml: 'resender@example.com',
      tok: SOLVE_CAPTCHA,
    });
    expect(res.json()).toEqual({ success: true });
    expect((await mail).to).toBe('resender@example.com');
    const unknown = await postForm(fx.app, '/signup.php', {
      act: 'resend',
      eml: 'nobody@example.com',
      tok: SOLVE_CAPTCHA,
    });
    expect(unknown.json()).toEqual({ success: true });
  });

  it('an unknown act is invalid_param', async () => {
    const res = await postForm(fx.app, '/signup.php', { act: 'delete' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, code: 'invalid_param', field: 'act' });
  });

  it('is limited per address: the 11th call in an hour is 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await postForm(fx.app, '/signup.php', { act: 'resend', eml: 'x' }, {}, '10.250.0.1')).statusCode,
      ).toBe(400);
    const res = await postForm(fx.app, '/signup.php', { act: 'resend', eml: 'x' }, {}, '10.250.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3600');
  });
});
