/**
 * The server's one source of time. Everything that expires (response cache entries, signed
 * URLs, rate limits, date filters) reads it, so tests can move time by hand.
 */
export interface Clock {
  /** Milliseconds since the epoch, like `Date.now()`. */
  now(): number;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to; for tests. */
export function manualClock(startMs = Date.UTC(2025, 0, 1)): Clock & { advance(ms: number): void } {
  let now = startMs;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
