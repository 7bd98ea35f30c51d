import {
  type DuplicateMatch,
  MODERATION_RULES,
  type ModerationQueueItem,
  timelineVttPath,
  VIDEO_STATUS,
} from '@tubekit/contract';
import { mediaImages } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';
import { TIMELINES_FORMAT, type VideoFileOptions, videoFileSources } from '../media/video-file-sources.ts';
import { historyOf } from './history.ts';

/** The video, media and uploader columns both kinds of queue item read. */
const VIDEO_COLUMNS = [
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
  'us.username',
] as const;

/** The uploads waiting for a decision, oldest first: one page, with their video, media and uploader. */
function waitingUploads(db: Db) {
  return db.kysely
    .selectFrom('uploads as u')
    .innerJoin('videos as v', 'v.video_id', 'u.video_id')
    .leftJoin('media as m', 'm.media_id', 'v.media_id')
    .leftJoin('users as us', 'us.user_id', 'u.user_id')
    .leftJoin('videos as near', 'near.video_id', 'u.near_video_id')
    .select([...VIDEO_COLUMNS, 'u.upload_id', 'u.user_id', 'u.added_date', 'u.near_video_id', 'u.near_score'])
    .select('near.title as near_title')
    .where('u.state', '=', 'moderation')
    .orderBy('u.added_date')
    .orderBy('u.upload_id')
    .limit(MODERATION_RULES.pageSize)
    .execute();
}

type Waiting = Awaited<ReturnType<typeof waitingUploads>>[number];

/**
 * Catalogue videos a moderator unpublished (status moderation, no upload behind them), oldest
 * post first: they wait for a decision too (`upload_id` 0, no near-duplicate check). The
 * status leads the listing indexes (003), so this is an index range, not a scan.
 */
async function unpublishedVideos(db: Db): Promise<Waiting[]> {
  const rows = await db.kysely
    .selectFrom('videos as v')
    .leftJoin('media as m', 'm.media_id', 'v.media_id')
    .leftJoin('users as us', 'us.user_id', 'v.user_id')
    .select([...VIDEO_COLUMNS, 'v.user_id', 'v.post_date'])
    .where('v.status_id', '=', VIDEO_STATUS.moderation)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('uploads as u').select('u.upload_id').whereRef('u.video_id', '=', 'v.video_id'))),
    )
    .orderBy('v.post_date')
    .orderBy('v.video_id')
    .limit(MODERATION_RULES.pageSize)
    .execute();
  return rows.map(({ post_date, ...row }) => ({
    ...row,
    upload_id: 0,
    added_date: post_date,
    near_video_id: null,
    near_score: 0,
    near_title: null,
  }));
}

/** Both kinds, oldest first, one page. */
async function waitingItems(db: Db): Promise<Waiting[]> {
  const all = [...(await waitingUploads(db)), ...(await unpublishedVideos(db))];
  all.sort((a, b) => a.added_date - b.added_date || a.video_id - b.video_id);
  return all.slice(0, MODERATION_RULES.pageSize);
}

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
 * `section=queue`: the uploads in state `moderation` and the unpublished catalogue videos,
 * oldest first (MODERATION_RULES.pageSize at most), each with what the moderator judges by: the poster and stills of its media, the
 * timeline sprite cues, signed sources for the player (as videofile.php answers them, here
 * for a video no one else may play yet), the near-duplicate flag and the video's history.
 */
export async function moderationQueue(db: Db, media: VideoFileOptions): Promise<ModerationQueueItem[]> {
  const rows = await waitingItems(db);
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
