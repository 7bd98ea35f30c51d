/**
 * The video listing path shapes of spec section 7: the home page's (json/main), json/videos2
 * and search. One video's paths are `paths-one-video.ts`, so the browser chunk of every page's
 * first load, which holds these for the home page, does not carry them.
 */
import {
  DATE_FILTERS,
  type DateFilter,
  DEFAULTS,
  type DurationFilter,
  type Gender,
  type Lang,
  LIFETIME,
  PAGE_SIZE,
  SEARCH_SORTS,
} from './constants.ts';
import {
  COUNT_CAPS,
  countUpTo,
  ext,
  extMatches,
  extShape,
  gender,
  jsonPath,
  lang,
  lifetime,
  listShapes,
  objectId,
  page,
  type WithExt,
} from './path-shapes.ts';
import { compilePath, type FieldCodec, oneOf } from './path-template.ts';
import type { VideoSection, VideoType } from './sections.ts';
import { VIDEO_SECTIONS, VIDEO_TYPES } from './sections.ts';

// ---- json/main -------------------------------------------------------------------------

/** Params of json/main: the home page's blocks for one gender and language. */
export interface MainParams {
  lifetime: number;
  gender: Gender;
  lang: Lang;
}
/** GET json/main/{lifetime}/{gender}.{lang}.json */
export const mainPath = jsonPath<MainParams>('json/main/{lifetime}/{gender}.{lang}.{ext}', {
  lifetime,
  gender,
  lang,
  ext,
});

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
