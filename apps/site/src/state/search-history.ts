import { createStore, useStore } from 'zustand';

/** Where the search history lives in localStorage. */
export const SEARCH_HISTORY_KEY = 'search_history';
const MAX_ENTRIES = 10;

/** A search history entry (spec section 3: title). */
export interface SearchHistoryEntry {
  title: string;
}

function read(): SearchHistoryEntry[] {
  try {
    const raw = localStorage.getItem(SEARCH_HISTORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((e): e is SearchHistoryEntry => typeof e?.title === 'string').slice(0, MAX_ENTRIES)
      : [];
  } catch {
    // Bad JSON or storage disabled: start empty rather than break the overlay.
    return [];
  }
}

/**
 * The search history store, read from localStorage when the search overlay's code first
 * loads (it is the only reader, and it only renders in the browser).
 */
export const searchHistoryStore = createStore<{ entries: SearchHistoryEntry[] }>(() => ({
  entries: typeof localStorage === 'undefined' ? [] : read(),
}));

/** Adds a title, newest first, only if not already present (spec section 9). */
export function addSearchHistory(title: string): void {
  const entries = read();
  if (entries.some((e) => e.title === title)) return;
  const next = [{ title }, ...entries].slice(0, MAX_ENTRIES);
  try {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: keep the history in memory only.
  }
  searchHistoryStore.setState({ entries: next });
}

/** React hook: the search history, newest first. */
export function useSearchHistory(): SearchHistoryEntry[] {
  return useStore(searchHistoryStore, (s) => s.entries);
}
