import { hasMessage, tAnswer } from '../i18n/t.ts';
import type { NotifyInput } from '../state/notifications.ts';

/** One coded error of an answer, as the spec's answers carry them. */
interface CodedError {
  code?: unknown;
  field?: unknown;
  info?: unknown;
}

/**
 * The spec's response interceptor (section 8): an answer with an error flag whose code
 * names the field 'notify' shows an error notification with the translation of the code,
 * filled with the answer's info. Both shapes are read: `{error, code, field}` and
 * `{error, codes: [{field, code, info}]}`. Returns the notices to show (empty for most
 * answers); the caller passes the answer on unchanged.
 *
 * The notify codes of the account endpoints (bare login codes such as `too_many_attempts`,
 * whose messages are `component.login.er.<code>`) are left to the account form that sent
 * the call: it shows them under the form and notifies itself, and it renews an expired
 * form token and resends without a word (src/account/use-account-form.ts).
 */
export function noticesForAnswer(data: unknown): NotifyInput[] {
  if (!data || typeof data !== 'object') return [];
  const answer = data as { error?: unknown; codes?: unknown } & CodedError;
  if (!answer.error) return [];
  const coded: CodedError[] = Array.isArray(answer.codes) ? (answer.codes as CodedError[]) : [answer];
  const notices: NotifyInput[] = [];
  for (const entry of coded) {
    if (entry?.field !== 'notify' || typeof entry.code !== 'string') continue;
    if (hasMessage(`component.login.er.${entry.code}`)) continue;
    const info = entry.info && typeof entry.info === 'object' ? (entry.info as Record<string, unknown>) : {};
    notices.push({ type: 'error', text: tAnswer(entry.code, info) });
  }
  return notices;
}
