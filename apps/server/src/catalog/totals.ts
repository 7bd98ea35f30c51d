import { readsFromPrimary } from '../db/read-your-writes.ts';
import type { Clock } from '../http/clock.ts';

/**
 * Total counts per filter, kept for a short time so a listing never runs COUNT(*) over a
 * million rows on every request: the first request of a filter counts, the next ones within
 * `ttlMs` reuse it, and concurrent first requests share one query. Past `ttlMs` the old
 * total still answers while a recount runs in the background (stale-while-revalidate), so
 * only the very first request of a filter ever waits for a count.
 */
export class TotalsCache {
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #values = new Map<string, { value: number; expiresAt: number }>();
  readonly #pending = new Map<string, Promise<number>>();

  constructor(clock: Clock, ttlMs = 60_000, maxEntries = 10_000) {
    this.#clock = clock;
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** The cached total of `key`, or the result of `count()` (then cached). */
  async get(key: string, count: () => Promise<number>): Promise<number> {
    // A recent writer counts on the primary: a kept total may be a replica's, before the write.
    if (readsFromPrimary()) return count();
    const hit = this.#values.get(key);
    if (hit && hit.expiresAt > this.#clock.now()) return hit.value;
    const pending = this.#pending.get(key) ?? this.#recount(key, count);
    if (hit) {
      // A failed background recount keeps the stale total; the next request retries.
      pending.catch(() => {});
      return hit.value;
    }
    return pending;
  }

  #recount(key: string, count: () => Promise<number>): Promise<number> {
    const promise = count().then(
      (value) => {
        this.#pending.delete(key);
        this.#values.delete(key);
        this.#values.set(key, { value, expiresAt: this.#clock.now() + this.#ttlMs });
        // Oldest first: a Map iterates in insertion order.
        for (const oldest of this.#values.keys()) {
          if (this.#values.size <= this.#maxEntries) break;
          this.#values.delete(oldest);
        }
        return value;
      },
      (err: unknown) => {
        this.#pending.delete(key);
        throw err;
      },
    );
    this.#pending.set(key, promise);
    return promise;
  }

  /** Forgets every total (after writes that must show at once). */
  clear(): void {
    this.#values.clear();
  }
}
