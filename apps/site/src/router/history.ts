import type { Location } from 'react-router';

/** The address book a SiteRouter keeps: the browser's history, or a list in memory (tests). */
export interface SiteHistory {
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls back when the address changes outside the router (back/forward); returns the unsubscribe. */
  listen(onPop: () => void): () => void;
}

/** A fresh key for a new history entry (hooks run once per navigation by it). */
export function entryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** `window.history`, with react-router's state shape ({ usr, key }) so entries keep their keys. */
export function browserHistory(): SiteHistory {
  const write = (method: 'pushState' | 'replaceState', location: Location) => {
    const { pathname, search, hash, state, key } = location;
    window.history[method]({ usr: state, key }, '', pathname + search + hash);
  };
  return {
    location() {
      const { pathname, search, hash } = window.location;
      const entry = window.history.state as { usr?: unknown; key?: string } | null;
      return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
    },
    push: (location) => write('pushState', location),
    replace: (location) => write('replaceState', location),
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}
