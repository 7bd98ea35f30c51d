import { createStore } from 'zustand';
import { setCookie } from '../cookies.ts';
import { useRootData } from '../router/site-state.ts';

/** A signed-in member as the page constants carry it (spec section 6). */
export interface SessionUser {
  user_id: number;
  username: string;
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
 * Logout (spec section 4): sets cookie logout=1, removes the stored lang, goes to /.
 * `go` is injectable for tests.
 */
export function logout(go: (url: string) => void = (url) => window.location.assign(url)): void {
  setCookie('logout', '1');
  try {
    localStorage.removeItem('lang');
  } catch {
    // Storage can be disabled; logging out must still work.
  }
  setUser(null);
  go('/');
}
