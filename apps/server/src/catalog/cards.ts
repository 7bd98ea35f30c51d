import type { CardStatistics } from '@tubekit/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The counter columns of channels and models, as a card selects them (after its own). */
export const COUNTER_COLUMNS = ['total_videos', 'likes', 'dislikes', 'subscribers', 'video_viewed'] as const;

/** The counter columns of channels and models. */
export interface CounterColumns {
  total_videos: number;
  likes: number;
  dislikes: number;
  subscribers: number;
  video_viewed: number;
}

/** Counter columns -> the wire statistics of a card. */
export function cardStatistics(row: CounterColumns): CardStatistics {
  return {
    videos: row.total_videos,
    likes: row.likes,
    dislikes: row.dislikes,
    subscribers: row.subscribers,
    viewed: row.video_viewed,
  };
}

/** How many rows `query` matches (a listing's total). */
export async function countRows<T extends keyof Database>(
  query: SelectQueryBuilder<Database, T, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}
