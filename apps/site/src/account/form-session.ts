import { ACCOUNT_FORM_PATH, type AccountFormAnswer, type AccountFormName } from '@tubekit/contract';
import type { ApiTransport } from '../api/transport.ts';
import { hasCode } from './field-errors.ts';

/** form.php answered something other than a form token (the route is down, a refusal). */
export class FormUnavailableError extends Error {
  constructor(readonly form: AccountFormName) {
    super(`form.php gave no token for the ${form} form`);
  }
}

/**
 * GET form.php?form=<name>: the token every account POST carries as `csrf` (bound to an
 * HttpOnly cookie the same answer sets) and the captcha the form shows, if any. Asked for
 * when a form opens, never at page load: a page that shows no form costs no call.
 */
export async function requestForm(api: ApiTransport, form: AccountFormName): Promise<AccountFormAnswer> {
  const answer = await api.get<unknown>(`${ACCOUNT_FORM_PATH}?form=${form}`);
  if (!answer || typeof answer !== 'object' || typeof (answer as { csrf?: unknown }).csrf !== 'string')
    throw new FormUnavailableError(form);
  const { csrf, captcha } = answer as { csrf: string; captcha?: AccountFormAnswer['captcha'] };
  return { csrf, captcha: captcha ?? null };
}

/** The form token a send uses: the one the form holds, and a way to get a fresh one. */
export interface FormTokens {
  /** The token of the open form (asks form.php if the form has none yet). */
  current(): Promise<AccountFormAnswer>;
  /** A new token (and captcha) from form.php, which the form keeps from now on. */
  renew(): Promise<AccountFormAnswer>;
}

/**
 * POSTs an account form with its `csrf`. An answer with `form_expired` (the token is
 * missing, old, or of another browser's cookie) gets one new token and is sent once more
 * with it; a second refusal is the answer. Resolves with the answer as data whatever its
 * status (the transport's rule); rejects only when there is no answer.
 */
export async function sendAccountForm(
  api: ApiTransport,
  endpoint: string,
  fields: Record<string, string>,
  tokens: FormTokens,
): Promise<unknown> {
  const first = await api.post<unknown>(endpoint, { ...fields, csrf: (await tokens.current()).csrf });
  if (!hasCode(first, 'form_expired')) return first;
  const fresh = await tokens.renew();
  return api.post<unknown>(endpoint, { ...fields, csrf: fresh.csrf });
}

/** The tokens of form `form`: asked for once, on first use, and renewed after `form_expired`. */
export function formTokens(api: ApiTransport, form: AccountFormName): FormTokens {
  let pending: Promise<AccountFormAnswer> | null = null;
  const renew = () => {
    pending = requestForm(api, form);
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
  return { current: () => pending ?? renew(), renew };
}
