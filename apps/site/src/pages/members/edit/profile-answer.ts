import type { Member, ProfileErrorCode, ProfileFieldError } from '@tubekit/contract';
import { hasMessage, t } from '../../../i18n/t.ts';

/** The errors of a profile form by field (`notify`: the line under the form). */
export type ProfileErrors = Partial<Record<string, ProfileFieldError>>;

/** What a member.php save means for the form that sent it. */
export type ProfileOutcome = { ok: true; member: Member } | { ok: false; errors: ProfileErrors };

/**
 * Reads a member.php save answer: `{success, member}`, or `{error, codes}` (each field its
 * first error). Anything else is one notice under the form: the picture upload limit's
 * own (429 `rate_limited`), a visitor whose session ended is told the form expired, and a
 * refusal or a page that is not JSON is `failed`.
 */
export function readProfileAnswer(answer: unknown): ProfileOutcome {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  if (body.success === true && body.member && typeof body.member === 'object')
    return { ok: true, member: body.member as Member };
  const errors: ProfileErrors = {};
  if (Array.isArray(body.codes)) {
    for (const raw of body.codes as Partial<ProfileFieldError>[]) {
      if (!raw || typeof raw.code !== 'string' || typeof raw.field !== 'string') continue;
      errors[raw.field] ??= raw as ProfileFieldError;
    }
  }
  if (Object.keys(errors).length === 0) errors.notify = { field: 'notify', code: notifyCode(body.code) };
  return { ok: false, errors };
}

/** The notice of an answer without field errors, from its `code`. */
function notifyCode(code: unknown): ProfileErrorCode {
  if (code === 'not_logged_in') return 'form_expired';
  return (code === 'rate_limited' ? 'rate_limited' : 'failed') as ProfileErrorCode;
}

/** The text of a profile or image error, with its length or size filled in. */
export function profileErrorText(error: ProfileFieldError): string {
  const key = `member.error.${error.code}`;
  const values = { length: error.length, width: error.width, height: error.height };
  return hasMessage(key) ? t(key, values) : t('member.error.failed');
}
