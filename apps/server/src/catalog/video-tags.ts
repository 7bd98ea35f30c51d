import type { Video } from '@tubekit/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { executeReused } from '../db/reused-query.ts';
import type { VideoRow, VideoTags } from './video-row.ts';
import { toVideo } from './video-row.ts';

/**
 * Categories and models of many videos in one query (a UNION ALL of both link tables, never
 * one query per video), each list in title order.
 */
export async function loadVideoTags(db: Db, videoIds: number[]): Promise<Map<number, VideoTags>> {
  const tags = new Map<number, VideoTags>();
  if (videoIds.length === 0) return tags;
  for (const id of videoIds) tags.set(id, { categories: [], models: [] });
  const rows = await executeReused(db, `video-tags|${videoIds.length}`, [...videoIds, ...videoIds], () =>
    db.kysely
      .selectFrom('video_categories')
      .innerJoin('categories', 'categories.category_id', 'video_categories.category_id')
      .select(['video_categories.video_id', sql<number>`0`.as('kind'), 'categories.dir', 'categories.title'])
      .where('video_categories.video_id', 'in', videoIds)
      .unionAll((eb) =>
        eb
          .selectFrom('video_models')
          .innerJoin('models', 'models.model_id', 'video_models.model_id')
          .select(['video_models.video_id', sql<number>`1`.as('kind'), 'models.dir', 'models.title'])
          .where('video_models.video_id', 'in', videoIds),
      )
      .orderBy('title'),
  );
  for (const r of rows) {
    const list = Number(r.kind) === 0 ? tags.get(r.video_id)?.categories : tags.get(r.video_id)?.models;
    list?.push({ dir: r.dir, title: r.title });
  }
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
