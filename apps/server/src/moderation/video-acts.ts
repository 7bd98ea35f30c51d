import { VIDEO_STATUS } from '@tubekit/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { VideoAct } from './act-form.ts';
import { recordAction } from './history.ts';
import { closeInboxOf } from './inbox.ts';

const { active, moderation, rejected, private: privateVideo, deleted } = VIDEO_STATUS;

/**
 * The statuses each act starts from and the one it sets. Approve also overturns a
 * rejection; reject is for the queue (a published video is unpublished or deleted); delete
 * takes anything not deleted already.
 */
const MOVES: Record<VideoAct['act'], { from: number[]; to: number }> = {
  approve: { from: [moderation, rejected], to: active },
  reject: { from: [moderation], to: rejected },
  unpublish: { from: [active, privateVideo], to: moderation },
  delete: { from: [active, moderation, rejected, privateVideo], to: deleted },
};

/**
 * What the uploader reads as `UploadAnswer.reason` (their uploaded_videos tab): the reason
 * (one of REJECT_REASONS, which the site words), or for `other` the moderator's own words.
 */
export function uploaderReason(form: Pick<VideoAct, 'reason' | 'text'>): string {
  return form.reason === 'other' ? form.text : form.reason;
}

/** The upload behind the video follows its status: the queue and the uploader's tab read it. */
async function moveUpload(trx: Kysely<Database>, form: VideoAct, now: number): Promise<void> {
  const upload = trx.updateTable('uploads').where('video_id', '=', form.video_id);
  switch (form.act) {
    case 'approve':
      await upload
        .set({ state: 'published', reason: '', updated_at: now })
        .where('state', 'in', ['moderation', 'rejected'])
        .execute();
      return;
    case 'unpublish':
      await upload.set({ state: 'moderation', updated_at: now }).where('state', '=', 'published').execute();
      return;
    default:
      // Rejected, or deleted while it waited: the uploader sees why.
      await upload
        .set({ state: 'rejected', reason: uploaderReason(form), updated_at: now })
        .where('state', '=', 'moderation')
        .execute();
  }
}

/**
 * approve, reject, unpublish, delete: one transaction moves the video (approve also sets
 * `post_date` to now: it is new to the listings), its upload, closes the video's reports
 * and notices (unpublish, delete) and records the action. 404 `not_found` for no video or
 * a deleted one; 400 `invalid_param` `video_id` when the act does not apply to its status
 * (also when another moderator moved it a moment before: the update is conditional).
 */
export async function actOnVideo(db: Db, moderatorId: number, form: VideoAct, now: number): Promise<void> {
  const move = MOVES[form.act];
  await db.kysely.transaction().execute(async (trx) => {
    const video = await trx
      .selectFrom('videos')
      .select('status_id')
      .where('video_id', '=', form.video_id)
      .executeTakeFirst();
    if (!video || video.status_id === deleted) throw new ApiError('not_found', 'video_id');
    const result = await trx
      .updateTable('videos')
      .set(form.act === 'approve' ? { status_id: move.to, post_date: now } : { status_id: move.to })
      .where('video_id', '=', form.video_id)
      .where('status_id', 'in', move.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ApiError('invalid_param', 'video_id');
    await moveUpload(trx, form, now);
    if (form.act === 'unpublish' || form.act === 'delete') await closeInboxOf(trx, form.video_id);
    await recordAction(trx, {
      item: 'videos',
      objectId: form.video_id,
      act: form.act,
      moderatorId,
      reason: form.reason,
      text: form.text,
      now,
    });
  });
}
