import { LIFETIME, PLAYLIST_LIMITS, playlistPath } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { getAs, postAs, type TestMember } from '../community/community-test-kit.ts';
import type { Db } from '../db/connect.ts';

/** POST playlist.php as `who` (a visitor when null). */
export function playlistCall(
  app: FastifyInstance,
  who: TestMember | null,
  fields: Record<string, string | number>,
): Promise<LightMyRequestResponse> {
  return postAs(app, who, '/playlist.php', fields);
}

/** Creates a playlist as `who` and returns its id. */
export async function createdPlaylist(
  app: FastifyInstance,
  who: TestMember,
  fields: Record<string, string | number> = {},
): Promise<number> {
  const res = await playlistCall(app, who, { act: 'create', title: 'My list', description: '', ...fields });
  const id = res.json().playlist_id;
  if (typeof id !== 'number') throw new Error(`create failed: ${res.body}`);
  return id;
}

/** GET one playlist: the cached public path (the site's lifetime) or, with `fresh`, the jsond one. */
export function readPlaylist(
  app: FastifyInstance,
  who: TestMember | null,
  id: number,
  fresh = false,
): Promise<LightMyRequestResponse> {
  return getAs(app, who, playlistPath.build({ lifetime: fresh ? 0 : LIFETIME.playlist, id }));
}

/** The video ids of a playlist answer, in order. */
export function videoIdsOf(res: LightMyRequestResponse): number[] {
  return res.json().playlist.videos.map((v: { video_id: number }) => v.video_id);
}

/** Gives `userId` playlists up to one below PLAYLIST_LIMITS.maxPlaylists, straight in the database. */
export async function fillPlaylistsToCap(db: Db, userId: number): Promise<void> {
  const rows = Array.from({ length: PLAYLIST_LIMITS.maxPlaylists - 1 }, (_, i) => ({
    user_id: userId,
    title: `p${i}`,
    description: '',
    gender: 'str',
    is_private: 0,
    total_videos: 0,
    video_viewed: 0,
    rating: 0,
    added_date: 0,
  }));
  await db.kysely.insertInto('playlists').values(rows).execute();
}

/**
 * Fills playlist `id` up to one below PLAYLIST_LIMITS.maxVideos with rows of videos that do
 * not exist (ids from `firstId`): not listed, but counted against the cap.
 */
export async function fillVideosToCap(db: Db, id: number, firstId: number): Promise<void> {
  const rows = Array.from({ length: PLAYLIST_LIMITS.maxVideos - 1 }, (_, i) => ({
    playlist_id: id,
    video_id: firstId + i,
    position: i,
    added_date: 0,
  }));
  await db.kysely.insertInto('playlist_videos').values(rows).execute();
}
