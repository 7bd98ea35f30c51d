/**
 * The video path shapes of spec section 7: video listings and search, one video, its related
 * videos and sources, and its timeline thumbnails.
 */
import { bucketPath } from './buckets.ts';
import {
  DATE_FILTERS,
  type DateFilter,
  DEFAULTS,
  type DurationFilter,
  type Gender,
  LIFETIME,
  PAGE_SIZE,
  SEARCH_SORTS,
} from './constants.ts';
import {
  bucket,
  bucketMismatch,
  COUNT_CAPS,
  countUpTo,
  ext,
  extMatches,
  extShape,
  gender,
  id,
  idFields,
  lifetime,
  listShapes,
  objectId,
  page,
  shape,
  type WithExt,
} from './path-shapes.ts';
import { compilePath, type FieldCodec, oneOf } from './path-template.ts';
import type { VideoSection, VideoType } from './sections.ts';
import { VIDEO_SECTIONS, VIDEO_TYPES } from './sections.ts';

const duration: FieldCodec<DurationFilter> = {
  pattern: '[0-3]',
  read: (raw) => Number(raw) as DurationFilter,
  write: String,
};

// ---- json/videos2 and videos2.php -----------------------------------------------------

/**
 * Params of json/videos2: one page of a video listing, the whole catalogue or one section's
 * (a category, model, channel or member), sorted and filtered; search uses the same fields.
 */
export interface VideosParams {
  lifetime: number;
  gender: Gender;
  sort: (typeof SEARCH_SORTS)[number];
  count: number;
  /** '' (all videos), categories, models, channels, members (a user's uploads), search. */
  section: VideoSection;
  /** Category/model/channel dir, user id, or '' for no section. */
  object_id: string;
  page: number;
  type: VideoType;
  duration: DurationFilter;
  date: DateFilter;
}
const videosCodecs = {
  lifetime,
  gender,
  sort: oneOf(SEARCH_SORTS),
  count: countUpTo(COUNT_CAPS.videos),
  section: oneOf(VIDEO_SECTIONS),
  object_id: objectId,
  page,
  type: oneOf(VIDEO_TYPES),
  duration,
  date: oneOf(DATE_FILTERS),
};
function checkVideos(v: VideosParams): string | null {
  if (v.sort === 'relevance' && v.section !== 'search') return 'sort';
  if (v.section === '' && v.object_id !== '') return 'object_id';
  if (v.section !== '' && v.section !== 'search' && v.object_id === '') return 'object_id';
  if (v.section === 'members' && !/^[1-9][0-9]*$/.test(v.object_id)) return 'object_id';
  if (v.date !== 'all' && v.sort !== 'top-rated' && v.sort !== 'most-popular') return 'date';
  return null;
}
const VIDEOS_FIELDS =
  '{lifetime}/{gender}/{sort}/{count}/{section}.{object_id}.{page}.{type}.{duration}.{date}';
/** GET json/videos2/{lifetime}/{gender}/{sort}/{count}/{section}.{object_id}.{page}.{type}.{duration}.{date}.json */
export const videosPath = extShape<VideosParams>(
  ...listShapes<WithExt<VideosParams>>(
    `json/videos2/${VIDEOS_FIELDS}.{ext}`,
    { ...videosCodecs, ext },
    COUNT_CAPS.videos,
    (v) => (v.section === 'search' ? 'section' : (extMatches(v) ?? checkVideos(v))),
  ),
);

/**
 * The unfiltered listing of every video, newest first: the home page's first page (json/videos2
 * cached for an hour, 24 a page). Callers spread it and change what they vary.
 */
export const LATEST_VIDEOS: VideosParams = {
  lifetime: LIFETIME.videosList,
  gender: DEFAULTS.gender,
  sort: 'latest-updates',
  count: PAGE_SIZE.home,
  section: '',
  object_id: '',
  page: 1,
  type: 'all',
  duration: 0,
  date: 'all',
};

/** The `params` value of videos2.php (section=search): the videos2 fields without the prefix. */
export const searchParams = compilePath<VideosParams>(VIDEOS_FIELDS, videosCodecs, (v) =>
  v.section === 'search' ? checkVideos(v) : 'section',
);

/** GET videos2.php?params=...&s=... (search, relevance sorting by default). */
export function searchUrl(params: Omit<VideosParams, 'section' | 'object_id'>, s: string): string {
  const value = searchParams.build({ ...params, section: 'search', object_id: '' });
  return `videos2.php?params=${encodeURIComponent(value)}&s=${encodeURIComponent(s)}`;
}

// ---- json/video and related -------------------------------------------------------------

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
