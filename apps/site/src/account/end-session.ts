import type { AccountFormAnswer } from '@tubekit/contract';
import { createBrowserTransport } from '../api/browser-transport.ts';
import type { ApiTransport } from '../api/transport.ts';
import { readAccountAnswer } from './field-errors.ts';
import { requestForm, sendAccountForm } from './form-session.ts';

/** Where a member's session ends (the server clears its cookie); not one of spec section 7's. */
export const LOGOUT_ENDPOINT = 'logout.php';

/**
 * Ends the member's session on the server: a fresh logout form token from form.php, then
 * POST logout.php with it (resent once on form_expired, as every account form is).
 * Rejects when the server did not end it, so the caller knows; logging out of the page
 * does not wait on this succeeding (state/user.ts logout).
 */
export async function endSession(api: ApiTransport = createBrowserTransport()): Promise<void> {
  let current: Promise<AccountFormAnswer> | null = null;
  const renew = () => {
    current = requestForm(api, 'logout');
    return current;
  };
  const answer = await sendAccountForm(
    api,
    LOGOUT_ENDPOINT,
    {},
    { current: () => current ?? renew(), renew },
  );
  if (!readAccountAnswer(answer).ok) throw new Error('logout.php did not end the session');
}
