import { HIDDEN_SUGGESTION_CATEGORIES, type SuggestionGroups } from '@tubekit/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/** The `count` most popular keywords with their video counts (the top lists' and the suggester's). */
export function mostPopularKeywords(db: Db, count: number) {
  return db.kysely
    .selectFrom('keywords')
    .select(['title', 'total_videos'])
    .orderBy('popularity', 'desc')
    .orderBy('keyword_id')
    .limit(count)
    .execute();
}

/**
 * The top lists (spec "stats"): most popular keywords, trending categories (toptn rank
 * first, then the biggest), and the most popular channels and models. 'Hidden Cam' and
 * 'Voyeur' are never listed: these lists feed the search overlay.
 */
export async function topLists(db: Db, count: number): Promise<SuggestionGroups> {
  const k = db.kysely;
  /** Channels or models with videos, most popular first. */
  const mostPopular = (table: 'channels' | 'models', id: 'channel_id' | 'model_id') =>
    k
      .selectFrom(table)
      .select(['title', 'dir', 'total_videos'])
      .where('total_videos', '>', 0)
      .orderBy('popularity', 'desc')
      .orderBy(id)
      .limit(count)
      .execute();
  const [keywords, categories, channels, models] = await Promise.all([
    mostPopularKeywords(db, count),
    k
      .selectFrom('categories')
      .select(['title', 'dir', 'total_videos', 'avg_videos_popularity'])
      .where('title', 'not in', [...HIDDEN_SUGGESTION_CATEGORIES])
      // Trending categories first, in rank order; the others after, biggest first.
      .orderBy(sql`CASE WHEN toptn > 0 THEN toptn ELSE 2147483647 END`)
      .orderBy('total_videos', 'desc')
      .orderBy('category_id')
      .limit(count)
      .execute(),
    mostPopular('channels', 'channel_id'),
    mostPopular('models', 'model_id'),
  ]);
  return { keywords, categories, channels, models };
}
