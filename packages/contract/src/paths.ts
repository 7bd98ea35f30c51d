import {
  bucketPath,
  firstLetter,
  firstTwoLetters,
  jsonExt,
  millionBucket,
  thousandBucket,
} from './buckets.ts';
import {
  CHANNEL_SORTS,
  DATE_FILTERS,
  type DateFilter,
  DEFAULTS,
  type DurationFilter,
  GENDERS,
  type Gender,
  LANGUAGES,
  type Lang,
  LIFETIME,
  MAX_COUNT,
  MAX_PAGE,
  MEMBER_SORTS,
  MODEL_SORTS,
  PAGE_SIZE,
  PLAYLIST_SORTS,
  SEARCH_SORTS,
  SERVICE_DEFAULT_COUNT,
  VIDEO_SORTS_WIDE,
} from './constants.ts';
import {
  compilePath,
  dirCodec,
  type FieldCodec,
  intCodec,
  oneOf,
  type PathShape,
  textCodec,
} from './path-template.ts';
import type { ChannelSection, MemberSection, PlaylistSection, VideoSection, VideoType } from './sections.ts';
import {
  CHANNEL_SECTIONS,
  COMMENT_SECTIONS,
  MEMBER_SECTIONS,
  PLAYLIST_SECTIONS,
  VIDEO_SECTIONS,
  VIDEO_TYPES,
} from './sections.ts';

const lifetime = intCodec(0, 100_000_000);
const ext = oneOf(['json', 'jsond'] as const);
/**
 * The largest `count` each list path accepts: the bigger of the site's page size and the
 * service default of spec section 9, so every page the product asks for passes and nothing
 * larger does (a 1000-row uncached page cost other visitors seconds, issue #25). Only the
 * suggester's top lists keep 1000, their service default. The server's own in-process reads
 * (the sitemap) parse with `parseTrusted`, which allows up to MAX_COUNT on the lists it reads.
 */
export const COUNT_CAPS = {
  videos: Math.max(PAGE_SIZE.home, PAGE_SIZE.videos, SERVICE_DEFAULT_COUNT.videos),
  related: Math.max(PAGE_SIZE.related, SERVICE_DEFAULT_COUNT.related),
  suggester: SERVICE_DEFAULT_COUNT.suggester,
  channels: SERVICE_DEFAULT_COUNT.channels,
  models: Math.max(PAGE_SIZE.performers, SERVICE_DEFAULT_COUNT.models),
  members: SERVICE_DEFAULT_COUNT.members,
  playlists: SERVICE_DEFAULT_COUNT.playlists,
} as const;
/** `count` from 1 to the cap of its path; a larger one is `invalid_param` field `count`. */
const countUpTo = (cap: number) => intCodec(1, cap);

type Codecs<F> = { [K in keyof F]: FieldCodec<F[K]> };

/**
 * A list template compiled twice: `count` up to its cap (every client), and up to MAX_COUNT
 * for the server's own in-process reads (`parseTrusted`): the sitemap reads the videos,
 * models and channels lists 1000 at a time, one page per sitemap file.
 */
function listShapes<F extends { count: number }>(
  template: string,
  codecs: Codecs<F>,
  cap: number,
  check?: (value: F) => string | null,
): readonly [PathShape<F>, PathShape<F>] {
  const make = (max: number) => compilePath<F>(template, { ...codecs, count: countUpTo(max) }, check);
  return [make(cap), make(MAX_COUNT)];
}
const page = intCodec(1, MAX_PAGE);
const id = intCodec(1, 2_000_000_000);
const bucket = intCodec(0, 2_000_000_000);
const gender = oneOf(GENDERS);
const lang = oneOf(LANGUAGES);
const duration: FieldCodec<DurationFilter> = {
  pattern: '[0-3]',
  read: (raw) => Number(raw) as DurationFilter,
  write: String,
};
/** An object id: a dir, a numeric id, or empty when the section needs none. */
const objectId = textCodec('[a-z0-9-]{0,100}');
/** Filter strings: dot-separated fields, each a short word. */
const filter = textCodec('[a-z0-9.,_-]{0,200}');

type Ext = 'json' | 'jsond';
type WithExt<T> = T & { ext: Ext };

/** The `ext` must say `jsond` exactly when the lifetime is 0. */
function extMatches(value: { lifetime: number; ext: Ext }): string | null {
  return jsonExt(value.lifetime) === value.ext ? null : 'ext';
}

function withBuckets(value: { id: number; million: number; thousand: number }): string | null {
  if (millionBucket(value.id) !== value.million) return 'million';
  if (thousandBucket(value.id) !== value.thousand) return 'thousand';
  return null;
}

/**
 * Drops `ext` and bucket fields that the builder computes. `parseTrusted` is for the server's
 * own in-process requests only (a list's `trusted` shape allows a larger count); it is
 * `parse` for shapes without one.
 */
function shape<P extends object, F extends object>(
  compiled: PathShape<F>,
  toFields: (p: P) => F,
  fromFields: (f: F) => P,
  trusted: PathShape<F> = compiled,
) {
  const reader = (from: PathShape<F>) => (path: string) => {
    const result = from.parse(path);
    return result.ok ? { ok: true as const, value: fromFields(result.value) } : result;
  };
  return {
    template: compiled.template,
    build: (params: P): string => compiled.build(toFields(params)),
    parse: reader(compiled),
    parseTrusted: reader(trusted),
  };
}

// ---- json/main -------------------------------------------------------------------------

export interface MainParams {
  lifetime: number;
  gender: Gender;
  lang: Lang;
}
const mainShape = compilePath<WithExt<MainParams>>(
  'json/main/{lifetime}/{gender}.{lang}.{ext}',
  { lifetime, gender, lang, ext },
  extMatches,
);
/** GET json/main/{lifetime}/{gender}.{lang}.json */
export const mainPath = shape(
  mainShape,
  (p: MainParams) => ({ ...p, ext: jsonExt(p.lifetime) }),
  ({ ext: _, ...p }) => p,
);

// ---- json/videos2 and videos2.php -----------------------------------------------------

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
const [videosShape, videosShapeTrusted] = listShapes<WithExt<VideosParams>>(
  `json/videos2/${VIDEOS_FIELDS}.{ext}`,
  { ...videosCodecs, ext },
  COUNT_CAPS.videos,
  (v) => (v.section === 'search' ? 'section' : (extMatches(v) ?? checkVideos(v))),
);
/** GET json/videos2/{lifetime}/{gender}/{sort}/{count}/{section}.{object_id}.{page}.{type}.{duration}.{date}.json */
export const videosPath = shape(
  videosShape,
  (p: VideosParams) => ({ ...p, ext: jsonExt(p.lifetime) }),
  ({ ext: _, ...p }) => p,
  videosShapeTrusted,
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

const searchParamsShape = compilePath<VideosParams>(VIDEOS_FIELDS, videosCodecs, (v) =>
  v.section === 'search' ? checkVideos(v) : 'section',
);
/** The `params` value of videos2.php (section=search): the videos2 fields without the prefix. */
export const searchParams = searchParamsShape;

/** GET videos2.php?params=...&s=... (search, relevance sorting by default). */
export function searchUrl(params: Omit<VideosParams, 'section' | 'object_id'>, s: string): string {
  const value = searchParamsShape.build({ ...params, section: 'search', object_id: '' });
  return `videos2.php?params=${encodeURIComponent(value)}&s=${encodeURIComponent(s)}`;
}

// ---- json/video and related -------------------------------------------------------------

export interface VideoParams {
  lifetime: number;
  video_id: number;
}
const videoShape = compilePath<WithExt<{ lifetime: number; million: number; thousand: number; id: number }>>(
  'json/video/{lifetime}/{million}/{thousand}/{id}.{ext}',
  { lifetime, million: bucket, thousand: bucket, id, ext },
  (v) => extMatches(v) ?? withBuckets(v),
);
/** GET json/video/{lifetime}/{million bucket}/{thousand bucket}/{video_id}.json */
export const videoPath = shape(
  videoShape,
  (p: VideoParams) => ({
    lifetime: p.lifetime,
    id: p.video_id,
    million: millionBucket(p.video_id),
    thousand: thousandBucket(p.video_id),
    ext: jsonExt(p.lifetime),
  }),
  (f) => ({ lifetime: f.lifetime, video_id: f.id }),
);

export interface RelatedParams {
  lifetime: number;
  count: number;
  video_id: number;
  page: number;
}
const relatedShape = compilePath<
  WithExt<{ lifetime: number; count: number; million: number; thousand: number; id: number; page: number }>
>(
  'json/related/{lifetime}/{count}/{million}/{thousand}/{id}.all.{page}.{ext}',
  { lifetime, count: countUpTo(COUNT_CAPS.related), million: bucket, thousand: bucket, id, page, ext },
  (v) => extMatches(v) ?? withBuckets(v),
);
/**
 * GET {token}{count}/{buckets}/{video_id}.all.{page}.json — the spec leaves the token
 * open; ours is `json/related/{lifetime}/`.
 */
export const relatedPath = shape(
  relatedShape,
  (p: RelatedParams) => ({
    lifetime: p.lifetime,
    count: p.count,
    id: p.video_id,
    page: p.page,
    million: millionBucket(p.video_id),
    thousand: thousandBucket(p.video_id),
    ext: jsonExt(p.lifetime),
  }),
  (f) => ({ lifetime: f.lifetime, count: f.count, video_id: f.id, page: f.page }),
);

/** GET videofile.php?video_id=..&lifetime=.. */
export function videofileUrl(params: { video_id: number; lifetime: number }): string {
  return `videofile.php?video_id=${params.video_id}&lifetime=${params.lifetime}`;
}

// ---- suggester ------------------------------------------------------------------------

export interface SuggesterParams {
  lifetime: number;
  count: number;
}
const suggesterShape = compilePath<WithExt<SuggesterParams>>(
  'json/suggester/{lifetime}/{count}.{ext}',
  { lifetime, count: countUpTo(COUNT_CAPS.suggester), ext },
  extMatches,
);
/** GET json/suggester/{lifetime}/{count}.json — the "stats" top lists for the empty search overlay. */
export const suggesterPath = shape(
  suggesterShape,
  (p: SuggesterParams) => ({ ...p, ext: jsonExt(p.lifetime) }),
  ({ ext: _, ...p }) => p,
);

/** GET suggester.php?c={text} */
export function suggesterSearchUrl(text: string): string {
  return `suggester.php?c=${encodeURIComponent(text)}`;
}

// ---- categories, channels, models --------------------------------------------------------

export interface CategoriesParams {
  lifetime: number;
  gender: Gender;
  /** toptn (trending, in rank order) or all (alphabetical). */
  section: 'toptn' | 'all';
  lang: Lang;
}
const categoriesShape = compilePath<WithExt<CategoriesParams>>(
  'json/categories/{lifetime}/{gender}.{section}.{lang}.{ext}',
  { lifetime, gender, section: oneOf(['toptn', 'all'] as const), lang, ext },
  extMatches,
);
/** GET json/categories/{lifetime}/{gender}.{section}.{lang}.json */
export const categoriesPath = shape(
  categoriesShape,
  (p: CategoriesParams) => ({ ...p, ext: jsonExt(p.lifetime) }),
  ({ ext: _, ...p }) => p,
);

export interface ChannelsParams {
  lifetime: number;
  gender: Gender;
  sort: (typeof CHANNEL_SORTS)[number];
  count: number;
  /** all, or categories (channels with videos in the category given by object_id). */
  section: ChannelSection;
  object_id: string;
  page: number;
}
const [channelsShape, channelsShapeTrusted] = listShapes<WithExt<ChannelsParams>>(
  'json/channels/{lifetime}/{gender}/{sort}/{count}/{section}.{object_id}.{page}.{ext}',
  {
    lifetime,
    gender,
    sort: oneOf(CHANNEL_SORTS),
    count: countUpTo(COUNT_CAPS.channels),
    section: oneOf(CHANNEL_SECTIONS),
    object_id: objectId,
    page,
    ext,
  },
  COUNT_CAPS.channels,
  (v) => extMatches(v) ?? ((v.section === 'all') !== (v.object_id === '') ? 'object_id' : null),
);
/** GET json/channels/{lifetime}/{gender}/{sort}/{count}/{section}.{object_id}.{page}.json */
export const channelsPath = shape(
  channelsShape,
  (p: ChannelsParams) => ({ ...p, ext: jsonExt(p.lifetime) }),
  ({ ext: _, ...p }) => p,
  channelsShapeTrusted,
);

export interface DirParams {
  lifetime: number;
  dir: string;
}
const channelShape = compilePath<WithExt<DirParams & { letter: string }>>(
  'json/channel/{lifetime}/{letter}/{dir}.{ext}',
  { lifetime, letter: textCodec('[a-z0-9]'), dir: dirCodec, ext },
  (v) => extMatches(v) ?? (firstLetter(v.dir) !== v.letter ? 'letter' : null),
);
/** GET json/channel/{lifetime}/{first letter of dir}/{dir}.json */
export const channelPath = shape(
  channelShape,
  (p: DirParams) => ({ ...p, letter: firstLetter(p.dir), ext: jsonExt(p.lifetime) }),
  (f) => ({ lifetime: f.lifetime, dir: f.dir }),
);

export interface ModelsParams {
  lifetime: number;
  gender: Gender;
  /** Dot-separated filter fields, see `ModelFilter` and `formatModelFilter`. */
  filter: string;
  sort: (typeof MODEL_SORTS)[number];
  count: number;
  page: number;
}
const [modelsShape, modelsShapeTrusted] = listShapes<WithExt<ModelsParams>>(
  'json/models/{lifetime}/{gender}/filt{filter}/{sort}/{count}/{page}.{ext}',
  { lifetime, gender, filter, sort: oneOf(MODEL_SORTS), count: countUpTo(COUNT_CAPS.models), page, ext },
  COUNT_CAPS.models,
  extMatches,
);
/** GET json/models/{lifetime}/{gender}/filt{filterStr}/{sort}/{count}/{page}.json */
export const modelsPath = shape(
  modelsShape,
  (p: ModelsParams) => ({ ...p, ext: jsonExt(p.lifetime) }),
  ({ ext: _, ...p }) => p,
  modelsShapeTrusted,
);

const modelShape = compilePath<WithExt<DirParams & { letters: string }>>(
  'json/model/{lifetime}/{letters}/{dir}.{ext}',
  { lifetime, letters: textCodec('[a-z0-9-]{1,2}'), dir: dirCodec, ext },
  (v) => extMatches(v) ?? (firstTwoLetters(v.dir) !== v.letters ? 'letters' : null),
);
/** GET json/model/{lifetime}/{first 2 letters of dir}/{dir}.json */
export const modelPath = shape(
  modelShape,
  (p: DirParams) => ({ ...p, letters: firstTwoLetters(p.dir), ext: jsonExt(p.lifetime) }),
  (f) => ({ lifetime: f.lifetime, dir: f.dir }),
);

// ---- members, comments, playlists, subscriptions ------------------------------------------

export interface MembersParams {
  lifetime: number;
  section: MemberSection;
  /** Dot-separated filter fields, see `MemberFilter`; seven dots when empty. */
  filter: string;
  sort: (typeof MEMBER_SORTS)[number];
  count: number;
  page: number;
}
const membersShape = compilePath<WithExt<MembersParams>>(
  'json/members/{lifetime}/{section}/filt{filter}/{sort}/{count}/{page}.{ext}',
  {
    lifetime,
    section: oneOf(MEMBER_SECTIONS),
    filter,
    sort: oneOf(MEMBER_SORTS),
    count: countUpTo(COUNT_CAPS.members),
    page,
    ext,
  },
  extMatches,
);
/** GET json/members/{lifetime}/{section}/filt{filterStr}/{sort}/{count}/{page}.json (optional ?search=) */
export const membersPath = shape(
  membersShape,
  (p: MembersParams) => ({ ...p, ext: jsonExt(p.lifetime) }),
  ({ ext: _, ...p }) => p,
);

/** Sections of one object addressed by numeric id and buckets. */
function idShape(prefix: string, sections: readonly string[] | null, buckets: 'thousand' | 'both') {
  const template = `json/${prefix}/{lifetime}/${sections ? '{section}/' : ''}${buckets === 'both' ? '{million}/' : ''}{thousand}/{id}.{ext}`;
  const codecs = {
    lifetime,
    section: oneOf(sections ?? ['']),
    million: bucket,
    thousand: bucket,
    id,
    ext,
  };
  return compilePath<
    WithExt<{ lifetime: number; section: string; million: number; thousand: number; id: number }>
  >(
    template,
    codecs,
    (v) =>
      extMatches(v) ??
      (thousandBucket(v.id) !== v.thousand
        ? 'thousand'
        : buckets === 'both' && millionBucket(v.id) !== v.million
          ? 'million'
          : null),
  );
}

export interface MemberParams {
  lifetime: number;
  /** profile: the public profile of a member. */
  section: 'profile';
  user_id: number;
}
const memberShape = idShape('member', ['profile'], 'thousand');
/** GET json/member/{lifetime}/{section}/{thousand bucket}/{user_id}.json */
export const memberPath = shape(
  memberShape,
  (p: MemberParams) => ({
    lifetime: p.lifetime,
    section: p.section,
    million: 0,
    thousand: thousandBucket(p.user_id),
    id: p.user_id,
    ext: jsonExt(p.lifetime),
  }),
  (f) => ({ lifetime: f.lifetime, section: f.section as 'profile', user_id: f.id }),
);

export interface CommentsParams {
  lifetime: number;
  section: (typeof COMMENT_SECTIONS)[number];
  object_id: number;
}
const commentsShape = idShape('comments', COMMENT_SECTIONS, 'both');
/** GET json/comments/{lifetime}/{section}/{million}/{thousand}/{object_id}.json */
export const commentsPath = shape(
  commentsShape,
  (p: CommentsParams) => ({
    lifetime: p.lifetime,
    section: p.section,
    million: millionBucket(p.object_id),
    thousand: thousandBucket(p.object_id),
    id: p.object_id,
    ext: jsonExt(p.lifetime),
  }),
  (f) => ({ lifetime: f.lifetime, section: f.section as CommentsParams['section'], object_id: f.id }),
);

export interface PlaylistsParams {
  lifetime: number;
  sort: (typeof PLAYLIST_SORTS)[number];
  count: number;
  /** all, or members (the playlists of the user given by object_id). */
  section: PlaylistSection;
  page: number;
  gender: Gender;
  object_id: string;
}
const playlistsShape = compilePath<WithExt<PlaylistsParams>>(
  'json/playlists/{lifetime}/{sort}/{count}/{section}.{page}.{gender}.{object_id}.{ext}',
  {
    lifetime,
    sort: oneOf(PLAYLIST_SORTS),
    count: countUpTo(COUNT_CAPS.playlists),
    section: oneOf(PLAYLIST_SECTIONS),
    page,
    gender,
    object_id: objectId,
    ext,
  },
  (v) => extMatches(v) ?? ((v.section === 'all') !== (v.object_id === '') ? 'object_id' : null),
);
/** GET json/playlists/{lifetime}/{sort}/{count}/{section}.{page}.{gender}.{object_id}.json */
export const playlistsPath = shape(
  playlistsShape,
  (p: PlaylistsParams) => ({ ...p, ext: jsonExt(p.lifetime) }),
  ({ ext: _, ...p }) => p,
);

export interface PlaylistParams {
  lifetime: number;
  id: number;
}
const playlistShape = idShape('playlist', null, 'thousand');
/** GET json/playlist/{lifetime}/{thousand bucket}/{id}.json */
export const playlistPath = shape(
  playlistShape,
  (p: PlaylistParams) => ({
    lifetime: p.lifetime,
    section: '',
    million: 0,
    thousand: thousandBucket(p.id),
    id: p.id,
    ext: jsonExt(p.lifetime),
  }),
  (f) => ({ lifetime: f.lifetime, id: f.id }),
);

export interface SubscriptionsParams {
  lifetime: number;
  /** The subscribing user's id. */
  object_id: number;
}
const subscriptionsShape = idShape('subscriptions', null, 'thousand');
/** GET json/subscriptions/{lifetime}/{thousand bucket}/{object_id}.json */
export const subscriptionsPath = shape(
  subscriptionsShape,
  (p: SubscriptionsParams) => ({
    lifetime: p.lifetime,
    section: '',
    million: 0,
    thousand: thousandBucket(p.object_id),
    id: p.object_id,
    ext: jsonExt(p.lifetime),
  }),
  (f) => ({ lifetime: f.lifetime, object_id: f.id }),
);

// ---- timeline thumbnails -----------------------------------------------------------------

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

// ---- POST endpoints -------------------------------------------------------------------------

/** Form-encoded POST endpoints of section 7. */
export const POST_ENDPOINTS = {
  stat: 'input.php',
  signin: 'login.php',
  signup: 'signup.php',
  member: 'member.php',
  upload: 'video_edit.php',
} as const;

export { VIDEO_SORTS_WIDE };
