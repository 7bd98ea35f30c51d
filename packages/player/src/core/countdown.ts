import type { Clock, TimerId } from '../foundation/clock';

/** Dependencies of the next-video countdown timer. */
export interface CountdownDeps {
  clock: Clock;
  /** Called every second with the seconds left (11, 10, ... 0). */
  onTick(left: number): void;
  /** Called when the count reaches 0. */
  onDone(): void;
}

/** A one-second ticker; the state (seconds left) lives in the reducer. */
export interface Countdown {
  start(seconds: number): void;
  stop(): void;
  readonly running: boolean;
}

/** Creates a {@link Countdown}. */
export function createCountdown(deps: CountdownDeps): Countdown {
  let timer: TimerId | null = null;
  let left = 0;
  const schedule = () => {
    timer = deps.clock.setTimeout(() => {
      left -= 1;
      deps.onTick(left);
      if (left <= 0) {
        timer = null;
        deps.onDone();
      } else schedule();
    }, 1000);
  };
  return {
    start(seconds) {
      this.stop();
      left = seconds;
      schedule();
    },
    stop() {
      if (timer !== null) deps.clock.clearTimeout(timer);
      timer = null;
    },
    get running() {
      return timer !== null;
    },
  };
}
