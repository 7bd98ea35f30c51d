import type { Player } from '../api-types';
import { createSlot } from './slot';
import type { Teardowns } from './teardowns';
import type { PreplayAdOptions } from './types';

/**
 * The pre-play overlay ad: covers the player before the first play; a close click, a
 * play or a click outside the ad box closes it and then plays the video.
 * Returns false when the player has already started (nothing shown).
 */
export function showPreplayAd(player: Player, options: PreplayAdOptions, disposer: Teardowns): boolean {
  const snapshot = player.getSnapshot();
  if (snapshot.status !== 'idle' || snapshot.deleted) return false;
  const slot = createSlot(player.root, 'tk-preplay-ad', true, options.render);
  const doc = player.root.ownerDocument;
  let open = true;
  const close = (thenPlay: boolean) => {
    if (!open) return;
    open = false;
    slot.remove();
    doc.removeEventListener('click', onDocClick, true);
    offState();
    if (thenPlay) void player.play();
  };
  const onDocClick = (event: Event) => {
    if (!slot.box.contains(event.target as Node)) close(true);
  };
  slot.close.addEventListener('click', (event) => {
    event.stopPropagation();
    close(true);
  });
  // Capture phase: the outside click must close the overlay even if the page stops it.
  doc.addEventListener('click', onDocClick, true);
  const offState = player.on('statechange', ({ status }) => {
    if (status === 'playing' || status === 'buffering') close(false);
  });
  disposer.add(() => close(false));
  return true;
}
