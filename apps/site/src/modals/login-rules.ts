import { LIMITS, type LoginErrorCode } from '@tubekit/contract';

/** Field errors: field name -> code (shown with the component.login.er.<code> message). */
export type FieldErrors = Partial<Record<'usr' | 'pwd' | 'eml', LoginErrorCode>>;

/**
 * Sign-in checks of spec section 5: username and password are required (code required);
 * invalid_usr_or_pwd when the username is under 3 characters or the password under 5.
 */
export function checkSignIn(usr: string, pwd: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!usr.trim()) errors.usr = 'required';
  if (!pwd) errors.pwd = 'required';
  if (errors.usr || errors.pwd) return errors;
  if (usr.trim().length < LIMITS.usernameMin || pwd.length < LIMITS.passwordMin)
    errors.pwd = 'invalid_usr_or_pwd';
  return errors;
}

/** Password restore: eml_invalid when the value is 3 characters or fewer (spec section 5). */
export function checkRestore(eml: string): FieldErrors {
  return eml.trim().length <= 3 ? { eml: 'eml_invalid' } : {};
}

/**
 * Server errors `{error, codes: [{field, code}]}` mapped to fields (a `notify` field is left
 * to the interceptor). The code is taken as the contract's word for it: one the site has no
 * message for shows as its key, as t() shows any missing message.
 */
export function serverFieldErrors(answer: unknown): FieldErrors | null {
  if (!answer || typeof answer !== 'object' || !('error' in answer)) return null;
  const codes = (answer as { codes?: unknown }).codes;
  if (!Array.isArray(codes)) return null;
  const errors: FieldErrors = {};
  for (const c of codes as { field?: unknown; code?: unknown }[]) {
    if ((c.field === 'usr' || c.field === 'pwd' || c.field === 'eml') && typeof c.code === 'string')
      errors[c.field] = c.code as LoginErrorCode;
  }
  return errors;
}
