/** The social path shapes of spec section 7: comments, playlists and subscriptions. */
import { type Gender, PLAYLIST_SORTS } from './constants.ts';
import { idFields, idShape, thousandIdPath } from './object-path-shapes.ts';
import {
  COUNT_CAPS,
  countUpTo,
  ext,
  gender,
  jsonPath,
  lifetime,
  objectId,
  page,
  shape,
} from './path-shapes.ts';
import { oneOf } from './path-template.ts';
import { COMMENT_SECTIONS, PLAYLIST_SECTIONS, type PlaylistSection } from './sections.ts';

/** Params of json/comments: the comments on one video, model, channel, member or playlist. */
export interface CommentsParams {
  lifetime: number;
  section: (typeof COMMENT_SECTIONS)[number];
  object_id: number;
}
/** GET json/comments/{lifetime}/{section}/{million}/{thousand}/{object_id}.json */
export const commentsPath = shape(
  idShape('comments', COMMENT_SECTIONS, 'both'),
  (p: CommentsParams) => ({ ...idFields(p.lifetime, p.object_id), section: p.section }),
  (f) => ({ lifetime: f.lifetime, section: f.section as CommentsParams['section'], object_id: f.id }),
);

/** Params of json/playlists: one page of the playlist listing, all or one member's. */
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
/** GET json/playlists/{lifetime}/{sort}/{count}/{section}.{page}.{gender}.{object_id}.json */
export const playlistsPath = jsonPath<PlaylistsParams>(
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
  (v) => ((v.section === 'all') !== (v.object_id === '') ? 'object_id' : null),
);

/** Params of json/playlist: one playlist and its videos. */
export interface PlaylistParams {
  lifetime: number;
  id: number;
}
/** GET json/playlist/{lifetime}/{thousand bucket}/{id}.json */
export const playlistPath = thousandIdPath<PlaylistParams>('playlist', 'id');

/** Params of json/subscriptions: what one member subscribes to. */
export interface SubscriptionsParams {
  lifetime: number;
  /** The subscribing user's id. */
  object_id: number;
}
/** GET json/subscriptions/{lifetime}/{thousand bucket}/{object_id}.json */
export const subscriptionsPath = thousandIdPath<SubscriptionsParams>('subscriptions', 'object_id');
