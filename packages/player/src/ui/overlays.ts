import type { PlayerSnapshot, PlayerStatus } from '../core/types';
import { el, iconButton, setText, toggle } from './dom';
import { ICON_PLAY, ICON_SAD } from './icons';
import type { UiContext } from './types';

const SPOKEN: Record<PlayerStatus, string> = {
  idle: 'Ready',
  buffering: 'Loading',
  playing: 'Playing',
  paused: 'Paused',
  complete: 'Ended',
};

/** Deleted message (spec section 2). */
export const DELETED_MESSAGE = 'Video has been recently deleted';

/** Big play button, deleted panel, VR permission overlay, seek indicator, error and live region. */
export function createOverlays(ctx: UiContext) {
  const doc = ctx.root.ownerDocument;
  const { player, disposer } = ctx;
  const bigPlay = iconButton(doc, 'tk-big-play', 'Play', ICON_PLAY);
  bigPlay.dataset.testid = 'tk-big-play';
  disposer.listen(bigPlay, 'click', () => player.request('play-request'));

  const sad = el(doc, 'span', { class: 'tk-sad' });
  sad.innerHTML = ICON_SAD;
  const deleted = el(doc, 'div', { class: 'tk-deleted', role: 'alert', 'data-testid': 'tk-deleted' }, [
    sad,
    el(doc, 'p', {}, [DELETED_MESSAGE]),
  ]);

  const allow = el(doc, 'button', { type: 'button', class: 'tk-vr-allow' }, ['Allow motion']);
  disposer.listen(allow, 'click', () => player.request('vr-permission-request'));
  const vr = el(
    doc,
    'div',
    {
      class: 'tk-vr-permission',
      role: 'dialog',
      'aria-label': 'Motion access',
      'data-testid': 'tk-vr-permission',
    },
    [el(doc, 'p', {}, ['Allow motion access to look around by moving your device.']), allow],
  );

  const seekHint = el(doc, 'div', { class: 'tk-seek-hint', 'aria-hidden': 'true' });
  // Spec: no user-facing player errors beyond the deleted panel, so the error element is
  // visually hidden; it carries the code for assistive tech, tests and support.
  const error = el(doc, 'div', { class: 'tk-sr-only', role: 'status', 'data-testid': 'tk-error' });
  const live = el(doc, 'div', { class: 'tk-sr-only', 'aria-live': 'polite', 'data-testid': 'tk-live' });
  for (const node of [deleted, vr, seekHint, error]) node.hidden = true;

  return {
    els: [bigPlay, deleted, vr, seekHint, error, live],
    render(s: PlayerSnapshot) {
      toggle(deleted, s.deleted);
      const replay = s.status === 'complete' && s.countdown === null;
      // Hidden under an open related panel: the panel is the choice on offer there (issue 19).
      toggle(
        bigPlay,
        !s.deleted &&
          !s.adBreak &&
          !s.relatedOpen &&
          (s.status === 'idle' || s.status === 'paused' || replay),
      );
      toggle(vr, s.vr?.permission === 'required');
      toggle(seekHint, s.pendingSeek !== 0);
      if (s.pendingSeek !== 0)
        setText(seekHint, `${s.pendingSeek > 0 ? '+' : '−'}${Math.abs(s.pendingSeek)} s`);
      toggle(error, s.error !== null);
      setText(error, s.error ? `Playback error ${s.error.code}` : '');
      if (s.error) error.dataset.code = s.error.code;
      setText(live, s.deleted ? DELETED_MESSAGE : SPOKEN[s.status]);
    },
  };
}
