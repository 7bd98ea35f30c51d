import { ACCOUNT_RULES, USERNAME_PATTERN } from '@tubekit/contract';
import type { FieldError, FieldErrors } from './field-errors.ts';

/**
 * The account forms' own checks, run before anything is sent. They mirror the server's
 * (apps/server/src/accounts/account-rules.ts) from the contract's ACCOUNT_RULES and
 * USERNAME_PATTERN with the same codes, so a visitor sees the same message whether the
 * browser or the server found the mistake. Username and e-mail are trimmed, as the server
 * trims them; a password is taken as typed.
 */

/** One @, a dotted domain, no spaces: the server's loose check (the mailed link proves the rest). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 5's generic field check: required, then the minimum, then the maximum. */
export function lengthError(value: string, min: number, max: number): FieldError | undefined {
  if (value.length === 0) return { code: 'required' };
  if (value.length < min) return { code: 'min_length', length: min };
  if (value.length > max) return { code: 'max_length', length: max };
  return undefined;
}

/** A new password: 5 to 128 characters. */
export function passwordError(pwd: string): FieldError | undefined {
  return lengthError(pwd, ACCOUNT_RULES.passwordMin, ACCOUNT_RULES.passwordMax);
}

/** A username: 3 to 32 letters, digits, `_` or `-`. */
export function usernameError(usr: string): FieldError | undefined {
  const value = usr.trim();
  const length = lengthError(value, ACCOUNT_RULES.usernameMin, ACCOUNT_RULES.usernameMax);
  if (length) return length;
  return USERNAME_PATTERN.test(value) ? undefined : { code: 'invalid_username' };
}

/** An e-mail address of sign-up and resend: required, at most 254, one @ and a dotted domain. */
export function emailError(eml: string): FieldError | undefined {
  const value = eml.trim();
  if (value.length === 0) return { code: 'required' };
  if (value.length > ACCOUNT_RULES.emailMax) return { code: 'max_length', length: ACCOUNT_RULES.emailMax };
  return EMAIL.test(value) ? undefined : { code: 'invalid_email' };
}

/** Drops the fields without an error. */
function only(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as FieldErrors;
}

/**
 * Sign-in (spec section 5): both fields required; invalid_usr_or_pwd (under the password,
 * as the server answers it) when the username is under 3 characters or the password under
 * 5, or either is longer than an account can have (254, the longest e-mail; 128).
 */
export function checkSignIn(usr: string, pwd: string): FieldErrors {
  const name = usr.trim();
  if (!name || !pwd)
    return only({
      usr: name ? undefined : { code: 'required' },
      pwd: pwd ? undefined : { code: 'required' },
    });
  const out =
    name.length < ACCOUNT_RULES.usernameMin ||
    name.length > ACCOUNT_RULES.emailMax ||
    pwd.length < ACCOUNT_RULES.passwordMin ||
    pwd.length > ACCOUNT_RULES.passwordMax;
  return out ? { pwd: { code: 'invalid_usr_or_pwd' } } : {};
}

/** Password restore (spec section 5): eml_invalid when the value is 3 characters or fewer. */
export function checkRestore(eml: string): FieldErrors {
  return eml.trim().length <= ACCOUNT_RULES.restoreEmailMaxInvalid ? { eml: { code: 'eml_invalid' } } : {};
}

/** Resending the confirmation link: the address, checked as at sign-up. */
export function checkResend(eml: string): FieldErrors {
  return only({ eml: emailError(eml) });
}

/** What the sign-up form holds. */
export interface SignupValues {
  usr: string;
  eml: string;
  pwd: string;
  terms: boolean;
  /** The captcha's solution, null until solved; undefined when the form shows no captcha. */
  tok?: string | null;
}

/** Sign-up (spec section 5 and issue #16): one error per field, the server's codes. */
export function checkSignup(values: SignupValues): FieldErrors {
  return only({
    usr: usernameError(values.usr),
    eml: emailError(values.eml),
    pwd: passwordError(values.pwd),
    terms: values.terms ? undefined : { code: 'required' },
    tok: values.tok === null || values.tok === '' ? { code: 'required' } : undefined,
  });
}

/** The reset page: the new password's rule, and the repeat box must hold the same. */
export function checkNewPassword(pwd: string, repeat: string): FieldErrors {
  const pwdError = passwordError(pwd);
  const repeatError: FieldError | undefined = !repeat
    ? { code: 'required' }
    : repeat !== pwd
      ? { code: 'password_mismatch' }
      : undefined;
  return only({ pwd: pwdError, pwd2: repeatError });
}
