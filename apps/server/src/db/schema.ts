import type { Generated } from 'kysely';
import type { CaptchaSpentTable, EmailTokensTable, SessionsTable } from './schema-accounts.ts';
import type { BlocksTable, FriendshipsTable, MessagesTable, WallPostsTable } from './schema-community.ts';
import type { BookmarksTable, LibraryVideosTable, WatchHistoryTable } from './schema-library.ts';
import type { PartnerStatsTable } from './schema-partners.ts';
import type { ReportsTable } from './schema-reports.ts';
import type {
  CommentsTable,
  PlaylistsTable,
  PlaylistVideosTable,
  SubscriptionsTable,
  UsersTable,
  VoteIpsTable,
  VotesTable,
} from './schema-social.ts';
import type {
  DmcaNoticesTable,
  ModerationActionsTable,
  UploadFingerprintsTable,
  UploadsTable,
} from './schema-uploads.ts';

/**
 * The database schema as Kysely sees it. Times are unix seconds (integers) so that
 * SQLite and PostgreSQL sort and compare them the same way without dialect code.
 * Booleans are 0/1 integers for the same reason. The catalogue's and media's tables are
 * here, the members' and social tables in `schema-social.ts`.
 */
export interface Database {
  users: UsersTable;
  categories: CategoriesTable;
  channels: ChannelsTable;
  models: ModelsTable;
  keywords: KeywordsTable;
  media: MediaTable;
  media_jobs: MediaJobsTable;
  videos: VideosTable;
  video_categories: VideoCategoriesTable;
  video_models: VideoModelsTable;
  video_keywords: VideoKeywordsTable;
  comments: CommentsTable;
  playlists: PlaylistsTable;
  playlist_videos: PlaylistVideosTable;
  subscriptions: SubscriptionsTable;
  votes: VotesTable;
  vote_ips: VoteIpsTable;
  app_meta: AppMetaTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  captcha_spent: CaptchaSpentTable;
  favourites: LibraryVideosTable;
  watch_later: LibraryVideosTable;
  watch_history: WatchHistoryTable;
  bookmarks: BookmarksTable;
  reports: ReportsTable;
  friendships: FriendshipsTable;
  wall_posts: WallPostsTable;
  messages: MessagesTable;
  blocks: BlocksTable;
  uploads: UploadsTable;
  moderation_actions: ModerationActionsTable;
  dmca_notices: DmcaNoticesTable;
  upload_fingerprints: UploadFingerprintsTable;
  partner_stats: PartnerStatsTable;
}

export interface CategoriesTable {
  category_id: Generated<number>;
  dir: string;
  title: string;
  description: string;
  thumbnail: string;
  total_videos: number;
  /** Mean popularity of the category's videos, used to rank suggestions. */
  avg_videos_popularity: number;
  /** Position in the "toptn" (trending) list, 0 when not trending. */
  toptn: number;
}

/** The counters channels and models both keep: their cards' statistics and their lists' sorts. */
export interface ObjectCounters {
  total_videos: number;
  video_viewed: number;
  likes: number;
  dislikes: number;
  rating: number;
  popularity: number;
  subscribers: number;
  added_date: number;
}

export interface ChannelsTable extends ObjectCounters {
  channel_id: Generated<number>;
  dir: string;
  title: string;
  url: string;
  description: string;
  thumbnail: string;
  /** The channel's "vda" flag of the spec (shown as a verified studio). */
  vda: number;
}

export interface ModelsTable extends ObjectCounters {
  model_id: Generated<number>;
  dir: string;
  title: string;
  alias: string;
  /** 1 man, 2 woman, 3 shemale. */
  gender: number;
  age: number;
  /** Age group 1-4 (18-21, 22-29, 30-39, 40+). */
  age_group: number;
  birth_date: string;
  /** Ethnicity: asian, caucasian, ebony, latin. */
  ethnicity: string;
  country: string;
  career: string;
  career_start: number;
  career_status: string;
  career_end: number;
  debut_age: number;
  zodiac: string;
  /** Hair 1-5 (brunette, dark, redhead, brown, blonde). */
  hair: number;
  eye: string;
  tattoo: string;
  piercing: string;
  size_tits: string;
  measurements: string;
  height_cm: number;
  /** Height group 1-4. */
  height: number;
  weight_kg: number;
  /** Weight group 1-4. */
  weight: number;
  education: string;
  relationship: string;
  orientation: string;
  website: string;
  thumbnail: string;
  comments_count: number;
}

export interface KeywordsTable {
  keyword_id: Generated<number>;
  title: string;
  popularity: number;
  total_videos: number;
}

/** A transcoded media item (one source clip); many catalogue videos may share one. */
export interface MediaTable {
  media_id: Generated<number>;
  /** Path of the source file relative to the media root. */
  source_path: string;
  /** 'pending' | 'processing' | 'ready' | 'failed'. */
  status: string;
  duration: number;
  width: number;
  height: number;
  /** VR projection `prefix_angle_format` (e.g. vr_360_mono), '' for flat video. */
  vr: string;
  /** Comma-separated published formats, e.g. `_sd.mp4,_hd.mp4,.m3u8`. */
  formats: string;
  timelines_count: number;
  timelines_interval: number;
  screenshots_count: number;
  created_at: number;
  /** An image to make the poster (scr.jpg) of, relative to the sources dir; '' for a frame (013). */
  poster_source: Generated<string>;
  /** SHA-256 hex of the source when known (uploads), else '' (013). */
  content_hash: Generated<string>;
}

export interface MediaJobsTable {
  job_id: Generated<number>;
  media_id: number;
  /** 'transcode' (the whole pipeline for one media item). */
  kind: string;
  /** 'queued' | 'running' | 'done' | 'failed'. */
  status: string;
  /** 0-100. */
  progress: number;
  attempts: number;
  max_attempts: number;
  last_error: string;
  /** Unix seconds until which a running job's lease holds; an expired lease is re-queued. */
  lease_until: number;
  created_at: number;
  updated_at: number;
  /** Attempts ended by the death of their worker (migration 007); not counted against max_attempts. */
  interruptions: Generated<number>;
}

export interface VideosTable {
  video_id: Generated<number>;
  dir: string;
  title: string;
  description: string;
  /** Seconds. */
  duration: number;
  post_date: number;
  /** A `VIDEO_STATUS` id of the contract: only active videos are listed, a deleted one answers its panel. */
  status_id: number;
  user_id: number;
  channel_id: number | null;
  media_id: number | null;
  /** str, gay or she. */
  gender: string;
  likes: number;
  dislikes: number;
  /** likes / (likes + dislikes), 0 when no votes. Kept in the row so it can be indexed. */
  rating: number;
  video_viewed: number;
  comments_count: number;
  /** Ranking score for most-popular (views weighted by recency). */
  popularity: number;
  sg_id: number;
  ex_tube: string;
  ex_id: string;
  /** 1 when the video is private (visible to its owner only). */
  is_private: number;
  /**
   * The video's categories and models as JSON arrays of {dir, title} in title order
   * (migration 005). Triggers write them from the link tables: never set them by hand.
   */
  categories_json: Generated<string>;
  models_json: Generated<string>;
}

export interface VideoCategoriesTable {
  video_id: number;
  category_id: number;
  /**
   * Copies of the video's listing keys (migration 004, kept in step by triggers), so a
   * section page is one index range. Optional on insert: the trigger fills them in.
   */
  post_date: Generated<number>;
  status_id: Generated<number>;
  gender: Generated<string>;
  is_private: Generated<number>;
}

export interface VideoModelsTable {
  video_id: number;
  model_id: number;
  /**
   * Copies of the video's listing keys (migration 004, kept in step by triggers), so a
   * section page is one index range. Optional on insert: the trigger fills them in.
   */
  post_date: Generated<number>;
  status_id: Generated<number>;
  gender: Generated<string>;
  is_private: Generated<number>;
}

export interface VideoKeywordsTable {
  video_id: number;
  keyword_id: number;
}

/** Named values the server keeps about itself (migration 007): the demo seed's completion marker, suspended DDL. */
export interface AppMetaTable {
  name: string;
  value: string;
  updated_at: number;
}
