import type { Db } from '../db/connect.ts';

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
 * Empties every catalogue and social table, users included, so `--force` can reseed from
 * scratch. The media pool (media, media_jobs and the files) is kept: transcoding is the
 * slow part and the clips do not depend on the catalogue.
 */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const table of CATALOGUE_TABLES) await trx.deleteFrom(table).execute();
  });
}

/** Whether the catalogue already has videos (then seeding is skipped and the data reused). */
export async function hasCatalogue(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('videos').select('video_id').limit(1).executeTakeFirst();
  return row !== undefined;
}
