import { embedPath } from '@tubekit/contract';

/** Attribute that marks a placeholder: its value is the video id. */
export const VIDEO_ATTR = 'data-tubekit-video';

/** What a placeholder asks for, read from its data attributes. */
export interface PlaceholderOptions {
  videoId: string;
  /** Width / height; `data-aspect="4:3"`, default 16:9. */
  ratio: number;
  /** `data-start` seconds, passed as the player's start_time. */
  start: number | null;
  /** `data-autoplay` present: autoplay=1 (muted, as the player does). */
  autoplay: boolean;
  /** `data-campaign`: handed to the iframe's analytics and ads. */
  campaign: string | null;
}

/** Reads a placeholder; null when it names no valid video id. */
export function readPlaceholder(el: HTMLElement): PlaceholderOptions | null {
  const videoId = (el.getAttribute(VIDEO_ATTR) ?? '').trim();
  if (!/^[1-9]\d{0,14}$/.test(videoId)) return null;
  const [w, h] = (el.dataset.aspect ?? '16:9').split(':').map(Number);
  const ratio = w && h && w > 0 && h > 0 ? w / h : 16 / 9;
  const start = Number(el.dataset.start);
  return {
    videoId,
    ratio,
    start: Number.isFinite(start) && start > 0 ? Math.floor(start) : null,
    autoplay: el.dataset.autoplay !== undefined && el.dataset.autoplay !== 'false',
    campaign: el.dataset.campaign || null,
  };
}

/**
 * The iframe URL. `origin` tells the iframe page which host may drive it and receive its
 * events (it checks the messages' origin against it; it is never trusted for anything else).
 */
export function frameUrl(embedOrigin: string, hostOrigin: string, opts: PlaceholderOptions): string {
  const query = new URLSearchParams({ origin: hostOrigin });
  if (opts.start !== null) query.set('start_time', String(opts.start));
  if (opts.autoplay) query.set('autoplay', '1');
  if (opts.campaign) query.set('campaign', opts.campaign);
  return `${embedOrigin}${embedPath(opts.videoId)}?${query}`;
}

/**
 * Turns the placeholder into a responsive box holding the iframe: the padding keeps the aspect
 * ratio at any width (works where CSS aspect-ratio does not), and `loading="lazy"` leaves
 * frames below the fold unloaded until the visitor scrolls near them.
 */
export function buildFrame(el: HTMLElement, src: string, ratio: number, title: string): HTMLIFrameElement {
  const doc = el.ownerDocument;
  const iframe = doc.createElement('iframe');
  iframe.src = src;
  iframe.title = title;
  iframe.setAttribute('loading', 'lazy');
  iframe.setAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
  iframe.setAttribute('allowfullscreen', '');
  iframe.setAttribute('referrerpolicy', 'origin');
  iframe.style.cssText = 'position:absolute;top:0;left:0;width:100%;height:100%;border:0';
  el.style.position = 'relative';
  el.style.width = el.style.width || '100%';
  el.style.height = '0';
  el.style.paddingTop = `${(100 / ratio).toFixed(4)}%`;
  el.style.overflow = 'hidden';
  el.replaceChildren(iframe);
  return iframe;
}
