import type { PlayerSnapshot, QualityLabel } from '../core/types';
import { el, iconButton, toggle } from './dom';
import { ICON_SETTINGS } from './icons';
import type { UiContext } from './types';

/** Playback speeds offered by the menu. */
export const RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2];

/** Settings button with the quality and speed menu. */
export function createSettingsMenu(ctx: UiContext) {
  const doc = ctx.root.ownerDocument;
  const button = iconButton(doc, 'tk-settings', 'Settings', ICON_SETTINGS);
  button.setAttribute('aria-haspopup', 'menu');
  button.setAttribute('aria-expanded', 'false');
  const qualityGroup = el(doc, 'div', { role: 'group', 'aria-label': 'Quality' });
  const rateGroup = el(doc, 'div', { role: 'group', 'aria-label': 'Playback speed' });
  const menu = el(
    doc,
    'div',
    { class: 'tk-menu', role: 'menu', 'aria-label': 'Settings', 'data-testid': 'tk-quality-menu' },
    [qualityGroup, rateGroup],
  );
  menu.hidden = true;
  let open = false;
  let qualityKey = '';
  let rateKey = '';

  const item = (label: string, checked: boolean, onSelect: () => void) => {
    const node = el(
      doc,
      'button',
      { type: 'button', role: 'menuitemradio', class: 'tk-menu-item', 'aria-checked': String(checked) },
      [label],
    );
    node.addEventListener('click', () => {
      onSelect();
      setOpen(false);
    });
    return node;
  };
  const setOpen = (value: boolean) => {
    open = value;
    toggle(menu, value);
    button.setAttribute('aria-expanded', String(value));
  };
  ctx.disposer.listen(button, 'click', () => {
    // Spec: a settings click hides the related panel.
    ctx.player.request('related-close-request');
    setOpen(!open);
  });

  const wrap = el(doc, 'div', { class: 'tk-settings-wrap' }, [button, menu]);
  ctx.disposer.listen(wrap, 'keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.focus();
  });
  ctx.disposer.listen(doc, 'pointerdown', (event) => {
    if (open && !wrap.contains(event.target as Node)) setOpen(false);
  });

  return {
    el: wrap,
    close: () => setOpen(false),
    render(s: PlayerSnapshot) {
      const qKey = `${s.qualities.join()}|${s.quality}`;
      if (qKey !== qualityKey) {
        qualityKey = qKey;
        qualityGroup.replaceChildren(
          ...s.qualities.map((label: QualityLabel) =>
            item(label, label === s.quality, () => ctx.player.request('quality-request', label)),
          ),
        );
        toggle(qualityGroup, s.qualities.length > 0);
      }
      const rKey = String(s.rate);
      if (rKey !== rateKey) {
        rateKey = rKey;
        rateGroup.replaceChildren(
          ...RATES.map((rate) =>
            item(rate === 1 ? 'Normal' : `${rate}x`, rate === s.rate, () =>
              ctx.player.request('rate-request', rate),
            ),
          ),
        );
      }
    },
  };
}
