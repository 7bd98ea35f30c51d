import type { Player } from '../api-types';
import { type AdSlot, createSlot } from './slot';
import type { Teardowns } from './teardowns';
import type { PauseAdOptions } from './types';

/**
 * The in-video (pause) ad: shows when the content pauses, hides on play, seek or a time
 * tick. Pauses made by an ad break or at the end do not count. In first-pause mode
 * `onFirstPause` fires once, on the first pause that qualifies. The caller checks the device
 * (pauseAdAllowed) before loading this chunk.
 */
export function bindPauseAd(player: Player, options: PauseAdOptions, disposer: Teardowns): void {
  let slot: AdSlot | null = null;
  let shownAt = 0;
  let firstPauseFired = false;
  const hide = () => {
    slot?.remove();
    slot = null;
  };
  const show = () => {
    if (!firstPauseFired && options.onFirstPause) {
      firstPauseFired = true;
      options.onFirstPause();
    }
    if (slot || !options.render) return;
    shownAt = player.video.currentTime;
    slot = createSlot(player.root, 'tk-pause-ad', false, options.render);
    slot.close.addEventListener('click', hide);
  };
  disposer.add(
    player.on('statechange', ({ status }) => {
      const s = player.getSnapshot();
      if (status === 'paused' && !s.adBreak && !s.deleted) show();
      else hide();
    }),
  );
  // Browsers fire a last timeupdate around the pause itself: only a moved playhead hides.
  disposer.add(
    player.on('timeupdate', ({ currentTime }) => {
      if (slot && currentTime !== shownAt) hide();
    }),
  );
  disposer.listen(player.video, 'seeking', hide);
  disposer.add(hide);
}
