import {
  type DuplicateMatch,
  MODERATION_RULES,
  type ModerationQueueItem,
  timelineVttPath,
} from '@tubekit/contract';
import { mediaImages } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';
import { TIMELINES_FORMAT, type VideoFileOptions, videoFileSources } from '../media/video-file-sources.ts';
import { historyOf } from './history.ts';

/** The uploads waiting for a decision, oldest first: one page, with their video, media and uploader. */
function waitingUploads(db: Db) {
  return db.kysely
    .selectFrom('uploads as u')
    .innerJoin('videos as v', 'v.video_id', 'u.video_id')
    .leftJoin('media as m', 'm.media_id', 'v.media_id')
    .leftJoin('users as us', 'us.user_id', 'u.user_id')
    .leftJoin('videos as near', 'near.video_id', 'u.near_video_id')
    .select([
      'u.upload_id',
      'u.user_id',
      'u.added_date',
      'u.near_video_id',
      'u.near_score',
      'us.username',
      'v.video_id',
      'v.title',
      'v.description',
      'v.duration',
      'v.gender',
      'v.is_private',
      'v.categories_json',
      'm.media_id',
      'm.status as media_status',
      'm.screenshots_count',
      'm.timelines_count',
      'm.timelines_interval',
      'near.title as near_title',
    ])
    .where('u.state', '=', 'moderation')
    .orderBy('u.added_date')
    .orderBy('u.upload_id')
    .limit(MODERATION_RULES.pageSize)
    .execute();
}

type Waiting = Awaited<ReturnType<typeof waitingUploads>>[number];

/** The near duplicate the upload checks flagged, null when none (or the match is gone). */
function nearDuplicate(row: Waiting): DuplicateMatch | null {
  if (row.near_video_id === null || row.near_title === null) return null;
  return { video_id: row.near_video_id, title: row.near_title, score: row.near_score };
}

/** The timeline sprite cues of a ready media item, as the player's `.vtt` path; '' without sprites. */
function timelineOf(row: Waiting, base: string): string {
  if (row.media_status !== 'ready' || !row.timelines_count || !row.timelines_interval) return '';
  return timelineVttPath({
    token: `${base}/`,
    timelines_format: TIMELINES_FORMAT,
    video_id: row.video_id,
    timelines_count: row.timelines_count,
    timelines_interval: row.timelines_interval,
  });
}

/**
 * `section=queue`: the uploads in state `moderation`, oldest first (MODERATION_RULES.pageSize
 * at most), each with what the moderator judges by: the poster and stills of its media, the
 * timeline sprite cues, signed sources for the player (as videofile.php answers them, here
 * for a video no one else may play yet), the near-duplicate flag and the video's history.
 */
export async function moderationQueue(db: Db, media: VideoFileOptions): Promise<ModerationQueueItem[]> {
  const rows = await waitingUploads(db);
  const history = await historyOf(
    db,
    'videos',
    rows.map((r) => r.video_id),
  );
  const base = media.baseUrl?.replace(/\/$/, '') ?? '';
  const items: ModerationQueueItem[] = [];
  for (const row of rows) {
    const ready = row.media_status === 'ready';
    const images = mediaImages(ready ? row.media_id : null, row.screenshots_count ?? 0);
    const sources = ready ? await videoFileSources(db, row.video_id, media) : [];
    items.push({
      video_id: row.video_id,
      upload_id: row.upload_id,
      title: row.title,
      description: row.description,
      duration: row.duration,
      categories: JSON.parse(row.categories_json) as { dir: string; title: string }[],
      gender: row.gender,
      is_private: row.is_private === 1 ? 1 : 0,
      uploader: { user_id: row.user_id, username: row.username ?? '' },
      added_date: row.added_date,
      preview: images.scr,
      screenshots: images.thumbs,
      timeline: timelineOf(row, base),
      sources: Array.isArray(sources) ? sources : [],
      near_duplicate: nearDuplicate(row),
      history: history.get(row.video_id) ?? [],
    });
  }
  return items;
}
