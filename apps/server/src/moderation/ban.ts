import { VIDEO_STATUS } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import type { BanAct } from './act-form.ts';
import { recordAction } from './history.ts';

/**
 * `act=ban`, in one transaction: `users.banned = 1` (sign-in and upload refuse them, see
 * `isBanned`), every session of the member deleted (their next request is a visitor's), and
 * their uploads waiting in the queue rejected with reason `banned` (each recorded in its
 * video's history, the ban in the member's). 404 `not_found` for no such member; a
 * moderator (oneself included) is not banned: 400 `invalid_param` `user_id`. Banning a
 * banned member again answers 200 and rejects what reached the queue since.
 */
export async function banMember(db: Db, moderatorId: number, form: BanAct, now: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('role')
      .where('user_id', '=', form.user_id)
      .executeTakeFirst();
    if (!user) throw new ApiError('not_found', 'user_id');
    if (user.role === 'moderator') throw new ApiError('invalid_param', 'user_id');
    await trx.updateTable('users').set({ banned: 1 }).where('user_id', '=', form.user_id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', form.user_id).execute();
    const waiting = await trx
      .selectFrom('uploads')
      .select(['upload_id', 'video_id'])
      .where('user_id', '=', form.user_id)
      .where('state', '=', 'moderation')
      .execute();
    if (waiting.length > 0) {
      await trx
        .updateTable('uploads')
        .set({ state: 'rejected', reason: 'banned', updated_at: now })
        .where(
          'upload_id',
          'in',
          waiting.map((u) => u.upload_id),
        )
        .execute();
    }
    for (const { video_id } of waiting) {
      if (video_id === null) continue;
      await trx
        .updateTable('videos')
        .set({ status_id: VIDEO_STATUS.rejected })
        .where('video_id', '=', video_id)
        .where('status_id', '=', VIDEO_STATUS.moderation)
        .execute();
      await recordAction(trx, {
        item: 'videos',
        objectId: video_id,
        act: 'reject',
        moderatorId,
        reason: 'banned',
        now,
      });
    }
    await recordAction(trx, {
      item: 'users',
      objectId: form.user_id,
      act: 'ban',
      moderatorId,
      text: form.text,
      now,
    });
  });
}
