import { type Location, parsePath } from 'react-router';
import type { SiteHistory } from './history.ts';

/** History in memory, starting at `url`: for tests, where there is no address bar. */
export function memoryHistory(url: string): SiteHistory {
  const entries: Location[] = [
    { pathname: '/', search: '', hash: '', ...parsePath(url), state: null, key: 'default' },
  ];
  let index = 0;
  const listeners = new Set<() => void>();
  return {
    location: () => entries[index] as Location,
    push(location) {
      entries.splice(index + 1, entries.length, location);
      index = entries.length - 1;
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      index = Math.min(entries.length - 1, Math.max(0, index + delta));
      for (const listener of listeners) listener();
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}
