/**
 * A member's library (issue #17): favourites, watch later, viewing history and bookmarks,
 * kept on the server for members (visitors keep watch later and history in the browser's
 * `api_storage`, spec section 3). The input.php acts that change it, the answers of its
 * read path (`paths-library.ts`) and its limits.
 */

/**
 * The input.php acts of the library. `favourite` is the spec's stat (favourite): act
 * favourite, section add (remove too), video_id. `watch_later` and `history` take the same
 * fields plus section merge with `video_ids` (the sign-in merge of the browser's records);
 * `bookmark` takes `type` (models or channels) and `object_id` (the dir or id).
 */
export const LIBRARY_ACTS = ['favourite', 'watch_later', 'history', 'bookmark'] as const;
export type LibraryAct = (typeof LIBRARY_ACTS)[number];

/** What a library act does: the `section` field of its input.php call. */
export const LIBRARY_OPS = ['add', 'remove', 'merge'] as const;
export type LibraryOp = (typeof LIBRARY_OPS)[number];

/** What a bookmark points at: a model (pornstar) or a channel (pornsite). */
export const BOOKMARK_TYPES = ['models', 'channels'] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];

/** Limits of one member's library. */
export const LIBRARY_LIMITS = {
  /** Favourites, watch later and bookmarks stop growing here (`list_full`). */
  maxItems: 1000,
  /** History keeps this many newest videos; older ones go as new ones come. */
  maxHistory: 1000,
  /** Video ids one merge call carries at most (the newest of the browser's records). */
  maxMerge: 200,
  /** The member tabs' page size. */
  pageSize: 24,
} as const;

/**
 * One library video: the shape of the browser's local records (spec section 3: duration,
 * post_date, scr, title, video_id, video_viewed, sg_id, dir, ex_tube, ex_id), always with
 * `dir` (cards link to it), plus the votes for the card's rating and when it was added
 * (watched, for history), ISO 8601 UTC.
 */
export interface LibraryVideo {
  video_id: number;
  dir: string;
  title: string;
  duration: string;
  post_date: string;
  scr: string;
  video_viewed: number;
  sg_id: number;
  ex_tube: string;
  ex_id: string;
  likes: number;
  dislikes: number;
  added_date: string;
}

/** One page of favourites, watch later or history, newest first. */
export interface LibraryVideosAnswer {
  videos: LibraryVideo[];
  total_count: number;
}

/** One bookmarked model or channel. */
export interface Bookmark {
  type: BookmarkType;
  dir: string;
  title: string;
  thumbnail: string;
  added_date: string;
}

/** One page of bookmarks, newest first. */
export interface BookmarksAnswer {
  bookmarks: Bookmark[];
  total_count: number;
}

/** The answer of a merge: how many of the sent ids were new to the account. */
export interface LibraryMergeAnswer {
  ok: true;
  added: number;
}
