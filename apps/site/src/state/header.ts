import { createStore, useStore } from 'zustand';

/** Open/closed parts of the header. */
export interface HeaderState {
  menuOpen: boolean;
  searchOpen: boolean;
  /** The header moved up on narrow screens (hide-on-scroll). */
  hidden: boolean;
}

/** The header store. */
export const headerStore = createStore<HeaderState>(() => ({
  menuOpen: false,
  searchOpen: false,
  hidden: false,
}));

/** Opens or closes the burger menu. */
export function setMenuOpen(menuOpen: boolean): void {
  headerStore.setState({ menuOpen });
}

/** Opens or closes the search overlay. */
export function setSearchOpen(searchOpen: boolean): void {
  headerStore.setState({ searchOpen });
}

/** Spec section 4: menu, search and mobile search close on route change. */
export function closeHeaderOnRouteChange(): void {
  headerStore.setState({ menuOpen: false, searchOpen: false });
}

/** React hook over the header store. */
export function useHeader<T>(selector: (s: HeaderState) => T): T {
  return useStore(headerStore, selector);
}
