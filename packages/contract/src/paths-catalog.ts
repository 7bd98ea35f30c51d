/**
 * The catalogue's path shapes of spec section 7: the suggester, categories, channels and
 * models. The home page's json/main is with the video listings (`paths-videos.ts`).
 */
import { firstLetter, firstTwoLetters } from './buckets.ts';
import {
  CHANNEL_SORTS,
  DEFAULTS,
  type Gender,
  type Lang,
  LIFETIME,
  MODEL_SORTS,
  SERVICE_DEFAULT_COUNT,
} from './constants.ts';
import { jsonListPath } from './json-list-path.ts';
import { dirPath } from './object-path-shapes.ts';
import {
  COUNT_CAPS,
  countUpTo,
  ext,
  filter,
  gender,
  jsonPath,
  lang,
  lifetime,
  objectId,
  page,
} from './path-shapes.ts';
import { oneOf } from './path-template.ts';
import type { ChannelSection } from './sections.ts';
import { CHANNEL_SECTIONS } from './sections.ts';

// ---- suggester ------------------------------------------------------------------------

/** Params of json/suggester: the top lists the empty search overlay shows. */
export interface SuggesterParams {
  lifetime: number;
  count: number;
}
/** GET json/suggester/{lifetime}/{count}.json — the "stats" top lists for the empty search overlay. */
export const suggesterPath = jsonPath<SuggesterParams>('json/suggester/{lifetime}/{count}.{ext}', {
  lifetime,
  count: countUpTo(COUNT_CAPS.suggester),
  ext,
});

/** GET suggester.php?c={text} */
export function suggesterSearchUrl(text: string): string {
  return `suggester.php?c=${encodeURIComponent(text)}`;
}

// ---- categories, channels, models --------------------------------------------------------

/** Params of json/categories: the trending or the alphabetical list of categories. */
export interface CategoriesParams {
  lifetime: number;
  gender: Gender;
  /** toptn (trending, in rank order) or all (alphabetical). */
  section: 'toptn' | 'all';
  lang: Lang;
}
/** GET json/categories/{lifetime}/{gender}.{section}.{lang}.json */
export const categoriesPath = jsonPath<CategoriesParams>(
  'json/categories/{lifetime}/{gender}.{section}.{lang}.{ext}',
  { lifetime, gender, section: oneOf(['toptn', 'all'] as const), lang, ext },
);

/** Params of json/channels: one page of the channel listing, all or one category's. */
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
/** GET json/channels/{lifetime}/{gender}/{sort}/{count}/{section}.{object_id}.{page}.json */
export const channelsPath = jsonListPath<ChannelsParams>(
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
  (v) => ((v.section === 'all') !== (v.object_id === '') ? 'object_id' : null),
);

/**
 * Every channel A-Z, first page, at the channels service default count (section 9): the
 * channel list's first page. Callers spread it and change what they vary.
 */
export const ALL_CHANNELS: ChannelsParams = {
  lifetime: LIFETIME.channels,
  gender: DEFAULTS.gender,
  sort: 'alphabetaz',
  count: SERVICE_DEFAULT_COUNT.channels,
  section: 'all',
  object_id: '',
  page: 1,
};

/** Params of the paths of one object addressed by its dir: a channel or a model. */
export interface DirParams {
  lifetime: number;
  dir: string;
}
/** GET json/channel/{lifetime}/{first letter of dir}/{dir}.json */
export const channelPath = dirPath('channel', 'letter', '[a-z0-9]', firstLetter);

/** Params of json/models: one page of the performer listing, filtered and sorted. */
export interface ModelsParams {
  lifetime: number;
  gender: Gender;
  /** Dot-separated filter fields, see `ModelFilter` and `formatModelFilter`. */
  filter: string;
  sort: (typeof MODEL_SORTS)[number];
  count: number;
  page: number;
}
/** GET json/models/{lifetime}/{gender}/filt{filterStr}/{sort}/{count}/{page}.json */
export const modelsPath = jsonListPath<ModelsParams>(
  'json/models/{lifetime}/{gender}/filt{filter}/{sort}/{count}/{page}.{ext}',
  { lifetime, gender, filter, sort: oneOf(MODEL_SORTS), count: countUpTo(COUNT_CAPS.models), page, ext },
  COUNT_CAPS.models,
);

/** GET json/model/{lifetime}/{first 2 letters of dir}/{dir}.json */
export const modelPath = dirPath('model', 'letters', '[a-z0-9-]{1,2}', firstTwoLetters);
