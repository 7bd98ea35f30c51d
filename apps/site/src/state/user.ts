import { createStore } from 'zustand';
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
