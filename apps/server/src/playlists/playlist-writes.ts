import { DEFAULTS, GENDERS, type Gender, PLAYLIST_LIMITS } from '@tubekit/contract';
import type { Member } from '../accounts/sessions.ts';
import type { Db } from '../db/connect.ts';
import { underLock } from '../db/row-lock.ts';
import { ApiError } from '../http/errors.ts';
import { visibleVideoIds } from '../library/video-list-writes.ts';
import type { PlaylistFields } from './playlist-request.ts';

/** A playlist change answered `{ok}`, with the id of a new playlist. */
export type WriteResult = { ok: true; playlist_id?: number };

/**
 * The playlist `id` when `member` may change it: 404 `not_found` when there is none, 403
 * `no_permission` when it is another's (a moderator may only delete others').
 */
export async function ownedPlaylist(db: Db, member: Member, id: number, forDelete = false): Promise<number> {
  const row = await db.kysely
    .selectFrom('playlists')
    .select('user_id')
    .where('playlist_id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found');
  const moderating = forDelete && member.role === 'moderator';
  if (row.user_id !== member.user_id && !moderating) throw new ApiError('no_permission');
  return id;
}

async function count(
  kysely: Db['kysely'],
  table: 'playlists' | 'playlist_videos',
  column: 'user_id' | 'playlist_id',
  id: number,
) {
  const row = await kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column, '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A new playlist of `userId`, unless the member has PLAYLIST_LIMITS.maxPlaylists (checked
 * under the member's lock, `underLock`). The gender starts as an empty playlist's (`playlistGender`).
 */
export async function createPlaylist(db: Db, userId: number, fields: PlaylistFields, now: number) {
  return underLock(db, { table: 'users', id: userId }, (trx) => insertPlaylist(trx, userId, fields, now));
}

async function insertPlaylist(trx: Db['kysely'], userId: number, fields: PlaylistFields, now: number) {
  if ((await count(trx, 'playlists', 'user_id', userId)) >= PLAYLIST_LIMITS.maxPlaylists)
    throw new ApiError('list_full');
  const { playlist_id } = await trx
    .insertInto('playlists')
    .values({
      user_id: userId,
      title: fields.title,
      description: fields.description,
      is_private: fields.isPrivate,
      gender: playlistGender([]),
      total_videos: 0,
      video_viewed: 0,
      rating: 0,
      added_date: now,
    })
    .returning('playlist_id')
    .executeTakeFirstOrThrow();
  return { ok: true, playlist_id } as const;
}

/** New title, description and visibility of an owned playlist. */
export async function editPlaylist(db: Db, id: number, fields: PlaylistFields): Promise<WriteResult> {
  await db.kysely
    .updateTable('playlists')
    .set({ title: fields.title, description: fields.description, is_private: fields.isPrivate })
    .where('playlist_id', '=', id)
    .execute();
  return { ok: true };
}

/** Deletes a playlist and its video rows, in one transaction. */
export async function deletePlaylist(db: Db, id: number): Promise<WriteResult> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('playlist_videos').where('playlist_id', '=', id).execute();
    await trx.deleteFrom('playlists').where('playlist_id', '=', id).execute();
  });
  return { ok: true };
}

/**
 * The gender a playlist is listed under (json/playlists' gender segment): the one most of
 * its videos have. A tie goes to the first in GENDERS order (str, gay, she: the demo seed's
 * rule too), and an empty playlist is the site's default gender (`str`).
 */
export function playlistGender(videos: readonly { gender: string; n: number }[]): Gender {
  let best: Gender = DEFAULTS.gender;
  let most = 0;
  for (const gender of GENDERS) {
    const n = videos.filter((v) => v.gender === gender).reduce((sum, v) => sum + v.n, 0);
    if (n > most) [best, most] = [gender, n];
  }
  return best;
}

/**
 * Keeps `total_videos` (the listings' count and sort key) equal to the rows, and `gender`
 * the dominant gender of the videos in it (every row, hidden videos too: the gender is
 * recomputed only here, so it does not drift with later status changes).
 */
async function recount(db: Db, id: number): Promise<void> {
  const byGender = await db.kysely
    .selectFrom('playlist_videos as pv')
    .innerJoin('videos as v', 'v.video_id', 'pv.video_id')
    .select(['v.gender', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('pv.playlist_id', '=', id)
    .groupBy('v.gender')
    .execute();
  const total = await count(db.kysely, 'playlist_videos', 'playlist_id', id);
  const gender = playlistGender(byGender.map((r) => ({ gender: r.gender, n: Number(r.n) })));
  await db.kysely
    .updateTable('playlists')
    .set({ total_videos: total, gender })
    .where('playlist_id', '=', id)
    .execute();
}

/**
 * Adds a video at the end. Only videos every listing shows (active, public) can be added
 * (404 `not_found`); the primary key (playlist, video) decides `already_added`, also
 * between two concurrent adds; the cap is `list_full`, checked under the playlist's lock
 * (`underLock`), which also keeps two adds from taking the same position.
 */
export async function addVideo(db: Db, id: number, videoId: number, now: number): Promise<WriteResult> {
  if (!(await visibleVideoIds(db, [videoId])).has(videoId)) throw new ApiError('not_found', 'video_id');
  await underLock(db, { table: 'playlists', id }, async (trx) => {
    if ((await count(trx, 'playlist_videos', 'playlist_id', id)) >= PLAYLIST_LIMITS.maxVideos)
      throw new ApiError('list_full');
    const last = await trx
      .selectFrom('playlist_videos')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('playlist_id', '=', id)
      .executeTakeFirst();
    const result = await trx
      .insertInto('playlist_videos')
      .values({ playlist_id: id, video_id: videoId, position: Number(last?.p ?? -1) + 1, added_date: now })
      .onConflict((oc) => oc.columns(['playlist_id', 'video_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw new ApiError('already_added');
  });
  await recount(db, id);
  return { ok: true };
}

/** Removes a video; removing one that is not there is `{ok}` too. */
export async function removeVideo(db: Db, id: number, videoId: number): Promise<WriteResult> {
  await db.kysely
    .deleteFrom('playlist_videos')
    .where('playlist_id', '=', id)
    .where('video_id', '=', videoId)
    .execute();
  await recount(db, id);
  return { ok: true };
}

/**
 * Puts the playlist's videos in the order of `videoIds`, which must be exactly the videos
 * it lists (active and public, as the owner's page shows them) or 400 `invalid_param`
 * `video_ids`. Rows of videos hidden since keep their old order after the listed ones, so
 * they come back in place if the video does. One transaction: a reader never sees a half order.
 */
export async function reorderVideos(db: Db, id: number, videoIds: readonly number[]): Promise<WriteResult> {
  await db.kysely.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('playlist_videos')
      .select('video_id')
      .where('playlist_id', '=', id)
      .orderBy('position')
      .orderBy('added_date')
      .execute();
    const all = rows.map((r) => r.video_id);
    const listed = await visibleVideoIds({ ...db, kysely: trx }, all);
    const wanted = new Set(videoIds);
    if (videoIds.length !== listed.size || !videoIds.every((v) => listed.has(v)))
      throw new ApiError('invalid_param', 'video_ids');
    const order = [...videoIds, ...all.filter((v) => !wanted.has(v))];
    for (const [position, videoId] of order.entries())
      await trx
        .updateTable('playlist_videos')
        .set({ position })
        .where('playlist_id', '=', id)
        .where('video_id', '=', videoId)
        .execute();
  });
  return { ok: true };
}
