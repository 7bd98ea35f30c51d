import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  checkResend,
  checkRestore,
  checkSignIn,
  checkSignup,
  emailError,
  passwordError,
  usernameError,
} from './account-rules.ts';

const chars = (n: number, c = 'a') => c.repeat(n);

describe('account rules at their boundaries (spec section 5, ACCOUNT_RULES)', () => {
  it('username: 2 characters is min_length 3, 3 passes, 32 passes, 33 is max_length 32', () => {
    expect(usernameError('')).toEqual({ code: 'required' });
    expect(usernameError(chars(2))).toEqual({ code: 'min_length', length: 3 });
    expect(usernameError(chars(3))).toBeUndefined();
    expect(usernameError(chars(32))).toBeUndefined();
    expect(usernameError(chars(33))).toEqual({ code: 'max_length', length: 32 });
  });

  it('username: letters, digits, _ and - only; surrounding spaces are trimmed as the server trims', () => {
    expect(usernameError('Ab_9-z')).toBeUndefined();
    expect(usernameError('  abc  ')).toBeUndefined();
    expect(usernameError('ab c')).toEqual({ code: 'invalid_username' });
    expect(usernameError('abé')).toEqual({ code: 'invalid_username' });
    expect(usernameError('<b>x</b>')).toEqual({ code: 'invalid_username' });
  });

  it('password: 4 characters is min_length 5, 5 passes, 128 passes, 129 is max_length 128', () => {
    expect(passwordError('')).toEqual({ code: 'required' });
    expect(passwordError(chars(4))).toEqual({ code: 'min_length', length: 5 });
    expect(passwordError(chars(5))).toBeUndefined();
    expect(passwordError(chars(128))).toBeUndefined();
    expect(passwordError(chars(129))).toEqual({ code: 'max_length', length: 128 });
  });

  it('e-mail: required, one @ and a dotted domain, at most 254 characters', () => {
    expect(emailError(' ')).toEqual({ code: 'required' });
    expect(emailError('me@example')).toEqual({ code: 'invalid_email' });
    expect(emailError('me example@x.io')).toEqual({ code: 'invalid_email' });
    expect(emailError('me@example.com')).toBeUndefined();
    const at254 = `${chars(242)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(emailError(at254)).toBeUndefined();
    expect(emailError(`a${at254}`)).toEqual({ code: 'max_length', length: 254 });
    expect(checkResend('me@example')).toEqual({ eml: { code: 'invalid_email' } });
  });

  it('restore: 3 characters is eml_invalid, 4 passes', () => {
    expect(checkRestore('a@b')).toEqual({ eml: { code: 'eml_invalid' } });
    expect(checkRestore(' a@b ')).toEqual({ eml: { code: 'eml_invalid' } });
    expect(checkRestore('a@bc')).toEqual({});
  });

  it('sign-in: both required, then invalid_usr_or_pwd under 3 / 5 characters, under the password', () => {
    expect(checkSignIn('', '')).toEqual({ usr: { code: 'required' }, pwd: { code: 'required' } });
    expect(checkSignIn('abc', '')).toEqual({ pwd: { code: 'required' } });
    expect(checkSignIn('ab', chars(5))).toEqual({ pwd: { code: 'invalid_usr_or_pwd' } });
    expect(checkSignIn('abc', chars(4))).toEqual({ pwd: { code: 'invalid_usr_or_pwd' } });
    expect(checkSignIn('abc', chars(5))).toEqual({});
    expect(checkSignIn('abc', chars(129))).toEqual({ pwd: { code: 'invalid_usr_or_pwd' } });
  });

  it('sign-up: one error per field, the captcha required only when the form shows one', () => {
    expect(checkSignup({ usr: '', eml: '', pwd: '', terms: false, tok: null })).toEqual({
      usr: { code: 'required' },
      eml: { code: 'required' },
      pwd: { code: 'required' },
      terms: { code: 'required' },
      tok: { code: 'required' },
    });
    expect(checkSignup({ usr: 'abc', eml: 'me@example.com', pwd: chars(5), terms: true })).toEqual({});
    expect(checkSignup({ usr: 'abc', eml: 'me@example.com', pwd: chars(5), terms: true, tok: 't' })).toEqual(
      {},
    );
  });

  it('reset: the new password rule, and the repeat must be given and match', () => {
    expect(checkNewPassword('secret1', '')).toEqual({ pwd2: { code: 'required' } });
    expect(checkNewPassword('secret1', 'secret2')).toEqual({ pwd2: { code: 'password_mismatch' } });
    expect(checkNewPassword('abcd', 'abcd')).toEqual({ pwd: { code: 'min_length', length: 5 } });
    expect(checkNewPassword('secret1', 'secret1')).toEqual({});
  });
});
