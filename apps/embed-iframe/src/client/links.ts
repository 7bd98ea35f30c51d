import type { EmbedAnalytics } from './analytics.ts';

/**
 * Embed mode's links (spec section 2): title and logo open the full video page in a new tab
 * at the current time (start_time), related items open in a new tab; each click is an
 * analytics event (click_title, click_logo, click_Related). The href is rewritten just
 * before the browser follows it, so a middle click or "open in new tab" gets it too.
 */
export function wireEmbedLinks(
  root: HTMLElement,
  analytics: EmbedAnalytics,
  currentTime: () => number,
  campaign: string | null,
): () => void {
  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || !root.contains(link)) return;
    const name = link.getAttribute('data-click');
    if (name === 'click_title' || name === 'click_logo') {
      const url = new URL(link.getAttribute('href') ?? '/', root.ownerDocument.location.href);
      const t = Math.floor(currentTime());
      if (t > 0) url.searchParams.set('start_time', String(t));
      else url.searchParams.delete('start_time');
      if (campaign) url.searchParams.set('campaign', campaign);
      link.href = url.href;
      link.target = '_blank';
      analytics.send(name, { start_time: t });
    } else if (link.classList.contains('tk-related-item')) {
      // The player already opens related links in a new tab in embed mode.
      link.target = '_blank';
      analytics.send('click_Related', { href: link.getAttribute('href') ?? '' });
    }
  };
  root.addEventListener('click', onClick);
  root.addEventListener('auxclick', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('auxclick', onClick);
  };
}
