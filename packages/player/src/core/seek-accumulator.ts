import type { Clock, TimerId } from '../foundation/clock';
import type { PlayerAction } from './actions';
import { SEEK_DELAY_MS, SEEK_STEP } from './constants';
import { resolveSeekTarget } from './rules';
import type { PlayerSnapshot } from './types';

/** Dependencies of the seek accumulator. */
export interface SeekAccumulatorDeps {
  clock: Clock;
  getState(): PlayerSnapshot;
  dispatch(action: PlayerAction): void;
  /** Applies the one resulting seek (and starts playback if paused). */
  commit(target: number): void;
}

/** Forward/back taps: ±10 s each, accumulated, applied as ONE seek 1.5 s after the last tap. */
export interface SeekAccumulator {
  /** One tap: +1 forward, -1 back. */
  tap(direction: 1 | -1): void;
  /** Drops pending taps without seeking. */
  cancel(): void;
}

/** Creates a {@link SeekAccumulator}. */
export function createSeekAccumulator(deps: SeekAccumulatorDeps): SeekAccumulator {
  let timer: TimerId | null = null;
  const clear = () => {
    if (timer !== null) deps.clock.clearTimeout(timer);
    timer = null;
  };
  const fire = () => {
    timer = null;
    const state = deps.getState();
    const target = resolveSeekTarget(state.currentTime, state.pendingSeek, state.duration);
    deps.dispatch({ type: 'seek-commit' });
    deps.commit(target);
  };
  return {
    tap(direction) {
      deps.dispatch({ type: 'seek-tap', delta: direction * SEEK_STEP });
      clear();
      timer = deps.clock.setTimeout(fire, SEEK_DELAY_MS);
    },
    cancel() {
      clear();
      if (deps.getState().pendingSeek !== 0) deps.dispatch({ type: 'seek-commit' });
    },
  };
}
