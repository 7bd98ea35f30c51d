import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/**
 * Keeps the full-text index (migration 002-search) in step with the catalogue. There are
 * no triggers: the seed calls `rebuildSearchIndex` after a bulk load, and code that changes
 * a video's title, description or tags calls `reindexVideos` with its ids.
 */

/** Rebuilds the whole index from the catalogue (every video, whatever its status). */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await sql`DELETE FROM video_search`.execute(trx);
    await fill(db, null).execute(trx);
  });
}

/** Re-indexes a few videos (after an edit, an upload or a tag change). */
export async function reindexVideos(db: Db, videoIds: number[]): Promise<void> {
  if (videoIds.length === 0) return;
  const key = db.dialect === 'sqlite' ? sql`rowid` : sql`video_id`;
  await db.kysely.transaction().execute(async (trx) => {
    await sql`DELETE FROM video_search WHERE ${key} IN (${sql.join(videoIds)})`.execute(trx);
    await fill(db, videoIds).execute(trx);
  });
}

/** The INSERT ... SELECT that indexes all videos, or only `ids`. */
function fill(db: Db, ids: number[] | null) {
  const where = ids ? sql`WHERE v.video_id IN (${sql.join(ids)})` : sql``;
  const joined = (text: string) =>
    db.dialect === 'sqlite' ? sql.raw(`group_concat(${text}, ' ')`) : sql.raw(`string_agg(${text}, ' ')`);
  const keywords = sql`COALESCE((SELECT ${joined('k.title')} FROM video_keywords vk JOIN keywords k ON k.keyword_id = vk.keyword_id WHERE vk.video_id = v.video_id), '')`;
  const models = sql`COALESCE((SELECT ${joined('m.title')} FROM video_models vm JOIN models m ON m.model_id = vm.model_id WHERE vm.video_id = v.video_id), '')`;
  const categories = sql`COALESCE((SELECT ${joined('c.title')} FROM video_categories vc JOIN categories c ON c.category_id = vc.category_id WHERE vc.video_id = v.video_id), '')`;
  if (db.dialect === 'sqlite') {
    return sql`INSERT INTO video_search (rowid, title, description, keywords, models, categories)
      SELECT v.video_id, v.title, v.description, ${keywords}, ${models}, ${categories} FROM videos v ${where}`;
  }
  // Weights: title and performers A, keywords and categories B, description C.
  return sql`INSERT INTO video_search (video_id, title, document)
    SELECT v.video_id, lower(v.title),
      setweight(to_tsvector('simple', v.title || ' ' || ${models}), 'A') ||
      setweight(to_tsvector('simple', ${keywords} || ' ' || ${categories}), 'B') ||
      setweight(to_tsvector('simple', v.description), 'C')
    FROM videos v ${where}`;
}
