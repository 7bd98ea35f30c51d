import { type RelatedVideo, VIDEO_STATUS, type Video } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { executeReused } from '../db/reused-query.ts';
import { ApiError } from '../http/errors.ts';
import { formatDuration } from './format.ts';
import { selectVideoRow, toVideo } from './video-row.ts';

/**
 * One video for the video page. Active and deleted (status 5, answered without media so the
 * site shows the deleted panel) videos are visible; anything else — missing, in moderation,
 * rejected, private — is `not_found`.
 */
export async function getVideo(db: Db, videoId: number): Promise<Video> {
  const [row] = await executeReused(db, 'video-page-row', [videoId], () =>
    selectVideoRow(db.kysely.selectFrom('videos'))
      .select('videos.is_private')
      .where('videos.video_id', '=', videoId),
  );
  if (!row) throw new ApiError('not_found');
  const visible =
    row.status_id === VIDEO_STATUS.deleted || (row.status_id === VIDEO_STATUS.active && row.is_private === 0);
  if (!visible) throw new ApiError('not_found');
  const { is_private: _, ...videoRow } = row;
  return toVideo(videoRow);
}

/** How many candidates each shared tag contributes, and the most the ranking keeps. */
const PER_TAG = 200;
const MAX_RELATED = 480;

/**
 * Related videos: those sharing the video's models (weight 3), channel (2) and categories
 * (1 each), ranked by that score, then popularity. Each tag contributes its newest
 * `PER_TAG` videos, so the cost does not grow with the catalogue.
 */
export async function relatedVideos(
  db: Db,
  videoId: number,
  page: number,
  count: number,
): Promise<{ videos: RelatedVideo[]; total_count: number }> {
  const k = db.kysely;
  const video = await k
    .selectFrom('videos')
    .select(['channel_id', 'gender', 'status_id'])
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  if (!video) throw new ApiError('not_found');
  const [categories, models] = await Promise.all([
    k.selectFrom('video_categories').select('category_id').where('video_id', '=', videoId).execute(),
    k.selectFrom('video_models').select('model_id').where('video_id', '=', videoId).execute(),
  ]);
  const score = new Map<number, number>();
  const add = (ids: { video_id: number }[], weight: number) => {
    for (const { video_id } of ids)
      if (video_id !== videoId) score.set(video_id, (score.get(video_id) ?? 0) + weight);
  };
  /** The newest PER_TAG videos linked to one model or category. */
  const newestLinked = (
    link: 'video_models' | 'video_categories',
    column: 'model_id' | 'category_id',
    id: number,
  ) =>
    k
      .selectFrom(link)
      .select('video_id')
      .where(column, '=', id)
      .orderBy('video_id', 'desc')
      .limit(PER_TAG)
      .execute();
  const lists = await Promise.all([
    ...models.map((m) => newestLinked('video_models', 'model_id', m.model_id)),
    ...categories.map((c) => newestLinked('video_categories', 'category_id', c.category_id)),
    video.channel_id === null
      ? Promise.resolve([])
      : k
          .selectFrom('videos')
          .select('video_id')
          .where('channel_id', '=', video.channel_id)
          .orderBy('post_date', 'desc')
          .limit(PER_TAG)
          .execute(),
  ]);
  lists.forEach((list, i) => {
    add(list, i < models.length ? 3 : i < models.length + categories.length ? 1 : 2);
  });
  const candidates = [...score.keys()];
  if (candidates.length === 0) return { videos: [], total_count: 0 };
  const found = await k
    .selectFrom('videos')
    .leftJoin('media', 'media.media_id', 'videos.media_id')
    .select([
      'videos.video_id',
      'videos.dir',
      'videos.title',
      'videos.duration',
      'videos.popularity',
      'media.media_id',
      'media.status as media_status',
      'videos.status_id',
      'videos.is_private',
      'videos.gender',
    ])
    // The ids alone: primary-key lookups. With the status, privacy and gender in the WHERE,
    // SQLite walked a listing index over every public video of the gender instead (60-100 ms
    // per first visit at 1,000,000 videos, bench/api member-pages); they are checked below.
    .where('videos.video_id', 'in', candidates)
    .execute();
  const rows = found.filter(
    (r) => r.status_id === VIDEO_STATUS.active && r.is_private === 0 && r.gender === video.gender,
  );
  rows.sort(
    (a, b) =>
      (score.get(b.video_id) ?? 0) - (score.get(a.video_id) ?? 0) ||
      b.popularity - a.popularity ||
      b.video_id - a.video_id,
  );
  const ranked = rows.slice(0, MAX_RELATED);
  const pageRows = ranked.slice((page - 1) * count, page * count);
  return {
    total_count: ranked.length,
    videos: pageRows.map((r) => ({
      video_id: r.video_id,
      dir: r.dir,
      title: r.title,
      duration: formatDuration(r.duration),
      scr: r.media_id !== null && r.media_status === 'ready' ? `/media/${r.media_id}/scr.jpg` : '',
    })),
  };
}
