import { toggleIntent } from '../core/intents';
import type { TimerId } from '../foundation/clock';
import type { UiContext } from './types';

/** Two taps closer than this (ms) are a double tap. */
export const DOUBLE_TAP_MS = 300;

/**
 * Taps on the video: a double tap in the left or right third seeks back/forward (and every
 * further tap while seeking adds 10 s); a single tap toggles play. Side taps wait
 * DOUBLE_TAP_MS before toggling so a double tap does not also pause.
 */
export function bindGestures(ctx: UiContext, surface: HTMLElement): void {
  const { clock, player, disposer } = ctx;
  let pending: TimerId | null = null;
  let lastTapAt = -Infinity;
  let lastZone = 0;
  const clearPending = () => {
    if (pending !== null) clock.clearTimeout(pending);
    pending = null;
  };
  disposer.add(clearPending);

  disposer.listen(surface, 'click', (event) => {
    if (event.target !== surface && event.target !== ctx.video) return;
    const rect = surface.getBoundingClientRect();
    const x = (event as MouseEvent).clientX - rect.left;
    const zone = rect.width > 0 ? (x < rect.width / 3 ? -1 : x > (rect.width * 2) / 3 ? 1 : 0) : 0;
    const now = clock.now();
    const quick = now - lastTapAt < DOUBLE_TAP_MS && zone === lastZone;
    lastTapAt = now;
    lastZone = zone;
    const togglePlay = () => player.request(toggleIntent(player.getSnapshot()));
    if (zone === 0) {
      togglePlay();
      return;
    }
    const seeking = player.getSnapshot().pendingSeek !== 0;
    if (quick || seeking) {
      clearPending();
      player.request(zone > 0 ? 'seek-forward-request' : 'seek-back-request');
      return;
    }
    clearPending();
    pending = clock.setTimeout(() => {
      pending = null;
      togglePlay();
    }, DOUBLE_TAP_MS);
  });
}
