import type { PlayerSnapshot } from '@tubekit/player';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { usePlayer } from './use-player.ts';

/** Compares two selections; the previous one is kept (no re-render) when it returns true. */
export type EqualityFn<T> = (a: T, b: T) => boolean;

interface Memo<T> {
  snapshot: PlayerSnapshot;
  selector: (snapshot: PlayerSnapshot) => T;
  selection: T;
}

/**
 * Reads part of the player state and re-renders only when that part changes.
 *
 * Backed by `useSyncExternalStore` over `player.subscribe` / `player.getSnapshot`: the state
 * lives in the player, never copied into React state (style: TanStack `useBaseQuery`,
 * XState `useSelector`). A selector that builds a new object each call needs `isEqual`
 * (for example a shallow compare), or it re-renders on every player change.
 *
 * @example const status = usePlayerState((s) => s.status);
 */
export function usePlayerState<T>(
  selector: (snapshot: PlayerSnapshot) => T,
  isEqual: EqualityFn<T> = Object.is,
): T {
  const player = usePlayer();
  const memo = useRef<Memo<T> | null>(null);

  const subscribe = useCallback((onChange: () => void) => player.subscribe(onChange), [player]);

  // The player hands out a new snapshot object only when something changed, so the same
  // snapshot and selector give the same selection; React calls this several times per render
  // to check stability, and the cache keeps the answer identical.
  const getSelection = (): T => {
    const snapshot = player.getSnapshot();
    const prev = memo.current;
    if (prev && prev.snapshot === snapshot && prev.selector === selector) return prev.selection;
    const next = selector(snapshot);
    if (prev && isEqual(prev.selection, next)) {
      memo.current = { snapshot, selector, selection: prev.selection };
      return prev.selection;
    }
    memo.current = { snapshot, selector, selection: next };
    return next;
  };

  // Server render: the player only exists in the browser, and children of <Player> are not
  // rendered on the server, so the client getter is never wrong here.
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}
