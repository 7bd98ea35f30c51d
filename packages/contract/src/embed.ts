/**
 * The embed contract: the iframe page's path, the loader script's path, oEmbed, and the
 * postMessage protocol spoken between the loader (host page) and the iframe page. Both
 * sides import these names, so a message type can never be spelled two ways.
 */

import { escapeHtml } from './html-text.ts';

/** Path of the page inside the iframe for one video (stable: webmasters paste it). */
export function embedPath(videoId: number | string): string {
  return `/embed/${videoId}/`;
}

/** Parses `/embed/{video_id}/`; null for any other path. */
export function parseEmbedPath(path: string): number | null {
  const match = /^\/embed\/([1-9]\d{0,14})\/$/.exec(path);
  return match ? Number(match[1]) : null;
}

/** Path of the loader script webmasters paste (`packages/embed`). */
export const EMBED_SCRIPT_PATH = '/embed.js';

/** Path of the oEmbed endpoint (oEmbed 1.0, JSON only). */
export const OEMBED_PATH = '/oembed';

/** The default frame size of the iframe code and of oEmbed answers (16:9). */
export const EMBED_SIZE = { width: 640, height: 360 } as const;

/** Marks our messages among everything else a page may postMessage. */
export const EMBED_MESSAGE_TAG = 'tubekit-embed';

/** Commands the host page sends into the iframe. */
export type EmbedCommand =
  | { tag: typeof EMBED_MESSAGE_TAG; kind: 'command'; command: 'play' | 'pause' }
  | { tag: typeof EMBED_MESSAGE_TAG; kind: 'command'; command: 'seek'; value: number }
  | { tag: typeof EMBED_MESSAGE_TAG; kind: 'command'; command: 'mute'; value: boolean };

/** Events the iframe sends to its host page. */
export type EmbedEventName = 'ready' | 'play' | 'pause' | 'ended' | 'timeupdate' | 'error';

/** One event message from the iframe. */
export interface EmbedEventMessage {
  tag: typeof EMBED_MESSAGE_TAG;
  kind: 'event';
  event: EmbedEventName;
  /** ready: {duration}; timeupdate/pause/ended: {currentTime, duration}; error: {code}. */
  data: Record<string, unknown>;
}

/** Every event name, for validation on the receiving side. */
export const EMBED_EVENTS: readonly EmbedEventName[] = [
  'ready',
  'play',
  'pause',
  'ended',
  'timeupdate',
  'error',
];

/** timeupdate is posted at most this often (ms), so a host page is not flooded. */
export const EMBED_TIMEUPDATE_MS = 1000;

/**
 * The iframe code of a video (the share box's "iframe" tab and oEmbed's `html`): a fixed-size
 * frame of the embed page. `origin` is the site's public origin, without a trailing slash.
 */
export function embedIframeCode(
  origin: string,
  video: { video_id: number | string; title: string },
  size: { width: number; height: number } = EMBED_SIZE,
): string {
  return `<iframe src="${escapeHtml(origin + embedPath(video.video_id))}" width="${size.width}" height="${size.height}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="${escapeHtml(video.title)}"></iframe>`;
}

/** The script code of a video: a placeholder the loader turns into a responsive iframe. */
export function embedScriptCode(origin: string, video: { video_id: number | string }): string {
  return `<div data-tubekit-video="${escapeHtml(String(video.video_id))}"></div>\n<script async src="${escapeHtml(origin + EMBED_SCRIPT_PATH)}"></script>`;
}
