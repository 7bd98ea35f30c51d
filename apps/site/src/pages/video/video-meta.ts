import { contentPath, embedPath, type Video } from '@tubekit/contract';
import type { PageMeta } from '../../route-module.ts';
import { videoHref } from './video-links.ts';
import { isDeleted } from './video-loader.ts';

/** An absolute URL of a same-origin path ('' stays ''). */
function absolute(origin: string, path: string): string {
  if (!path) return '';
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/** A duration of the API ('hh:mm:ss', 'mm:ss' or seconds) as ISO 8601 ('PT1H2M3S'); '' when unreadable. */
export function isoDuration(duration: string): string {
  if (!duration.trim()) return '';
  const parts = duration.split(':').map(Number);
  if (parts.length > 3 || parts.some((n) => !Number.isFinite(n) || n < 0)) return '';
  const total = Math.round(parts.reduce((sum, n) => sum * 60 + n, 0));
  const [h, m, sec] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec || total === 0 ? `${sec}S` : ''}`;
}

/** schema.org's count of one kind of interaction (views, likes). */
function counter(type: 'WatchAction' | 'LikeAction', count: number): object {
  return { '@type': 'InteractionCounter', interactionType: { '@type': type }, userInteractionCount: count };
}

/**
 * The VideoObject structured data of spec section 3 (name, embedUrl, description,
 * thumbnailUrl, uploadDate, author). embedUrl is the iframe player page (what schema.org
 * means by it), the page itself is the url. The author is the studio, else the uploader.
 * Duration and the view and like counts are what search engines show beside a video result.
 * The contentUrl is the video's stable file address, which the server redirects to a freshly
 * signed media URL (the signed URLs themselves expire within hours, the page lives longer).
 */
export function videoJsonLd(video: Video, origin: string): object {
  const thumbnail = absolute(origin, video.img || video.scr || video.thumb);
  const author = video.channel
    ? { '@type': 'Organization', name: video.channel.title }
    : video.user
      ? { '@type': 'Person', name: video.user.username }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    url: absolute(origin, videoHref(video)),
    embedUrl: absolute(origin, embedPath(video.video_id)),
    contentUrl: absolute(origin, contentPath(video.video_id)),
    description: video.description || video.title,
    thumbnailUrl: thumbnail ? [thumbnail] : [],
    uploadDate: video.post_date,
    ...(isoDuration(video.duration) ? { duration: isoDuration(video.duration) } : {}),
    interactionStatistic: [counter('WatchAction', video.video_viewed), counter('LikeAction', video.likes)],
    ...(author ? { author } : {}),
  };
}

/**
 * Title and description of a video page, and its VideoObject. The canonical follows the
 * framework's section 2 rule. A deleted video has nothing to describe: no JSON-LD, noindex.
 */
export function videoMeta(video: Video, origin: string): PageMeta {
  const description = video.description || video.title;
  if (isDeleted(video)) return { title: video.title, description, noindex: true };
  return { title: video.title, description, jsonLd: [videoJsonLd(video, origin)] };
}
