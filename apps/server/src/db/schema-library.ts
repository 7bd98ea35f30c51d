/**
 * The tables of a member's library (migration 010, issue #17): favourites, watch later,
 * viewing history and bookmarks. Times are unix seconds.
 */

/** One video in one member's favourites or watch later; the key is (user_id, video_id). */
export interface LibraryVideosTable {
  user_id: number;
  video_id: number;
  added_at: number;
}

/** One watched video of a member: a later watch moves `watched_at`, never adds a row. */
export interface WatchHistoryTable {
  user_id: number;
  video_id: number;
  watched_at: number;
}

/** One bookmarked model or channel; `type` is `models` or `channels`, the object its id. */
export interface BookmarksTable {
  user_id: number;
  type: string;
  object_id: number;
  added_at: number;
}
