/**
 * Business constants of spec section 9. Every client and the server read them from here
 * so that a page size or a cache lifetime can never disagree across the wire.
 */

/** Cache lifetimes in seconds, put into the JSON paths (section 9 "Cache lifetimes"). */
export const LIFETIME = {
  /** The home payload (`json/main`) changes as often as the home listing. */
  main: 3600,
  stats: 14400,
  videos: 86400,
  /** Home and video lists ask with 3600 (section 9 "Page sizes"). */
  videosList: 3600,
  video: 86400,
  related: 432000,
  /** Section 9 says 864000; section 7's videofile row says 8,640,000. We follow section 9. */
  videofile: 864000,
  suggesters: 43200,
  categories: 14400,
  members: 86400,
  member: 7200,
  comments: 3600,
  channels: 86400,
  models: 86400,
  model: 3600,
  playlists: 86400,
  /**
   * One playlist: not in section 9. 60 s, because browsers keep an answer for its max-age
   * and section 4 says a video added to a playlist shows within about a minute.
   */
  playlist: 60,
  subscriptions: 14400,
} as const;

/** Page sizes asked by the site (section 9 "Page sizes"). */
export const PAGE_SIZE = {
  home: 24,
  videos: 24,
  related: 24,
  performers: 30,
  /** Used by the pager when a list answer has no count. */
  pagerDefault: 40,
  mobileFilter: 30,
  /** The load-more button shows only when the total is at least this. */
  loadMoreMinTotal: 24,
} as const;

/** Default `count` of each service when the caller gives none. */
export const SERVICE_DEFAULT_COUNT = {
  videos: 60,
  related: 20,
  members: 96,
  channels: 60,
  models: 60,
  playlists: 60,
  suggester: 1000,
} as const;

/**
 * The largest `count` of any list: the suggester's (its default is the widest), and what the
 * server's own requests (`parseTrusted`: the sitemap) may ask of the lists they read. Clients
 * get each list's own cap, `COUNT_CAPS`.
 */
export const MAX_COUNT = 1000;

/** The largest page number the server accepts; deeper pages are refused, not scanned. */
export const MAX_PAGE = 10000;

/** Defaults of section 9. */
export const DEFAULTS = {
  gender: 'str',
  lang: 'en',
  videoSort: 'latest-updates',
  memberSort: 'recent',
  modelSort: 'most-popular-toptn',
  categorySection: 'toptn',
  /** "seven dots": the members filter string with every one of its seven fields empty. */
  memberFilter: '.......',
  /** The performers page's own default sort (section 2). */
  performerListSort: 'alphabetaz',
  channelListSort: 'alphabetaz',
} as const;

/** Genders of the catalogue paths: straight, gay, shemale. */
export const GENDERS = ['str', 'gay', 'she'] as const;
export type Gender = (typeof GENDERS)[number];

export const LANGUAGES = ['en'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Video sorts; the wider list adds most-commented and most-viewed. */
export const VIDEO_SORTS = ['latest-updates', 'longest', 'most-popular', 'top-rated'] as const;
export const VIDEO_SORTS_WIDE = [...VIDEO_SORTS, 'most-commented', 'most-viewed'] as const;
/** Search adds relevance (videos2.php with section=search). */
export const SEARCH_SORTS = ['relevance', ...VIDEO_SORTS_WIDE] as const;
export type VideoSort = (typeof SEARCH_SORTS)[number];

/** Sorts that accept a date filter. */
export const DATE_FILTERED_SORTS = ['top-rated', 'most-popular'] as const;
export const DATE_FILTERS = ['all', 'day', 'week', 'month'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
/** Seconds covered by each date filter ('all' has no bound). */
export const DATE_FILTER_SECONDS: Record<Exclude<DateFilter, 'all'>, number> = {
  day: 86400,
  week: 7 * 86400,
  month: 30 * 86400,
};

/** Duration filters: 1 under 10 min, 2 from 10 to 40 min, 3 over 40 min (0 = any). */
export const DURATION_FILTERS = [0, 1, 2, 3] as const;
export type DurationFilter = (typeof DURATION_FILTERS)[number];
export const DURATION_RANGES: Record<1 | 2 | 3, readonly [number, number]> = {
  1: [0, 600],
  2: [600, 2400],
  3: [2400, Number.POSITIVE_INFINITY],
};

export const ALPHA_SORTS = ['alphabetaz', 'alphabetza'] as const;
export const MODEL_SORTS = [
  'alphabetaz',
  'alphabetza',
  'count-videos',
  'latest-updates',
  'most-commented',
  'most-popular',
  'most-subscribed',
  'most-viewed',
  'recent',
  'top-rated',
  /** The default for the models service: trending performers. */
  'most-popular-toptn',
] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];

/** The "second list" of section 9: used for members and the community listing. */
export const MEMBER_SORTS = [
  'count-videos',
  'latest-updates',
  'most-popular',
  'most-viewed',
  'recent',
  'top-rated',
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** Channels sort by the second list, and alphabetically (A-Z, Z-A) first. */
export const CHANNEL_SORTS = [...ALPHA_SORTS, ...MEMBER_SORTS] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];

/** The "third list" of section 9: we use it for playlists. */
export const PLAYLIST_SORTS = [
  'count-subs',
  'count-videos',
  'latest-updates',
  'most-popular-videos',
  'recent',
] as const;
export type PlaylistSort = (typeof PLAYLIST_SORTS)[number];

/** Timers of section 9 the site reads, in milliseconds; the player's timers are in `PLAYER`. */
export const TIMERS = {
  notification: 5000,
  viewStatDelay: 1000,
} as const;

// The constants only some pages or the player read are modules of their own, imported by
// nothing here, so the browser chunk of every page's first load, which holds this module,
// does not carry them: the filter enumerations (filter-values.ts), the search rules
// (search-rules.ts), upload and account limits (limits.ts), ads (ads-constants.ts) and the
// player's numbers (player-constants.ts).

export const BREAKPOINTS = [500, 535, 666, 700, 767, 768, 1160, 1400, 1470] as const;
export const HEADER_HIDE_OFFSET = 75;
export const AGE_THRESHOLD = 18;
export const WIDGET_COUNTRIES = ['US', 'JP', 'GE', 'FR', 'IT'] as const;

/** Video status ids; 5 is the deleted video of the spec. */
export const VIDEO_STATUS = { active: 1, moderation: 2, rejected: 3, private: 4, deleted: 5 } as const;
