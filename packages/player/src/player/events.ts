import type { PlayerEvents } from '../api-types';
import type { PlayerSnapshot } from '../core/types';
import type { Emitter } from '../foundation/emitter';

/** Derives the typed events from one state change (one place, so events and state never disagree). */
export function emitChanges(
  emitter: Emitter<PlayerEvents>,
  next: PlayerSnapshot,
  prev: PlayerSnapshot,
): void {
  if (next.status !== prev.status) {
    emitter.emit('statechange', { status: next.status, prev: prev.status });
    if (next.status === 'complete') emitter.emit('ended', { currentTime: next.currentTime });
  }
  if (next.currentTime !== prev.currentTime || next.duration !== prev.duration) {
    emitter.emit('timeupdate', { currentTime: next.currentTime, duration: next.duration });
  }
  if (next.firstFrame && !prev.firstFrame) emitter.emit('firstframe', { currentTime: next.currentTime });
  if (next.quality !== prev.quality) emitter.emit('qualitychange', { quality: next.quality });
  if (next.error && next.error !== prev.error) emitter.emit('error', next.error);
  if (next.countdown !== prev.countdown) emitter.emit('countdown', { left: next.countdown });
  if (next.relatedOpen !== prev.relatedOpen) emitter.emit('related', { open: next.relatedOpen });
  if (next.volume !== prev.volume || next.muted !== prev.muted) {
    emitter.emit('volumechange', { volume: next.volume, muted: next.muted });
  }
  if (next.fullscreen !== prev.fullscreen) emitter.emit('fullscreenchange', { fullscreen: next.fullscreen });
  if (next.adBreak !== prev.adBreak) emitter.emit('adbreak', { active: next.adBreak });
}
