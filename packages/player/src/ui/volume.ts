import type { PlayerSnapshot } from '../core/types';
import { bindDrag, el, iconButton, setButton } from './dom';
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
  ctx.disposer.listen(mute, 'click', () =>
    ctx.player.request('mute-request', !ctx.player.getSnapshot().muted),
  );
  const setFrom = (clientX: number) => {
    const rect = slider.getBoundingClientRect();
    if (rect.width > 0) ctx.player.request('volume-request', (clientX - rect.left) / rect.width);
  };
  bindDrag(slider, ctx.disposer, setFrom);
  return {
    el: el(doc, 'div', { class: 'tk-volume-group' }, [mute, slider]),
    render(s: PlayerSnapshot) {
      const value = s.muted ? 0 : Math.round(s.volume * 100);
      level.style.width = `${value}%`;
      slider.setAttribute('aria-valuenow', String(value));
      slider.setAttribute('aria-valuetext', s.muted ? 'Muted' : `${value}%`);
      if (muted !== s.muted) {
        muted = s.muted;
        setButton(mute, muted ? ICON_MUTED : ICON_VOLUME, muted ? 'Unmute' : 'Mute');
      }
    },
  };
}
