/**
 * Catalogue entities of spec section 3 as they travel on the wire. Dates are ISO 8601 UTC
 * strings (`2025-01-01T00:00:00Z`); image fields are same-origin URLs of the video's media
 * item (`/media/<media_id>/scr.jpg` ...), '' when the video has no media (or is deleted).
 */

/** A category tag on a video. */
export interface CategoryRef {
  dir: string;
  title: string;
}

/** A model tag on a video. */
export interface ModelRef {
  dir: string;
  title: string;
}

/** The channel of a video. */
export interface VideoChannel {
  dir: string;
  title: string;
  url: string;
  /** The spec's vda flag: 1 for a verified channel. */
  vda: number;
}

/** The member who uploaded a video. */
export interface VideoUser {
  user_id: number;
  username: string;
}

/** Counters of a video. `videos` is the number of active videos of its channel (0 without one). */
export interface VideoStatistics {
  viewed: number;
  likes: number;
  dislikes: number;
  videos: number;
}

/** A video (spec section 3). Listings and the video call answer this same shape. */
export interface Video {
  video_id: number;
  /** Same as video_id (the spec carries both). */
  id: number;
  dir: string;
  title: string;
  description: string;
  /** `mm:ss`, or `h:mm:ss` from one hour. */
  duration: string;
  /** ISO 8601 UTC. */
  post_date: string;
  /** Folder of the card thumbnails, ending in `/` (`/media/<id>/thumbs/`). */
  thumbsrc: string;
  /** Poster (`/media/<id>/scr.jpg`). */
  scr: string;
  /** Second poster, from the middle of the video. */
  scr1: string;
  /** The image for sharing and structured data (the poster). */
  img: string;
  /** Every card thumbnail, in time order. */
  thumbs: string[];
  /** The first card thumbnail. */
  thumb: string;
  likes: number;
  dislikes: number;
  video_viewed: number;
  statistics: VideoStatistics;
  /** 1 active; 5 deleted (answered with no media fields, the site shows the deleted panel). */
  status_id: number;
  models: ModelRef[];
  categories: CategoryRef[];
  channel: VideoChannel | null;
  user: VideoUser | null;
  sg_id: number;
  ex_tube: string;
  ex_id: string;
  /** Rotating card previews (the card thumbnails as `{scr}`). */
  toptn: { scr: string }[];
}

/** An item of the related list of the video page (spec section 3). */
export interface RelatedVideo {
  video_id: number;
  dir: string;
  title: string;
  duration: string;
  scr: string;
}

/** Counters of a model or channel. */
export interface CardStatistics {
  videos: number;
  likes: number;
  dislikes: number;
  subscribers: number;
  viewed: number;
}

/** A model card (lists of /pornstars/). */
export interface ModelCard {
  model_id: number;
  dir: string;
  title: string;
  statistics: CardStatistics;
  /** '' when the model has no picture. */
  thumbnail: string;
}

/** A channel card (lists of /pornsites/). */
export interface ChannelCard {
  channel_id: number;
  dir: string;
  title: string;
  url: string;
  vda: number;
  statistics: CardStatistics;
  thumbnail: string;
}

/** A category of the index and the slider. */
export interface Category {
  category_id: number;
  dir: string;
  title: string;
  description: string;
  thumbnail: string;
  total_videos: number;
  /** Rank in the trending list (1 first), 0 when not trending. */
  toptn: number;
}

/** A category in the search suggestions. */
export interface CategorySuggestion {
  title: string;
  dir: string;
  total_videos: number;
  avg_videos_popularity: number;
}

/** A channel or model in the search suggestions. */
export interface NamedSuggestion {
  title: string;
  dir: string;
  total_videos: number;
}
export type ChannelSuggestion = NamedSuggestion;
export type ModelSuggestion = NamedSuggestion;

/** A keyword in the search suggestions and the top searches. */
export interface KeywordSuggestion {
  title: string;
  total_videos: number;
}

/**
 * Model info (spec section 3 "Model (performer) info" and its further labels), every
 * field display-ready text, '' when unknown. Enumerated values are words (hair `blonde`,
 * gender `woman`), heights and weights carry their unit.
 */
export interface ModelInfo {
  alias: string;
  age: string;
  birth_date: string;
  /** Same as ethnicity (the spec has both labels). */
  race: string;
  career: string;
  zodiac: string;
  hair: string;
  eye: string;
  tattoo: string;
  piercing: string;
  size_tits: string;
  measurements: string;
  height: string;
  weight: string;
  added_date: string;
  gender: string;
  country: string;
  ethnicity: string;
  career_start: string;
  debut_age: string;
  career_status: string;
  career_end: string;
  education: string;
  relationship: string;
  orientation: string;
  website: string;
}

/** One model page: the card plus its info. */
export interface ModelDetail extends ModelCard {
  info: ModelInfo;
  comments_count: number;
}

/** One channel page. */
export interface ChannelDetail extends ChannelCard {
  description: string;
  added_date: string;
}
