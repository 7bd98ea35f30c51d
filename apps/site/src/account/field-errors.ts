import type { AccountSuccessAnswer, LoginErrorCode } from '@tubekit/contract';
import { t } from '../i18n/t.ts';

/**
 * A code an account form shows: the server's login codes, plus the site's own
 * `password_mismatch` (the reset page's repeat box, never sent) and `failed` (an answer
 * that is not the account shape: a rate limit of the whole endpoint, a cross-site refusal).
 */
export type FormErrorCode = LoginErrorCode | 'password_mismatch' | 'failed';

/** One error as a form shows it; `length` fills min_length / max_length. */
export interface FieldError {
  code: FormErrorCode;
  length?: number;
}

/**
 * Where an error shows: a field of the forms (`usr`, `eml`, `pwd`, `npwd`, `pwd2` the
 * repeated password, `terms`, `tok` the captcha, `token` the reset link) or `form`, the
 * line under the whole form that holds the answer's `notify` codes.
 */
export type FieldName = 'usr' | 'eml' | 'pwd' | 'npwd' | 'pwd2' | 'terms' | 'tok' | 'token' | 'form';

/** The errors of a form by where they show; a field without one is absent. */
export type FieldErrors = Partial<Record<FieldName, FieldError>>;

const FIELD_NAMES: readonly string[] = ['usr', 'eml', 'pwd', 'npwd', 'pwd2', 'terms', 'tok', 'token'];

/** The text of an error: the component.login.er.<code> message with its length filled in. */
export function errorText(error: FieldError): string {
  return t(`component.login.er.${error.code}`, error.length === undefined ? {} : { length: error.length });
}

/** What an account answer means for the form that sent it. */
export type AccountOutcome =
  | { ok: true; answer: AccountSuccessAnswer }
  | { ok: false; errors: FieldErrors; notices: FieldError[] };

interface RawCode {
  field?: unknown;
  code?: unknown;
  length?: unknown;
}

function fieldError(raw: RawCode): FieldError {
  return typeof raw.length === 'number'
    ? { code: raw.code as LoginErrorCode, length: raw.length }
    : { code: raw.code as LoginErrorCode };
}

/**
 * Reads a login.php / signup.php / logout.php answer. `{success: true}` is ok; `{error,
 * codes: [{field, code, length?}]}` gives each form field its first error and the `notify`
 * codes (or a field this site has no box for) as notices, shown under the form. The code is
 * taken as the contract's word: one without a message shows as its key, as t() does. Any
 * other answer (the catalogue's `{error, code}` of a rate limit or a refusal, a page that is
 * not JSON) is one `failed` notice, `too_many_attempts` for a rate limit.
 */
export function readAccountAnswer(answer: unknown): AccountOutcome {
  if (answer && typeof answer === 'object' && (answer as { success?: unknown }).success === true)
    return { ok: true, answer: answer as AccountSuccessAnswer };
  const codes = answer && typeof answer === 'object' ? (answer as { codes?: unknown }).codes : undefined;
  if (!Array.isArray(codes) || codes.length === 0) {
    const code = answer && typeof answer === 'object' ? (answer as { code?: unknown }).code : undefined;
    const notice: FieldError = { code: code === 'rate_limited' ? 'too_many_attempts' : 'failed' };
    return { ok: false, errors: { form: notice }, notices: [notice] };
  }
  const errors: FieldErrors = {};
  const notices: FieldError[] = [];
  for (const raw of codes as RawCode[]) {
    if (!raw || typeof raw.code !== 'string') continue;
    const name = typeof raw.field === 'string' && FIELD_NAMES.includes(raw.field) ? raw.field : 'form';
    if (name === 'form') notices.push(fieldError(raw));
    errors[name as FieldName] ??= fieldError(raw);
  }
  return { ok: false, errors, notices };
}

/** Whether an answer carries `code` (any field): form_expired and captcha_failed are acted on. */
export function hasCode(answer: unknown, code: LoginErrorCode): boolean {
  const codes = answer && typeof answer === 'object' ? (answer as { codes?: unknown }).codes : undefined;
  return Array.isArray(codes) && codes.some((c: RawCode | null) => c?.code === code);
}
