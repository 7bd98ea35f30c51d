import type { PlayerSnapshot } from '../core/types';
import { el, iconButton } from './dom';
import { ICON_MUTED, ICON_VOLUME } from './icons';
import type { UiContext } from './types';

/** Mute button and volume slider. */
export function createVolume(ctx: UiContext) {
  const doc = ctx.root.ownerDocument;
  const mute = iconButton(doc, 'tk-mute', 'Mute', ICON_VOLUME);
  const level = el(doc, 'div', { class: 'tk-volume-level' });
  const slider = el(
    doc,
    'div',
    {
      class: 'tk-volume',
      role: 'slider',
      tabindex: 0,
      'aria-label': 'Volume',
      'aria-valuemin': 0,
      'aria-valuemax': 100,
    },
    [level],
  );
  let muted: boolean | null = null;
  ctx.disposer.listen(mute, 'click', () => ctx.player.setMuted(!ctx.player.getSnapshot().muted));
  const setFrom = (clientX: number) => {
    const rect = slider.getBoundingClientRect();
    if (rect.width > 0) ctx.player.setVolume((clientX - rect.left) / rect.width);
  };
  let dragging = false;
  ctx.disposer.listen(slider, 'pointerdown', (event) => {
    dragging = true;
    slider.setPointerCapture?.((event as PointerEvent).pointerId);
    setFrom((event as PointerEvent).clientX);
  });
  ctx.disposer.listen(slider, 'pointermove', (event) => {
    if (dragging) setFrom((event as PointerEvent).clientX);
  });
  ctx.disposer.listen(slider, 'pointerup', () => {
    dragging = false;
  });
  return {
    el: el(doc, 'div', { class: 'tk-volume-group' }, [mute, slider]),
    render(s: PlayerSnapshot) {
      const value = s.muted ? 0 : Math.round(s.volume * 100);
      level.style.width = `${value}%`;
      slider.setAttribute('aria-valuenow', String(value));
      slider.setAttribute('aria-valuetext', s.muted ? 'Muted' : `${value}%`);
      if (muted !== s.muted) {
        muted = s.muted;
        mute.innerHTML = s.muted ? ICON_MUTED : ICON_VOLUME;
        mute.setAttribute('aria-label', s.muted ? 'Unmute' : 'Mute');
        mute.title = s.muted ? 'Unmute' : 'Mute';
      }
    },
  };
}
