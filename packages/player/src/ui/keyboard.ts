import { toggleIntent } from '../core/intents';
import type { UiContext } from './types';

/** Volume step of the up/down keys. */
export const VOLUME_STEP = 0.1;

/**
 * Keyboard shortcuts while focus is inside the player: space/k play-pause, f fullscreen,
 * m mute, arrows left/right seek 10 s (accumulated), up/down volume, Home/End.
 */
export function bindKeyboard(ctx: UiContext): void {
  const { player, video } = ctx;
  ctx.disposer.listen(ctx.root, 'keydown', (event) => {
    const e = event as KeyboardEvent;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    // Space/Enter on a focused button must activate that button, not toggle playback.
    const onButton = target?.tagName === 'BUTTON' || target?.tagName === 'A';
    switch (e.key) {
      case ' ':
      case 'k':
      case 'K':
        if (onButton && e.key === ' ') return;
        player.request(toggleIntent(player.getSnapshot()));
        break;
      case 'f':
      case 'F':
        player.request('fullscreen-toggle-request');
        break;
      case 'm':
      case 'M':
        player.request('mute-request', !video.muted);
        break;
      case 'ArrowLeft':
        player.request('seek-back-request');
        break;
      case 'ArrowRight':
        player.request('seek-forward-request');
        break;
      case 'Home':
        player.request('seek-request', 0);
        break;
      case 'End':
        player.request('seek-request', player.getSnapshot().duration);
        break;
      case 'ArrowUp':
        // Read the element, not the snapshot: volumechange lags behind fast key repeats.
        player.request('volume-request', Math.min(1, (video.muted ? 0 : video.volume) + VOLUME_STEP));
        break;
      case 'ArrowDown':
        player.request('volume-request', Math.max(0, video.volume - VOLUME_STEP));
        break;
      default:
        return;
    }
    e.preventDefault();
  });
}
