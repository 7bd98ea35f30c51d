import type { ApiTransport } from '../api/transport.ts';
import { setCookie } from '../cookies.ts';
import { setUser } from '../state/user.ts';
import { endSession } from './end-session.ts';

/**
 * Logout (spec section 4): ends the session on the server (a fresh form token, then POST
 * logout.php), then sets cookie logout=1, removes the stored lang and goes to /. It is in
 * the member menu's lazily loaded chunk, off every page's initial JavaScript. A call that fails (no
 * network, a refusal) still logs the page out and goes home. `go` and `api` (the site's
 * transport; a new browser one without it) are injectable for tests.
 */
export async function logout(
  go: (url: string) => void = (url) => window.location.assign(url),
  api?: ApiTransport,
): Promise<void> {
  try {
    await endSession(api);
  } catch {
    // The local logout below still happens: the visitor asked to leave.
  }
  setCookie('logout', '1');
  try {
    localStorage.removeItem('lang');
  } catch {
    // Storage can be disabled; logging out must still work.
  }
  setUser(null);
  go('/');
}
