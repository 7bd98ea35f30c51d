import type { UiContext } from './types';

/** Volume step of the up/down keys. */
export const VOLUME_STEP = 0.1;

/**
 * Keyboard shortcuts while focus is inside the player: space/k play-pause, f fullscreen,
 * m mute, arrows left/right seek 10 s (accumulated), up/down volume, Home/End.
 */
export function bindKeyboard(ctx: UiContext): void {
  const { player } = ctx;
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
        player.togglePlay();
        break;
      case 'f':
      case 'F':
        player.toggleFullscreen();
        break;
      case 'm':
      case 'M':
        player.setMuted(!ctx.video.muted);
        break;
      case 'ArrowLeft':
        player.tapBack();
        break;
      case 'ArrowRight':
        player.tapForward();
        break;
      case 'Home':
        player.seek(0);
        break;
      case 'End':
        player.seek(player.getSnapshot().duration);
        break;
      case 'ArrowUp':
        // Read the element, not the snapshot: volumechange lags behind fast key repeats.
        player.setVolume(Math.min(1, (ctx.video.muted ? 0 : ctx.video.volume) + VOLUME_STEP));
        break;
      case 'ArrowDown':
        player.setVolume(Math.max(0, ctx.video.volume - VOLUME_STEP));
        break;
      default:
        return;
    }
    e.preventDefault();
  });
}
