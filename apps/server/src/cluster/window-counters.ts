import type { Clock } from '../http/clock.ts';

/** A key's count in its current window and the ms left in that window. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/** Addresses a limit remembers at once (per scope); the least recently seen go first. */
export const RATE_LIMIT_MAX_KEYS = 100_000;

/**
 * Fixed-window counters, the rate limits' store: one window per key within a scope (a
 * scope is one limit), at most `maxKeys` keys per scope (least recently used dropped first),
 * so a flood of addresses cannot grow memory. Synchronous: the cluster's primary holds one
 * for every server process (`ipc-hub.ts`), a single process holds its own.
 */
export class WindowCounters {
  readonly #clock: Clock;
  readonly #maxKeys: number;
  readonly #scopes = new Map<string, Map<string, { count: number; startMs: number }>>();

  constructor(clock: Clock, maxKeys = RATE_LIMIT_MAX_KEYS) {
    this.#clock = clock;
    this.#maxKeys = maxKeys;
  }

  /** Counts one more for `key` and answers the count in its window. */
  incr(scope: string, key: string, windowMs: number): WindowCount {
    const now = this.#clock.now();
    let windows = this.#scopes.get(scope);
    if (!windows) {
      windows = new Map();
      this.#scopes.set(scope, windows);
    }
    const open = windows.get(key);
    const entry = open && open.startMs + windowMs > now ? open : { count: 0, startMs: now };
    entry.count += 1;
    windows.delete(key);
    windows.set(key, entry);
    for (const oldest of windows.keys()) {
      if (windows.size <= this.#maxKeys) break;
      windows.delete(oldest);
    }
    return { current: entry.count, ttl: entry.startMs + windowMs - now };
  }

  /** The count without counting (a peek before a count). */
  read(scope: string, key: string, windowMs: number): WindowCount {
    const now = this.#clock.now();
    const entry = this.#scopes.get(scope)?.get(key);
    if (!entry || entry.startMs + windowMs <= now) return { current: 0, ttl: windowMs };
    return { current: entry.count, ttl: entry.startMs + windowMs - now };
  }
}
