import type { PlayerEvents } from '../api-types';
import type { PlayerAction } from '../core/actions';
import type { Countdown } from '../core/countdown';
import type { Store } from '../core/store';
import type { Emitter } from '../foundation/emitter';
import { writeVolume } from '../foundation/volume-store';
import { emitChanges } from './events';
import { errorGoal, type GoalSender } from './goals';
import type { StartController } from './start-controller';

/**
 * The side effects of state changes, all in one store subscription that runs before any
 * other (so `on` handlers and `subscribe` listeners see their results): `data-status` on the
 * root, the analytics goals, the start_time seek on the first frame, the deferred controls
 * on an error, the countdown timer, the remembered volume, and last the typed events.
 * The subscription ends with the store (destroy).
 */
export function bindEffects(
  store: Store,
  emitter: Emitter<PlayerEvents, PlayerAction | null>,
  root: HTMLElement,
  goal: GoalSender,
  countdown: Countdown,
  start: StartController,
): void {
  store.subscribe((next, prev, action) => {
    if (next.status !== prev.status) root.dataset.status = next.status;
    if (next.firstFrame && !prev.firstFrame) {
      goal('player_firstframe', {});
      start.firstFrame();
    }
    if (next.error && next.error !== prev.error) {
      const { goal: name, data } = errorGoal(next.error, next.firstFrame);
      goal(name, data);
      start.showControls(); // the error panel is part of the controls' overlays
    }
    if (next.countdown !== null && prev.countdown === null) countdown.start(next.countdown);
    if (next.countdown === null && prev.countdown !== null) countdown.stop();
    if (next.volume !== prev.volume) writeVolume(next.volume);
    emitChanges(emitter, next, prev, action);
  });
}
