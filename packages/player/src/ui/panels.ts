import type { RelatedVideo } from '../api-types';
import type { PlayerSnapshot } from '../core/types';
import { el, iconButton, setText, toggle } from './dom';
import { formatTime } from './format';
import { ICON_CLOSE } from './icons';
import type { UiContext } from './types';

function relatedHref(video: RelatedVideo): string {
  return video.url ?? `/video/${video.video_id}/${video.dir}/?r=1`;
}

function durationText(value: string | number): string {
  return typeof value === 'number' ? formatTime(value) : value;
}

/** The related panel (pause/end) and the next-video countdown. */
export function createEndPanels(ctx: UiContext) {
  const doc = ctx.root.ownerDocument;
  const { player, disposer, options } = ctx;
  const embed = Boolean(options.embed);

  const close = iconButton(doc, 'tk-related-close', 'Close related videos', ICON_CLOSE);
  disposer.listen(close, 'click', () => player.request('related-close-request'));
  const items = (options.related ?? []).map((video) =>
    el(
      doc,
      'a',
      {
        class: 'tk-related-item',
        href: relatedHref(video),
        target: embed ? '_blank' : undefined,
        rel: embed ? 'noopener' : undefined,
      },
      [
        el(doc, 'img', { src: video.scr, alt: '', loading: 'lazy' }),
        el(doc, 'span', { class: 'tk-related-title' }, [video.title]),
        el(doc, 'span', { class: 'tk-related-duration' }, [durationText(video.duration)]),
      ],
    ),
  );
  // A heading row for the ×, then the grid, which scrolls on its own when the items do not
  // fit between the row and the control bar (styles/overlays.css).
  const related = el(
    doc,
    'div',
    { class: 'tk-related', role: 'region', 'aria-label': 'Related videos', 'data-testid': 'tk-related' },
    [
      el(doc, 'div', { class: 'tk-related-head' }, [el(doc, 'span', {}, ['Related videos']), close]),
      el(doc, 'div', { class: 'tk-related-grid' }, items),
    ],
  );
  related.hidden = true;

  const seconds = el(doc, 'span', { class: 'tk-countdown-seconds' });
  const playNow = el(doc, 'button', { type: 'button', class: 'tk-countdown-play' }, ['Play now']);
  const cancel = el(doc, 'button', { type: 'button', class: 'tk-countdown-cancel' }, ['Cancel']);
  disposer.listen(playNow, 'click', () => player.request('next-request'));
  disposer.listen(cancel, 'click', () => player.request('countdown-cancel-request'));
  const next = options.next;
  const countdown = el(
    doc,
    'div',
    { class: 'tk-countdown', role: 'dialog', 'aria-label': 'Next video', 'data-testid': 'tk-countdown' },
    [
      next?.scr ? el(doc, 'img', { class: 'tk-countdown-img', src: next.scr, alt: '' }) : '',
      el(doc, 'p', {}, ['Next video in ', seconds]),
      next?.title ? el(doc, 'p', { class: 'tk-countdown-title' }, [next.title]) : '',
      el(doc, 'div', { class: 'tk-countdown-actions' }, [playNow, cancel]),
    ],
  );
  countdown.hidden = true;

  return {
    els: [related, countdown],
    render(s: PlayerSnapshot) {
      toggle(related, s.relatedOpen);
      toggle(countdown, s.countdown !== null);
      if (s.countdown !== null) setText(seconds, String(s.countdown));
    },
  };
}
