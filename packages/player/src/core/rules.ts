import type { ReducerConfig } from './actions';
import { COUNTDOWN_MIN_WIDTH, RELATED_MIN_WIDTH } from './constants';
import type { PlayerSnapshot } from './types';

/** Layout facts the panel rules read. */
export interface LayoutFacts {
  width: number;
  fullscreen: boolean;
}

/** Related panel may open at all: only when the player is wider than 420 px. */
export function relatedFits(layout: LayoutFacts): boolean {
  return layout.width > RELATED_MIN_WIDTH;
}

/** Related panel on pause: embed only. */
export function relatedOnPause(config: ReducerConfig, layout: LayoutFacts): boolean {
  return config.embed && relatedFits(layout);
}

/** Related panel on end: embed, or a special user. */
export function relatedOnEnd(config: ReducerConfig, layout: LayoutFacts): boolean {
  return (config.embed || config.specialUser) && relatedFits(layout);
}

/**
 * Next-video countdown on end: needs a next video, is off for special users, and on
 * players under 536 px wide runs only in fullscreen.
 */
export function countdownOnEnd(config: ReducerConfig, layout: LayoutFacts): boolean {
  if (!config.hasNext || config.specialUser) return false;
  return layout.width >= COUNTDOWN_MIN_WIDTH || layout.fullscreen;
}

/** Playback is on or about to be: the play button shows "Pause", and a toggle pauses. */
export function isPlaying(state: Pick<PlayerSnapshot, 'status'>): boolean {
  return state.status === 'playing' || state.status === 'buffering';
}

/** Target of an accumulated seek, clamped to [0, duration]. */
export function resolveSeekTarget(currentTime: number, delta: number, duration: number): number {
  const max = Number.isFinite(duration) && duration > 0 ? duration : Math.max(0, currentTime + delta);
  return Math.min(max, Math.max(0, currentTime + delta));
}
