import {
  EMBED_SIZE,
  embedIframeCode,
  escapeHtml,
  LIFETIME,
  OEMBED_PATH,
  VIDEO_STATUS,
  type VideoAnswer,
  videoPath,
} from '@tubekit/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, sendError } from '../http/errors.ts';

/** Card thumbnails are cut to exactly this size (media/screenshots.ts), so oEmbed can say so. */
const THUMB_SIZE = { width: 320, height: 180 };

/** The oEmbed 1.0 "video" answer. */
export interface OEmbedVideo {
  version: '1.0';
  type: 'video';
  provider_name: string;
  provider_url: string;
  title: string;
  author_name?: string;
  author_url?: string;
  html: string;
  width: number;
  height: number;
  /** The three thumbnail fields come together, or not at all (no picture made yet). */
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** Site name in oEmbed answers. */
export const PROVIDER_NAME = 'Tubekit';

/** `<link>` for oEmbed discovery in a video page's head (oEmbed 1.0, section 4). */
export function oembedDiscoveryLink(origin: string, pageUrl: string, title?: string): string {
  const href = `${origin}${OEMBED_PATH}?url=${encodeURIComponent(pageUrl)}&format=json`;
  const titleAttr = title === undefined ? '' : ` title="${escapeHtml(title)}"`;
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}"${titleAttr}>`;
}

/** The video id named by a URL of our site (video page or embed page); null otherwise. */
export function videoIdOfUrl(raw: string, origin: string): number | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = /^\/(?:video\/([1-9]\d{0,14})\/[^/]+|embed\/([1-9]\d{0,14}))\/$/.exec(url.pathname);
  const id = match?.[1] ?? match?.[2];
  return id ? Number(id) : null;
}

/** Reads an optional positive integer bound (maxwidth / maxheight). */
function bound(value: unknown, field: string): number {
  if (value === undefined || value === '') return Number.POSITIVE_INFINITY;
  if (typeof value !== 'string' || !/^[1-9]\d{0,4}$/.test(value)) throw new ApiError('invalid_param', field);
  return Number(value);
}

/** The frame size: 640x360 scaled down (16:9 kept) to fit maxwidth and maxheight. */
export function frameSize(maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / EMBED_SIZE.width, maxHeight / EMBED_SIZE.height);
  return { width: Math.floor(EMBED_SIZE.width * scale), height: Math.floor(EMBED_SIZE.height * scale) };
}

/**
 * GET /oembed?url=…&format=json[&maxwidth&maxheight]. Errors in the spec's {error, code,
 * field} shape: a missing or bad parameter (a format other than json included) 400, a URL
 * that is not one of our playable videos 404.
 */
export function registerOembed(
  app: FastifyInstance,
  originOf: (request: import('fastify').FastifyRequest) => string,
) {
  app.get(OEMBED_PATH, async (request, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    // oEmbed suggests 501 here; our rule is a 4xx for every bad input, so a 400 naming the field.
    if (query.format !== undefined && query.format !== 'json')
      return sendError(reply, new ApiError('invalid_param', 'format'));
    if (typeof query.url !== 'string' || !URL.canParse(query.url))
      return sendError(reply, new ApiError('invalid_param', 'url'));
    const size = frameSize(bound(query.maxwidth, 'maxwidth'), bound(query.maxheight, 'maxheight'));
    const origin = originOf(request);
    const id = videoIdOfUrl(query.url, origin);
    if (id === null) return sendError(reply, new ApiError('not_found', 'url'));
    const res = await app.inject({ url: `/${videoPath.build({ lifetime: LIFETIME.video, video_id: id })}` });
    const video = JSON.parse(res.body) as VideoAnswer;
    if ('error' in video || video.status_id === VIDEO_STATUS.deleted)
      return sendError(reply, new ApiError('not_found', 'url'));
    const answer: OEmbedVideo = {
      version: '1.0',
      type: 'video',
      provider_name: PROVIDER_NAME,
      provider_url: `${origin}/`,
      title: video.title,
      ...(video.user
        ? { author_name: video.user.username }
        : video.channel
          ? { author_name: video.channel.title }
          : {}),
      html: embedIframeCode(origin, video, size),
      width: size.width,
      height: size.height,
      ...thumbnailFields(video.thumb || video.scr, origin),
    };
    return reply.header('cache-control', 'public, max-age=3600').send(answer);
  });
}

/** oEmbed's thumbnail fields, left out while the video has no picture (its media is still being made). */
function thumbnailFields(path: string, origin: string): Partial<OEmbedVideo> {
  if (!path) return {};
  return {
    thumbnail_url: new URL(path, `${origin}/`).href,
    thumbnail_width: THUMB_SIZE.width,
    thumbnail_height: THUMB_SIZE.height,
  };
}
