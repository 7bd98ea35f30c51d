import type { Video } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import type { VideoRow, VideoTags } from './video-row.ts';
import { toVideo } from './video-row.ts';

/**
 * Categories and models of many videos in two queries (never one per video), in title order.
 */
export async function loadVideoTags(db: Db, videoIds: number[]): Promise<Map<number, VideoTags>> {
  const tags = new Map<number, VideoTags>();
  if (videoIds.length === 0) return tags;
  for (const id of videoIds) tags.set(id, { categories: [], models: [] });
  const [categories, models] = await Promise.all([
    db.kysely
      .selectFrom('video_categories')
      .innerJoin('categories', 'categories.category_id', 'video_categories.category_id')
      .select(['video_categories.video_id', 'categories.dir', 'categories.title'])
      .where('video_categories.video_id', 'in', videoIds)
      .orderBy('categories.title')
      .execute(),
    db.kysely
      .selectFrom('video_models')
      .innerJoin('models', 'models.model_id', 'video_models.model_id')
      .select(['video_models.video_id', 'models.dir', 'models.title'])
      .where('video_models.video_id', 'in', videoIds)
      .orderBy('models.title')
      .execute(),
  ]);
  for (const c of categories) tags.get(c.video_id)?.categories.push({ dir: c.dir, title: c.title });
  for (const m of models) tags.get(m.video_id)?.models.push({ dir: m.dir, title: m.title });
  return tags;
}

/** Rows of a page -> wire Videos, with their tags loaded in batch. */
export async function toVideos(db: Db, rows: VideoRow[]): Promise<Video[]> {
  const tags = await loadVideoTags(
    db,
    rows.map((r) => r.video_id),
  );
  return rows.map((row) => toVideo(row, tags.get(row.video_id)));
}
