import type { PlayerEvents } from '../api-types';
import type { PlayerAction } from '../core/actions';
import type { PlayerSnapshot } from '../core/types';
import type { Emitter } from '../foundation/emitter';

/**
 * Derives the typed events from one state change (one place, so events and state never
 * disagree); each handler also gets `action`, the action that made the change.
 */
export function emitChanges(
  emitter: Emitter<PlayerEvents, PlayerAction | null>,
  next: PlayerSnapshot,
  prev: PlayerSnapshot,
  action: PlayerAction,
): void {
  const emit = <K extends keyof PlayerEvents>(type: K, payload: PlayerEvents[K]) =>
    emitter.emit(type, payload, action);
  if (next.status !== prev.status) {
    emit('statechange', { status: next.status, prev: prev.status });
    if (next.status === 'complete') emit('ended', { currentTime: next.currentTime });
  }
  if (next.currentTime !== prev.currentTime || next.duration !== prev.duration) {
    emit('timeupdate', { currentTime: next.currentTime, duration: next.duration });
  }
  if (next.firstFrame && !prev.firstFrame) emit('firstframe', { currentTime: next.currentTime });
  if (next.quality !== prev.quality) emit('qualitychange', { quality: next.quality });
  if (next.error && next.error !== prev.error) emit('error', next.error);
  if (next.countdown !== prev.countdown) emit('countdown', { left: next.countdown });
  if (next.relatedOpen !== prev.relatedOpen) emit('related', { open: next.relatedOpen });
  if (next.volume !== prev.volume || next.muted !== prev.muted) {
    emit('volumechange', { volume: next.volume, muted: next.muted });
  }
  if (next.fullscreen !== prev.fullscreen) emit('fullscreenchange', { fullscreen: next.fullscreen });
  if (next.adBreak !== prev.adBreak) emit('adbreak', { active: next.adBreak });
}
