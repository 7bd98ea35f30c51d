import { VIDEO_STATUS } from '@tubekit/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { ReportsTable } from '../db/schema-reports.ts';
import type { DmcaNoticesTable } from '../db/schema-uploads.ts';
import { insertMedia, insertVideo } from '../db/test-fixtures.ts';

// Rows the moderation tests seed, written straight to the tables as the upload, report and
// DMCA code would leave them, and what they read back.

/** A report on a video by a visitor, reason other. */
const REPORT_DEFAULTS = { section: 'videos', reason: 'other', reporter: 'c1', ip_hash: 'h', added_date: 1 };

/** A notice that names no video of this site. */
const NOTICE_DEFAULTS = {
  name: 'N',
  email: 'n@x.io',
  url: 'https://x.io/',
  work: 'w',
  text: 't',
  video_id: null,
  ip_hash: 'h',
  added_date: 1,
};

/** What `queuedUpload` made. */
export interface QueuedUpload {
  uploadId: number;
  videoId: number;
  mediaId: number;
}

/**
 * An upload as the upload code leaves it once transcoded, written straight to the tables:
 * a ready media item (sd + hd, 5 stills, timeline sprites), its video in status 2
 * (moderation) owned by `userId`, and the upload in state `moderation`.
 */
export async function queuedUpload(
  db: Db,
  userId: number,
  options: {
    title?: string;
    categoryIds?: number[];
    channelId?: number;
    nearVideoId?: number;
    nearScore?: number;
    addedDate?: number;
  } = {},
): Promise<QueuedUpload> {
  const mediaId = await insertMedia(db, { timelines_count: 12, timelines_interval: 10 });
  const videoId = await insertVideo(db, {
    status_id: VIDEO_STATUS.moderation,
    user_id: userId,
    media_id: mediaId,
    channel_id: options.channelId ?? null,
    category_ids: options.categoryIds ?? [],
    ...(options.title ? { title: options.title } : {}),
  });
  const added = options.addedDate ?? 1_735_700_000;
  const upload = await db.kysely
    .insertInto('uploads')
    .values({
      user_id: userId,
      state: 'moderation',
      title: options.title ?? 'An upload',
      gender: 'str',
      file_name: 'clip.mp4',
      size: 1000,
      received: 1000,
      video_id: videoId,
      media_id: mediaId,
      near_video_id: options.nearVideoId ?? null,
      near_score: options.nearScore ?? 0,
      added_date: added,
      updated_at: added,
    })
    .returning('upload_id')
    .executeTakeFirstOrThrow();
  return { uploadId: upload.upload_id, videoId, mediaId };
}

/** A report written straight to its table (on video `object_id` unless `section` says): its id. */
export async function insertReport(
  db: Db,
  values: Partial<Insertable<ReportsTable>> & { object_id: number },
): Promise<number> {
  const row = await db.kysely
    .insertInto('reports')
    .values({ ...REPORT_DEFAULTS, ...values })
    .returning('report_id')
    .executeTakeFirstOrThrow();
  return row.report_id;
}

/** A DMCA notice written straight to its table (on `video_id`, or none): its id. */
export async function insertNotice(
  db: Db,
  values: Partial<Insertable<DmcaNoticesTable>> = {},
): Promise<number> {
  const row = await db.kysely
    .insertInto('dmca_notices')
    .values({ ...NOTICE_DEFAULTS, ...values })
    .returning('notice_id')
    .executeTakeFirstOrThrow();
  return row.notice_id;
}

/** The status and upload state of a video. */
export async function videoState(db: Db, videoId: number) {
  const video = await db.kysely
    .selectFrom('videos')
    .select(['status_id', 'post_date'])
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow();
  const upload = await db.kysely
    .selectFrom('uploads')
    .select(['state', 'reason'])
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  return { ...video, state: upload?.state ?? null, reason: upload?.reason ?? null };
}
