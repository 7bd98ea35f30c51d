import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { DismissAct } from './act-form.ts';
import { recordAction } from './history.ts';

/**
 * Closes the open reports of a video and the open DMCA notices naming it (`closed`): an
 * unpublish or a delete acts on them, so they leave the inbox with it.
 */
export async function closeInboxOf(trx: Kysely<Database>, videoId: number): Promise<void> {
  await trx
    .updateTable('reports')
    .set({ status: 'closed' })
    .where('section', '=', 'videos')
    .where('object_id', '=', videoId)
    .where('status', '=', 'open')
    .execute();
  await trx
    .updateTable('dmca_notices')
    .set({ status: 'closed' })
    .where('video_id', '=', videoId)
    .where('status', '=', 'open')
    .execute();
}

/**
 * `act=dismiss`: an open report or DMCA notice becomes `dismissed`, nothing else changes;
 * one that is not open (unknown, dismissed or closed already) is 404 `not_found` on its field.
 * The update is conditional on `open`, so of two moderators dismissing at once one records it.
 */
export async function dismiss(db: Db, moderatorId: number, form: DismissAct, now: number): Promise<void> {
  const { item, id } = form.target;
  await db.kysely.transaction().execute(async (trx) => {
    const result =
      item === 'reports'
        ? await trx
            .updateTable('reports')
            .set({ status: 'dismissed' })
            .where('report_id', '=', id)
            .where('status', '=', 'open')
            .executeTakeFirst()
        : await trx
            .updateTable('dmca_notices')
            .set({ status: 'dismissed' })
            .where('notice_id', '=', id)
            .where('status', '=', 'open')
            .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0)
      throw new ApiError('not_found', item === 'reports' ? 'report_id' : 'notice_id');
    await recordAction(trx, { item, objectId: id, act: 'dismiss', moderatorId, text: form.text, now });
  });
}
