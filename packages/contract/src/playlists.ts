/**
 * A member's playlists (issue #17): the acts of `POST playlist.php`, their answers and
 * limits. The reads are the spec's json/playlists and json/playlist paths (`paths-social.ts`);
 * their `jsond` form (lifetime 0) also shows the asking member's private playlists.
 */

/** The endpoint of every playlist change (form-encoded POST, the session's member). */
export const PLAYLIST_ENDPOINT = 'playlist.php';

/**
 * The acts of playlist.php. create: `title`, `description`, `visibility`; edit: the same
 * plus `playlist_id`; delete: `playlist_id`; add and remove: `playlist_id`, `video_id`;
 * reorder: `playlist_id`, `video_ids` (a JSON list: every listed video of the playlist, once,
 * in the new order).
 */
export const PLAYLIST_ACTS = ['create', 'edit', 'delete', 'add', 'remove', 'reorder'] as const;
export type PlaylistAct = (typeof PLAYLIST_ACTS)[number];

/** A playlist's visibility (the upload's field, spec section 3): 0 public, 1 private. */
export const PLAYLIST_VISIBILITY = { public: 0, private: 1 } as const;

/** Limits of one member's playlists (the spec gives none; see the server README). */
export const PLAYLIST_LIMITS = {
  /** Characters (code points) of a title after trimming. */
  titleMin: 1,
  titleMax: 100,
  descriptionMax: 1000,
  /** Playlists per member; the next create answers `list_full`. */
  maxPlaylists: 200,
  /** Videos per playlist; the next add answers `list_full`. */
  maxVideos: 500,
} as const;

/** What playlist.php answers on success; create also gives the new playlist's id. */
export type PlaylistActAnswer =
  | { ok: true; playlist_id?: number }
  | { error: true; code: string; field?: string };
