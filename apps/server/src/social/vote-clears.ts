import type { Clock } from '../http/clock.ts';

/** At most one cache clear per this many ms because of votes. */
export const VOTE_CLEAR_WINDOW_MS = 10_000;

/**
 * Clears the caches for votes at most once per `windowMs`: the first vote after a quiet spell
 * clears at once (its rating shows on every page at the next request); the votes that follow
 * within the window share one clear at its end. Votes come at the traffic's rate, and a clear
 * throws away every cached answer and page and the catalogue's totals: clearing on each one
 * would keep the caches cold under load.
 */
export function voteClears(clear: () => void, clock: Clock, windowMs = VOTE_CLEAR_WINDOW_MS): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let pending = false;
  return () => {
    const now = clock.now();
    if (now - last >= windowMs) {
      last = now;
      clear();
      return;
    }
    if (pending) return;
    pending = true;
    clock.setTimeout(
      () => {
        pending = false;
        last = clock.now();
        clear();
      },
      last + windowMs - now,
    );
  };
}
