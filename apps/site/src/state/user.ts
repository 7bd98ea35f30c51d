import { createStore, useStore } from 'zustand';
import { setCookie } from '../cookies.ts';

/** A signed-in member as the page constants carry it (spec section 6). */
export interface SessionUser {
  user_id: number;
  username: string;
}

interface UserState {
  user: SessionUser | null;
}

/** The user store: null for a visitor. Accounts are a later issue, so it stays null for now. */
export const userStore = createStore<UserState>(() => ({ user: null }));

/** Sets or clears the signed-in member. */
export function setUser(user: SessionUser | null): void {
  userStore.setState({ user });
}

/** React hook: the signed-in member or null. */
export function useUser(): SessionUser | null {
  return useStore(userStore, (s) => s.user);
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
