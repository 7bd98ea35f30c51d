/**
 * The path shapes of one video's page, spec section 7: the video, its related videos, its
 * file and its timeline thumbnails. Apart from the listings (`paths-videos.ts`) because only
 * the video page reads them: the browser chunk of every page's first load does not carry them.
 */
import { bucketPath } from './buckets.ts';
import { bucket, bucketMismatch, id, idFields } from './object-path-shapes.ts';
import {
  COUNT_CAPS,
  countUpTo,
  ext,
  extMatches,
  lifetime,
  page,
  shape,
  type WithExt,
} from './path-shapes.ts';
import { compilePath } from './path-template.ts';

/** Params of json/video: one video's page data. */
export interface VideoParams {
  lifetime: number;
  video_id: number;
}
/** GET json/video/{lifetime}/{million bucket}/{thousand bucket}/{video_id}.json */
export const videoPath = shape(
  compilePath<WithExt<{ lifetime: number; million: number; thousand: number; id: number }>>(
    'json/video/{lifetime}/{million}/{thousand}/{id}.{ext}',
    { lifetime, million: bucket, thousand: bucket, id, ext },
    (v) => extMatches(v) ?? bucketMismatch(v, ['million', 'thousand']),
  ),
  (p: VideoParams) => idFields(p.lifetime, p.video_id),
  (f) => ({ lifetime: f.lifetime, video_id: f.id }),
);

/** Params of the related-videos path: one page of the videos shown beside a video. */
export interface RelatedParams {
  lifetime: number;
  count: number;
  video_id: number;
  page: number;
}
/**
 * GET {token}{count}/{buckets}/{video_id}.all.{page}.json — the spec leaves the token
 * open; ours is `json/related/{lifetime}/`.
 */
export const relatedPath = shape(
  compilePath<
    WithExt<{ lifetime: number; count: number; million: number; thousand: number; id: number; page: number }>
  >(
    'json/related/{lifetime}/{count}/{million}/{thousand}/{id}.all.{page}.{ext}',
    { lifetime, count: countUpTo(COUNT_CAPS.related), million: bucket, thousand: bucket, id, page, ext },
    (v) => extMatches(v) ?? bucketMismatch(v, ['million', 'thousand']),
  ),
  (p: RelatedParams) => ({ ...idFields(p.lifetime, p.video_id), count: p.count, page: p.page }),
  (f) => ({ lifetime: f.lifetime, count: f.count, video_id: f.id, page: f.page }),
);

/** GET videofile.php?video_id=..&lifetime=.. */
export function videofileUrl(params: { video_id: number; lifetime: number }): string {
  return `videofile.php?video_id=${params.video_id}&lifetime=${params.lifetime}`;
}

// ---- timeline thumbnails -----------------------------------------------------------------

/** Params of a video's timeline thumbnail index (the WebVTT file the player's seek bar reads). */
export interface TimelineParams {
  /** Prefix before the path (a CDN host or '' for same origin). */
  token: string;
  timelines_format: string;
  video_id: number;
  timelines_count: number;
  timelines_interval: number;
}
/** GET {token}{timelines_format}/{dir_path}/{video_id}.{timelines_count}.{timelines_interval}.vtt */
export function timelineVttPath(p: TimelineParams): string {
  return `${p.token}${p.timelines_format}/${bucketPath(p.video_id)}/${p.video_id}.${p.timelines_count}.${p.timelines_interval}.vtt`;
}
