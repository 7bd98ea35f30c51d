import type { Clock } from '../http/clock.ts';

/** One counted view per visitor and object, and per address and object, in this window. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;
/**
 * Keys remembered at once (two per counted view), about 33 MB at the cap (measured). Past it the oldest
 * go first: to view one object again early, a client would have to make 100,000 other
 * counted views first, which input.php's per-address limit spreads over more than a day.
 */
export const VIEW_GATE_MAX_KEYS = 200_000;

/** Options of a `ViewGate`. */
export interface ViewGateOptions {
  clock: Clock;
  windowMs?: number;
  maxKeys?: number;
}

/**
 * Decides which views count: a view counts when none of its keys (the visitor's and the
 * address's, for that object) was counted within the window, and then all of them start a
 * new window. A client that rotates cookies or user agents keeps its address, so it still
 * counts once. In memory, bounded, and lost on restart (a restart lets each visitor count
 * one more view per object, which is the same order as what the view buffer may lose).
 *
 * A Map in insertion order is also expiry order here (a key is only ever written when it
 * starts a window, and every window has the same length), so expired keys are always at the
 * front and are swept from there.
 */
export class ViewGate {
  readonly #clock: Clock;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  /** key -> when its window ends (ms). */
  readonly #until = new Map<string, number>();

  constructor(options: ViewGateOptions) {
    this.#clock = options.clock;
    this.#windowMs = options.windowMs ?? VIEW_WINDOW_MS;
    this.#maxKeys = options.maxKeys ?? VIEW_GATE_MAX_KEYS;
  }

  /** Keys remembered now (tests and metrics). */
  get size(): number {
    return this.#until.size;
  }

  /** True when the view counts (no key seen within the window); records every key then. */
  admit(keys: readonly string[]): boolean {
    const now = this.#clock.now();
    this.#sweep(now);
    if (keys.some((key) => (this.#until.get(key) ?? 0) > now)) return false;
    for (const key of keys) {
      this.#until.delete(key);
      this.#until.set(key, now + this.#windowMs);
    }
    for (const oldest of this.#until.keys()) {
      if (this.#until.size <= this.#maxKeys) break;
      this.#until.delete(oldest);
    }
    return true;
  }

  #sweep(now: number): void {
    for (const [key, until] of this.#until) {
      if (until > now) break;
      this.#until.delete(key);
    }
  }
}
