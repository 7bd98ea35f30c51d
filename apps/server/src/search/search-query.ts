import type { Video, VideoSort } from '@tubekit/contract';
import { sql } from 'kysely';
import type { TotalsCache } from '../catalog/totals.ts';
import { toVideo } from '../catalog/video-row.ts';
import {
  applyVideoFilter,
  applyVideoSort,
  filterKey,
  type VideoFilter,
  videoRowsById,
} from '../catalog/videos-query.ts';
import type { Db } from '../db/connect.ts';

/** At most this many words of the text take part in the match. */
const MAX_WORDS = 8;

/** Lowercase words (letters and digits) of a search text; everything else separates words. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * The matching videos with a relevance score, higher is better: SQLite FTS5 MATCH with
 * every word as a prefix, scored by -bm25 (title 10, models 6, keywords 4, categories 3,
 * description 1); PostgreSQL tsquery prefix match or title trigram similarity, scored by
 * ts_rank + similarity.
 */
function matches(db: Db, words: string[], text: string) {
  if (db.dialect === 'sqlite') {
    const expr = words.map((w) => `"${w}"*`).join(' ');
    return sql<{
      sid: number;
      score: number;
    }>`(SELECT rowid AS sid, -bm25(video_search, 10.0, 1.0, 4.0, 6.0, 3.0) AS score
      FROM video_search WHERE video_search MATCH ${expr})`;
  }
  const query = words.map((w) => `${w}:*`).join(' & ');
  const lower = text.toLowerCase();
  return sql<{ sid: number; score: number }>`(SELECT video_id AS sid,
      ts_rank(document, to_tsquery('simple', ${query})) + similarity(title, ${lower}) AS score
      FROM video_search
      WHERE document @@ to_tsquery('simple', ${query}) OR title % ${lower})`;
}

/**
 * A page of search results (videos2.php) under the usual listing filters, by relevance or
 * any video sort, with the total cached per text and filter.
 */
export async function searchVideos(
  db: Db,
  totals: TotalsCache,
  text: string,
  f: VideoFilter,
  sort: VideoSort,
  page: number,
  count: number,
): Promise<{ videos: Video[]; total_count: number }> {
  const words = searchWords(text);
  if (words.length === 0) return { videos: [], total_count: 0 };
  const filtered = applyVideoFilter(db.kysely.selectFrom('videos'), f);
  const ordered = sort === 'relevance' ? filtered : applyVideoSort(filtered, sort);
  let pageQuery = ordered
    .innerJoin(matches(db, words, text).as('m'), 'm.sid', 'videos.video_id')
    .select('videos.video_id');
  if (sort === 'relevance')
    pageQuery = pageQuery.orderBy('m.score', 'desc').orderBy('videos.video_id', 'desc');
  const [ids, total_count] = await Promise.all([
    pageQuery
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    totals.get(
      `s|${words.join(' ')}|${db.dialect === 'postgres' ? text.toLowerCase() : ''}|${filterKey(f)}`,
      async () => {
        const row = await filtered
          .innerJoin(matches(db, words, text).as('m'), 'm.sid', 'videos.video_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst();
        return Number(row?.n ?? 0);
      },
    ),
  ]);
  if (ids.length === 0) return { videos: [], total_count };
  const rows = await videoRowsById(
    db,
    ids.map((r) => r.video_id),
  );
  return { videos: rows.map(toVideo), total_count };
}
