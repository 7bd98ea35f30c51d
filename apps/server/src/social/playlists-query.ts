import {
  type Playlist,
  type PlaylistAnswer,
  type PlaylistSort,
  type PlaylistsAnswer,
  type PlaylistsParams,
  VIDEO_STATUS,
} from '@tubekit/contract';
import { type RawBuilder, sql } from 'kysely';
import { isoDate } from '../catalog/format.ts';
import { selectVideoRow, toVideo } from '../catalog/video-row.ts';
import type { Db } from '../db/connect.ts';

/**
 * Sort keys of the playlists sorts (descending, playlist_id breaks ties). count-subs:
 * subscriptions with section `playlists`; latest-updates: the last video added;
 * most-popular-videos: views of the playlist; recent: creation date.
 */
const SORT_KEYS: Record<PlaylistSort, RawBuilder<number>> = {
  'count-subs': sql<number>`(SELECT COUNT(*) FROM subscriptions ps WHERE ps.section = 'playlists' AND ps.object_id = p.playlist_id)`,
  'count-videos': sql<number>`p.total_videos`,
  'latest-updates': sql<number>`COALESCE((SELECT MAX(pv.added_date) FROM playlist_videos pv WHERE pv.playlist_id = p.playlist_id), p.added_date)`,
  'most-popular-videos': sql<number>`p.video_viewed`,
  recent: sql<number>`p.added_date`,
};

/**
 * The playlists `viewer` may read: the public ones, and the viewer's own private ones (the
 * owner's uncached `jsond` reads; the cached paths pass no viewer, so never hold a private one).
 */
function publicPlaylists(db: Db, viewer?: number) {
  const base = db.kysely.selectFrom('playlists as p').innerJoin('users as u', 'u.user_id', 'p.user_id');
  if (viewer === undefined) return base.where('p.is_private', '=', 0);
  return base.where((eb) => eb.or([eb('p.is_private', '=', 0), eb('p.user_id', '=', viewer)]));
}

type PlaylistRow = Omit<Playlist, 'id' | 'user' | 'added_date'> & {
  playlist_id: number;
  user_id: number;
  username: string;
  added_date: number;
};

const PLAYLIST_COLUMNS = [
  'p.playlist_id',
  'p.title',
  'p.description',
  'p.user_id',
  'u.username',
  'p.gender',
  'p.is_private',
  'p.total_videos',
  'p.video_viewed',
  'p.rating',
  'p.added_date',
] as const;

function toPlaylist(row: PlaylistRow): Playlist {
  const { playlist_id, user_id, username, added_date, ...rest } = row;
  return { id: playlist_id, ...rest, added_date: isoDate(added_date), user: { user_id, username } };
}

/**
 * A page of public playlists: of one gender (the dominant gender of their videos) for
 * section all, or every one of one member's (section members: a member's collection is not
 * split by gender, so the gender segment is not read there); with `viewer`, the viewer's
 * private ones too.
 */
export async function listPlaylists(
  db: Db,
  query: Omit<PlaylistsParams, 'lifetime'>,
  viewer?: number,
): Promise<PlaylistsAnswer> {
  let base = publicPlaylists(db, viewer);
  if (query.section === 'members') {
    // The path allows any object id text; a non-numeric one simply owns no playlists.
    const owner = /^[1-9][0-9]{0,9}$/.test(query.object_id) ? Number(query.object_id) : -1;
    base = base.where('p.user_id', '=', owner);
  } else base = base.where('p.gender', '=', query.gender);
  const [rows, total] = await Promise.all([
    base
      .select(PLAYLIST_COLUMNS)
      .orderBy(SORT_KEYS[query.sort], 'desc')
      .orderBy('p.playlist_id', 'desc')
      .limit(query.count)
      .offset((query.page - 1) * query.count)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { playlists: rows.map(toPlaylist), total_count: Number(total.n) };
}

/**
 * One public playlist (or, with `viewer`, the viewer's private one) with its active public
 * videos (catalogue Video cards) in order, or null.
 */
export async function findPlaylist(db: Db, id: number, viewer?: number): Promise<PlaylistAnswer | null> {
  const row = await publicPlaylists(db, viewer)
    .select(PLAYLIST_COLUMNS)
    .where('p.playlist_id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const rows = await selectVideoRow(db.kysely.selectFrom('videos'))
    .innerJoin('playlist_videos as pv', 'pv.video_id', 'videos.video_id')
    .where('pv.playlist_id', '=', id)
    .where('videos.status_id', '=', VIDEO_STATUS.active)
    .where('videos.is_private', '=', 0)
    .orderBy('pv.position', 'asc')
    .orderBy('pv.added_date', 'asc')
    .execute();
  return { playlist: { ...toPlaylist(row), videos: rows.map(toVideo) } };
}
