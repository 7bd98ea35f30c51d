import { createStore } from 'zustand';
import type { ApiTransport } from '../api/transport.ts';
import { setCookie } from '../cookies.ts';
import { useRootData } from '../router/site-state.ts';

/** A signed-in member as the page constants carry it (spec section 6). */
export interface SessionUser {
  user_id: number;
  username: string;
  /**
   * Only a moderator's constants carry it: the comments then offer Delete on every comment
   * (comment.php lets a moderator delete any). A member's user has the spec's two fields.
   */
  role?: 'moderator';
}

interface UserState {
  user: SessionUser | null;
}

/**
 * The signed-in member for code outside React (page loaders in the browser): set once at
 * hydration from the root data. Components read {@link useUser}, which works on the server
 * too, where one module-wide store would be shared by every request.
 */
export const userStore = createStore<UserState>(() => ({ user: null }));

/** Sets or clears the signed-in member. */
export function setUser(user: SessionUser | null): void {
  userStore.setState({ user });
}

/** React hook: the signed-in member of this document (the server-rendered root data), or null. */
export function useUser(): SessionUser | null {
  return useRootData().user ?? null;
}

/**
 * Logout (spec section 4): ends the session on the server (a fresh form token, then POST
 * logout.php), then sets cookie logout=1, removes the stored lang and goes to /. The
 * account code loads only now, off every page's initial JavaScript. A call that fails (no
 * network, a refusal) still logs the page out and goes home. `go` and `api` (the site's
 * transport; a new browser one without it) are injectable for tests.
 */
export async function logout(
  go: (url: string) => void = (url) => window.location.assign(url),
  api?: ApiTransport,
): Promise<void> {
  try {
    const { endSession } = await import('../account/end-session.ts');
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
