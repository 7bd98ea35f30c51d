import type { PlayerSnapshot } from '../core/types';
import { loadTimeline } from '../timeline/load';
import { cueAt, type TimelineCue } from '../timeline/vtt';
import { bindDrag, el, setText, toggle } from './dom';
import { formatTime, spokenTime } from './format';
import type { UiContext } from './types';

/** The seek bar: a slider with buffered/played fill and timeline thumbnails on hover. */
export function createSeekBar(ctx: UiContext) {
  const doc = ctx.root.ownerDocument;
  const buffered = el(doc, 'div', { class: 'tk-seek-buffered' });
  const played = el(doc, 'div', { class: 'tk-seek-played' });
  const thumbImage = el(doc, 'div', { class: 'tk-thumb-img' });
  const thumbTime = el(doc, 'span', { class: 'tk-thumb-time' });
  const thumb = el(doc, 'div', { class: 'tk-thumb', 'aria-hidden': 'true', 'data-testid': 'tk-thumb' }, [
    thumbImage,
    thumbTime,
  ]);
  thumb.hidden = true;
  const bar = el(
    doc,
    'div',
    { class: 'tk-seek', role: 'slider', tabindex: 0, 'aria-label': 'Seek', 'aria-valuemin': 0 },
    [buffered, played, thumb],
  );
  let duration = 0;
  let cues: TimelineCue[] | null = null;
  let loading = false;
  /** Where the pointer hovers the bar, to draw the thumbnail once the cues arrive. */
  let hoverX: number | null = null;

  const timeAt = (clientX: number) => {
    const rect = bar.getBoundingClientRect();
    const ratio = rect.width > 0 ? Math.min(1, Math.max(0, (clientX - rect.left) / rect.width)) : 0;
    return { time: ratio * duration, ratio };
  };

  const ensureTimeline = () => {
    if (cues || loading || !ctx.timelineUrl || !ctx.fetch) return;
    loading = true;
    const base = doc.baseURI || 'http://localhost/';
    void loadTimeline(ctx.timelineUrl, ctx.fetch, base).then((list) => {
      if (ctx.disposer.disposed) return;
      cues = list;
      // The first sheet starts loading now, not at the first hover of the bar.
      const first = list[0];
      if (first) el(doc, 'img', { src: first.image, alt: '' });
      if (hoverX !== null) showThumb(hoverX);
    });
  };

  const showThumb = (clientX: number) => {
    if (duration <= 0) return;
    hoverX = clientX;
    ensureTimeline();
    const { time, ratio } = timeAt(clientX);
    setText(thumbTime, formatTime(time));
    const cue = cues ? cueAt(cues, time) : null;
    toggle(thumbImage, cue !== null);
    if (cue) {
      const style = thumbImage.style;
      style.width = `${cue.w}px`;
      style.height = `${cue.h}px`;
      style.backgroundImage = `url("${cue.image}")`;
      style.backgroundPosition = `${-cue.x}px ${-cue.y}px`;
    }
    thumb.style.left = `${ratio * 100}%`;
    toggle(thumb, true);
  };

  const seek = (clientX: number) => ctx.player.request('seek-request', timeAt(clientX).time);
  bindDrag(bar, ctx.disposer, seek, showThumb);
  ctx.disposer.listen(bar, 'pointerleave', () => {
    hoverX = null;
    toggle(thumb, false);
  });
  // The sprite index and its first sheet load when the pointer enters the player (or is
  // already over it when the controls appear): the first hover of the bar has its thumbnail.
  ctx.disposer.listen(ctx.root, 'pointerenter', ensureTimeline);
  if (ctx.root.matches(':hover')) ensureTimeline();

  return {
    el: bar,
    render(s: PlayerSnapshot) {
      duration = s.duration;
      const shown = Math.min(duration, Math.max(0, s.currentTime + s.pendingSeek));
      const pct = (v: number) => `${duration > 0 ? (Math.min(v, duration) / duration) * 100 : 0}%`;
      played.style.width = pct(shown);
      buffered.style.width = pct(s.buffered);
      bar.setAttribute('aria-valuemax', String(Math.round(duration)));
      bar.setAttribute('aria-valuenow', String(Math.round(shown)));
      bar.setAttribute('aria-valuetext', `${spokenTime(shown)} of ${spokenTime(duration)}`);
    },
  };
}
