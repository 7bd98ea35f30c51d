import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { deleteSeedMarker } from './seed-marker.ts';

/** Every table the catalogue generator writes (media and media jobs are not among them). */
export const CATALOGUE_TABLES = [
  'video_categories',
  'video_models',
  'video_keywords',
  'playlist_videos',
  'playlists',
  'comments',
  'subscriptions',
  'votes',
  'videos',
  'categories',
  'channels',
  'models',
  'keywords',
  'users',
] as const;

/**
 * Empties every catalogue and social table, users included, and the seed's completion
 * marker with them, so `--force` or the repair of an interrupted seed starts from scratch.
 * The media pool (media, media_jobs and the files) is kept: transcoding is the slow part
 * and the clips do not depend on the catalogue.
 */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await deleteSeedMarker(trx);
    for (const table of CATALOGUE_TABLES) await trx.deleteFrom(table).execute();
  });
}

/**
 * Whether any catalogue table has a row. Without the seed's completion marker, such rows
 * are what an interrupted seed left (see `seedCatalogue`).
 */
export async function hasCatalogue(db: Db): Promise<boolean> {
  for (const table of CATALOGUE_TABLES) {
    const row = await db.kysely
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row !== undefined) return true;
  }
  return false;
}
