import type { Migration } from './index.ts';

/**
 * Listing indexes that answer a page of ids from the index alone (a covering index scan),
 * at a million videos. Every one leads with (status_id, gender, is_private): the "active
 * public videos of one gender" filter is an index range and no table row is read to check
 * it. Then:
 * - post_date, video_id, popularity, rating: latest-updates, and the one-day window of the
 *   date-filtered sorts (top-rated, most-popular), sorted from the index entries;
 * - popularity / rating, video_id, post_date: those sorts over a week or a month, walked
 *   in order with post_date checked in the index entry;
 * - duration, video_viewed, comments_count, video_id: the other sorts.
 * The old (status_id, gender, key, video_id) indexes are dropped: these serve every query
 * they served.
 */
const INDEXES: Record<string, string[]> = {
  post_date: ['post_date', 'video_id', 'popularity', 'rating'],
  popularity: ['popularity', 'video_id', 'post_date'],
  rating: ['rating', 'video_id', 'post_date'],
  duration: ['duration', 'video_id'],
  video_viewed: ['video_viewed', 'video_id'],
  comments_count: ['comments_count', 'video_id'],
};

export const listingIndexes: Migration = {
  name: '003-listing-indexes',
  async up(db) {
    for (const [key, columns] of Object.entries(INDEXES)) {
      await db.schema
        .createIndex(`videos_public_by_${key}`)
        .on('videos')
        .columns(['status_id', 'gender', 'is_private', ...columns])
        .execute();
      await db.schema.dropIndex(`videos_by_${key}`).execute();
    }
  },
};
