import { DMCA_RULES } from '@tubekit/contract';
import { emailError } from '../../account/account-rules.ts';
import { hasMessage, t } from '../../i18n/t.ts';

/** The text fields of a DMCA notice, as dmca.php reads them. */
export const DMCA_FIELDS = ['name', 'email', 'url', 'work', 'text'] as const;
export type DmcaField = (typeof DMCA_FIELDS)[number];
export type DmcaValues = Record<DmcaField, string> & { sworn: boolean };

/** Where an error shows: a field, the sworn statement, or `form` (under the whole form). */
export type DmcaErrors = Partial<Record<DmcaField | 'sworn' | 'form', string>>;

const MAX: Record<DmcaField, number> = {
  name: DMCA_RULES.nameMax,
  email: DMCA_RULES.emailMax,
  url: DMCA_RULES.urlMax,
  work: DMCA_RULES.workMax,
  text: DMCA_RULES.textMax,
};

/** An error's text: dmca.error.<code>, its length filled from DMCA_RULES for `field`. */
function errorText(code: string, field: DmcaField | 'sworn' | 'form'): string {
  const key = field === 'sworn' && code === 'required' ? 'dmca.error.sworn' : `dmca.error.${code}`;
  const length = field in MAX ? MAX[field as DmcaField] : undefined;
  return hasMessage(key) ? t(key, { length }) : t('dmca.error.failed');
}

/** An absolute http(s) address, as the server requires (it finds the video it names). */
function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The server's checks, run before anything is sent: every field required and at most its
 * DMCA_RULES length in code points (after trimming, as the server trims), the e-mail rule
 * of sign-up, an http(s) address, and the sworn statement ticked.
 */
export function checkDmca(values: DmcaValues): DmcaErrors {
  const errors: DmcaErrors = {};
  for (const field of DMCA_FIELDS) {
    const value = values[field].trim();
    if (!value) errors[field] = errorText('required', field);
    else if ([...value].length > MAX[field]) errors[field] = errorText('max_length', field);
  }
  if (!errors.email && emailError(values.email)) errors.email = errorText('invalid_email', 'email');
  if (!errors.url && !isWebAddress(values.url.trim())) errors.url = errorText('invalid_url', 'url');
  if (!values.sworn) errors.sworn = errorText('required', 'sworn');
  return errors;
}

/**
 * Reads dmca.php's answer: `{success}`; a field's refusal `{error, code, field}` (required,
 * max_length, invalid_param: a bad address or URL) under that field; anything else
 * (rate_limited, a second form_expired, no JSON) under the form.
 */
export function readDmcaAnswer(answer: unknown): { ok: true } | { ok: false; errors: DmcaErrors } {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  if (body.success === true) return { ok: true };
  const field = body.field;
  const code =
    typeof body.code === 'string' ? body.code : Array.isArray(body.codes) ? body.codes[0]?.code : '';
  if (
    typeof field === 'string' &&
    ((DMCA_FIELDS as readonly string[]).includes(field) || field === 'sworn')
  ) {
    const named = field as DmcaField | 'sworn';
    const invalid = named === 'email' ? 'invalid_email' : 'invalid_url';
    return {
      ok: false,
      errors: { [named]: errorText(code === 'invalid_param' ? invalid : String(code), named) },
    };
  }
  return { ok: false, errors: { form: errorText(String(code || 'failed'), 'form') } };
}
