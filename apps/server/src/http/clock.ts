/**
 * The server's one source of time. Everything that expires (response cache entries, signed
 * URLs, rate limits, date filters) reads it and everything that waits (the media worker's
 * polls, leases and job timeouts) schedules on it, so tests move time by hand.
 */
export interface Clock {
  /** Milliseconds since the epoch, like `Date.now()`. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The wall clock and Node's timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A clock that only moves when told to, for tests; due timers fire in order during `advance`. */
export class ManualClock implements Clock {
  #now: number;
  #timers = new Map<number, { at: number; fn: () => void }>();
  #next = 1;

  constructor(startMs = Date.UTC(2025, 0, 1)) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#timers.set(id, { at: this.#now + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.#timers.delete(handle as number);
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way. */
  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const due = [...this.#timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.#now = Math.max(this.#now, due[1].at);
      due[1].fn();
    }
    this.#now = end;
  }

  /** Number of timers waiting. */
  get pending(): number {
    return this.#timers.size;
  }
}

/** A manual clock starting at `startMs` (1 January 2025 by default): the tests' clock. */
export function manualClock(startMs?: number): ManualClock {
  return new ManualClock(startMs);
}
