import type {
  Category,
  CategorySuggestion,
  ChannelCard,
  ChannelDetail,
  ChannelSuggestion,
  KeywordSuggestion,
  ModelCard,
  ModelDetail,
  ModelSuggestion,
  RelatedVideo,
  Video,
} from './entities.ts';
import type { ErrorCode } from './error-codes.ts';

/**
 * Answers of the catalogue calls of spec section 7. A failed call answers `ErrorAnswer`
 * (with a 4xx status) instead of the data, so clients test `'error' in answer`.
 */

/** The spec's error shape: `{error: true, code}` and the field at fault when there is one. */
export interface ErrorAnswer {
  error: true;
  code: ErrorCode;
  field?: string;
}

/** json/videos2 and videos2.php. */
export type VideosAnswer = { videos: Video[]; total_count: number } | ErrorAnswer;

/** json/related. */
export type RelatedAnswer = { videos: RelatedVideo[]; total_count: number } | ErrorAnswer;

/** json/video: the video itself (status_id 5 for a deleted one), or not_found. */
export type VideoAnswer = Video | ErrorAnswer;

/** json/models. */
export type ModelsAnswer = { models: ModelCard[]; total_count: number } | ErrorAnswer;

/** json/model. */
export type ModelAnswer = { model: ModelDetail } | ErrorAnswer;

/** json/channels. */
export type ChannelsAnswer = { channels: ChannelCard[]; total_count: number } | ErrorAnswer;

/** json/channel. */
export type ChannelAnswer = { channel: ChannelDetail } | ErrorAnswer;

/** json/categories: trending in rank order (toptn) or every category A-Z (all). */
export type CategoriesAnswer = { categories: Category[]; total_count: number } | ErrorAnswer;

/**
 * The top lists (spec "stats": models, channels, categories, keywords), answered by
 * json/suggester for the empty search overlay, and the grouped matches of suggester.php.
 * Categories 'Hidden Cam' and 'Voyeur' never appear.
 */
export interface SuggestionGroups {
  keywords: KeywordSuggestion[];
  categories: CategorySuggestion[];
  channels: ChannelSuggestion[];
  models: ModelSuggestion[];
}
export type SuggesterAnswer = SuggestionGroups | ErrorAnswer;

/**
 * json/main, the home page: the first page of trending latest videos (latest-updates, 24),
 * their total, and the top lists of the header and search overlay.
 */
export type MainAnswer = { videos: Video[]; total_count: number; top: SuggestionGroups } | ErrorAnswer;
