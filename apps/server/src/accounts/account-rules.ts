import { ACCOUNT_RULES, type AccountFieldError, USERNAME_PATTERN } from '@tubekit/contract';

/** A form body as the form parser gives it: strings only (the last value of a repeated key). */
export type Form = Record<string, unknown>;

/** A form field as a string; anything else (absent, an array from JSON) is empty. */
export function field(form: Form, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

/** A loose e-mail check: one @, a dotted domain, no spaces; the link proves the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length rule of one field: required, then minimum, then maximum. */
function lengthError(name: string, value: string, min: number, max: number): AccountFieldError | null {
  if (value.length === 0) return { field: name, code: 'required' };
  if (value.length < min) return { field: name, code: 'min_length', length: min };
  if (value.length > max) return { field: name, code: 'max_length', length: max };
  return null;
}

/** The password rule of sign-up and reset: 5 to 128 characters. */
export function passwordError(name: string, pwd: string): AccountFieldError | null {
  return lengthError(name, pwd, ACCOUNT_RULES.passwordMin, ACCOUNT_RULES.passwordMax);
}

/** The e-mail rule of sign-up: required, at most 254, one @ and a dotted domain. */
export function emailError(name: string, eml: string): AccountFieldError | null {
  if (eml.length === 0) return { field: name, code: 'required' };
  if (eml.length > ACCOUNT_RULES.emailMax)
    return { field: name, code: 'max_length', length: ACCOUNT_RULES.emailMax };
  return EMAIL.test(eml) ? null : { field: name, code: 'invalid_email' };
}

/**
 * The sign-up form's own rules (spec section 5), one error per field in form order:
 * `usr` 3-32 of letters, digits, `_`, `-`; `eml`; `pwd` 5-128; `terms` ticked ("I am 18
 * or older and accept the terms"); `tok` the captcha token. Taken names are checked after.
 */
export function signUpErrors(form: Form): AccountFieldError[] {
  const usr = field(form, 'usr').trim();
  const errors: (AccountFieldError | null)[] = [
    lengthError('usr', usr, ACCOUNT_RULES.usernameMin, ACCOUNT_RULES.usernameMax) ??
      (USERNAME_PATTERN.test(usr) ? null : { field: 'usr', code: 'invalid_username' }),
    emailError('eml', field(form, 'eml').trim()),
    passwordError('pwd', field(form, 'pwd')),
    field(form, 'terms') === '1' ? null : { field: 'terms', code: 'required' },
    field(form, 'tok') ? null : { field: 'tok', code: 'required' },
  ];
  return errors.filter((e): e is AccountFieldError => e !== null);
}

/**
 * Sign-in's own rules (spec section 5): both fields required; invalid_usr_or_pwd (on `pwd`,
 * as the Login modal shows it) when the username is under 3 characters or the password
 * under 5 or over 128, without touching the database.
 */
export function signInErrors(usr: string, pwd: string): AccountFieldError[] {
  const errors: AccountFieldError[] = [];
  if (!usr) errors.push({ field: 'usr', code: 'required' });
  if (!pwd) errors.push({ field: 'pwd', code: 'required' });
  if (errors.length > 0) return errors;
  if (
    usr.length < ACCOUNT_RULES.usernameMin ||
    usr.length > ACCOUNT_RULES.emailMax ||
    pwd.length < ACCOUNT_RULES.passwordMin ||
    pwd.length > ACCOUNT_RULES.passwordMax
  )
    return [{ field: 'pwd', code: 'invalid_usr_or_pwd' }];
  return [];
}
