import { type ReportForm, VIDEO_STATUS } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';

/** Whether video `videoId` exists and is not deleted: what a report or a DMCA notice may name. */
export async function isUndeletedVideo(db: Db, videoId: number): Promise<boolean> {
  const video = await db.kysely
    .selectFrom('videos')
    .select('video_id')
    .where('video_id', '=', videoId)
    .where('status_id', '<>', VIDEO_STATUS.deleted)
    .executeTakeFirst();
  return video !== undefined;
}

/**
 * The reported item as the queue keeps it: null when there is no such video (or it is
 * deleted already) or comment; otherwise the text to keep with the report (a comment's text,
 * '' for a video).
 */
export async function reportedItem(db: Db, section: ReportForm['section'], objectId: number) {
  if (section === 'videos') return (await isUndeletedVideo(db, objectId)) ? { itemText: '' } : null;
  const comment = await db.kysely
    .selectFrom('comments')
    .select('text')
    .where('comment_id', '=', objectId)
    .executeTakeFirst();
  return comment ? { itemText: comment.text } : null;
}

/** One report to queue. */
export interface NewReport extends Required<ReportForm> {
  /** `u<user_id>` or `c<visitor cookie id>`. */
  reporter: string;
  ipHash: string;
  itemText: string;
  /** Unix seconds. */
  now: number;
}

/**
 * Queues a report; false when this reporter already reported this item (the unique key
 * decides, so two reports sent at once store one).
 */
export async function queueReport(db: Db, r: NewReport): Promise<boolean> {
  const result = await db.kysely
    .insertInto('reports')
    .values({
      section: r.section,
      object_id: r.object_id,
      reason: r.reason,
      text: r.text,
      item_text: r.itemText,
      reporter: r.reporter,
      ip_hash: r.ipHash,
      added_date: r.now,
    })
    .onConflict((oc) => oc.columns(['section', 'object_id', 'reporter']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
