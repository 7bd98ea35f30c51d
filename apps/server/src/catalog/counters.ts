import { VIDEO_STATUS } from '@tubekit/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/**
 * Recomputes the catalogue counters listings read instead of counting per request:
 * total_videos of categories, models, channels and keywords (active public videos), and
 * categories.avg_videos_popularity (ranks category suggestions). The seed calls it after a
 * bulk load. Moderation passes `videoIds` (the videos it approved, unpublished or deleted):
 * then only the rows those videos link to are recounted, a few index probes instead of a
 * pass over the whole catalogue. Afterwards clear the response cache if answers must change
 * at once.
 */
export async function refreshCatalogCounters(db: Db, videoIds?: readonly number[]): Promise<void> {
  if (videoIds?.length === 0) return;
  const active = sql`v.status_id = ${VIDEO_STATUS.active} AND v.is_private = 0`;
  // Every row, or only the rows of `key` that one of the videos links to.
  const touched = (key: string, link: string) =>
    videoIds
      ? sql`WHERE ${sql.ref(key)} IN (SELECT ${sql.ref(key)} FROM ${sql.table(link)} WHERE video_id IN (${sql.join([...videoIds])}))`
      : sql``;
  const links = [
    ['categories', 'video_categories', 'category_id'],
    ['models', 'video_models', 'model_id'],
    ['keywords', 'video_keywords', 'keyword_id'],
  ] as const;
  await db.kysely.transaction().execute(async (trx) => {
    for (const [table, link, key] of links) {
      await sql`UPDATE ${sql.table(table)} SET total_videos = (
        SELECT COUNT(*) FROM ${sql.table(link)} l JOIN videos v ON v.video_id = l.video_id
        WHERE l.${sql.ref(key)} = ${sql.table(table)}.${sql.ref(key)} AND ${active})
        ${touched(key, link)}`.execute(trx);
    }
    await sql`UPDATE categories SET avg_videos_popularity = COALESCE((
      SELECT AVG(v.popularity) FROM video_categories l JOIN videos v ON v.video_id = l.video_id
      WHERE l.category_id = categories.category_id AND ${active}), 0)
      ${touched('category_id', 'video_categories')}`.execute(trx);
    await sql`UPDATE channels SET total_videos = (
      SELECT COUNT(*) FROM videos v WHERE v.channel_id = channels.channel_id AND ${active})
      ${touched('channel_id', 'videos')}`.execute(trx);
  });
}
