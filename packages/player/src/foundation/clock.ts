/** Opaque timer handle returned by a {@link Clock}. */
export type TimerId = unknown;

/**
 * Everything in the player that schedules (seek accumulator, countdown, double-tap,
 * ad timeouts) goes through a Clock, so tests advance time by hand instead of waiting.
 */
export interface Clock {
  /** Milliseconds since an arbitrary origin. */
  now(): number;
  /** Runs `fn` once after `ms` milliseconds. */
  setTimeout(fn: () => void, ms: number): TimerId;
  /** Cancels a timer; unknown or already-fired ids are ignored. */
  clearTimeout(id: TimerId): void;
}

/**
 * The real clock. It reads `globalThis` lazily, on call, so importing the player in Node
 * (server rendering) never touches browser globals.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** A clock that only moves when told to: for unit tests and stories. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing due timers in order (timers they schedule fire too). */
  advance(ms: number): void;
  /** Number of timers not yet fired nor cleared. */
  pending(): number;
}

interface ManualTimer {
  id: number;
  at: number;
  fn: () => void;
}

/** Creates a {@link ManualClock} starting at `start` milliseconds. */
export function createManualClock(start = 0): ManualClock {
  let time = start;
  let nextId = 1;
  let timers: ManualTimer[] = [];
  return {
    now: () => time,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ id, at: time + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(id) {
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms) {
      const end = time + ms;
      for (;;) {
        // Earliest due timer first; equal times keep scheduling order (lower id first).
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        time = due.at;
        due.fn();
      }
      time = end;
    },
    pending: () => timers.length,
  };
}
