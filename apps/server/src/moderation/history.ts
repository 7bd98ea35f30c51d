import { MODERATION_RULES, type ModerationAct, type ModerationAction } from '@tubekit/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

/** What an action is about: `videos`, `comments`, `users`, `reports` or `dmca`. */
export const HISTORY_ITEMS = ['videos', 'comments', 'users', 'reports', 'dmca'] as const;
export type HistoryItem = (typeof HISTORY_ITEMS)[number];

/** One action to record: who (`moderatorId`), what (`act` on `item` `objectId`), when, why. */
export interface ActionRecord {
  item: HistoryItem;
  objectId: number;
  act: ModerationAct;
  moderatorId: number;
  /** A reject reason, or ''. */
  reason?: string;
  /** The moderator's words, or ''. */
  text?: string;
  /** Unix seconds. */
  now: number;
}

/** Records an action; pass the act's transaction, so the act and its record stand or fall together. */
export async function recordAction(trx: Kysely<Database>, r: ActionRecord): Promise<void> {
  await trx
    .insertInto('moderation_actions')
    .values({
      item: r.item,
      object_id: r.objectId,
      act: r.act,
      moderator_id: r.moderatorId,
      reason: r.reason ?? '',
      text: r.text ?? '',
      added_date: r.now,
    })
    .execute();
}

/**
 * The actions on `objectIds` of `item`, newest first, by object id: one query for a whole
 * page of queue items, bounded at MODERATION_RULES.pageSize actions per object asked. A moderator whose account
 * is gone keeps their id with an empty name.
 */
export async function historyOf(
  db: Db,
  item: HistoryItem,
  objectIds: readonly number[],
): Promise<Map<number, ModerationAction[]>> {
  const byObject = new Map<number, ModerationAction[]>(objectIds.map((id) => [id, []]));
  if (objectIds.length === 0) return byObject;
  const rows = await db.kysely
    .selectFrom('moderation_actions as a')
    .leftJoin('users as u', 'u.user_id', 'a.moderator_id')
    .select([
      'a.action_id',
      'a.item',
      'a.object_id',
      'a.act',
      'a.moderator_id',
      'u.username',
      'a.reason',
      'a.text',
      'a.added_date',
    ])
    .where('a.item', '=', item)
    .where('a.object_id', 'in', [...objectIds])
    .orderBy('a.added_date', 'desc')
    .orderBy('a.action_id', 'desc')
    .limit(MODERATION_RULES.pageSize * objectIds.length)
    .execute();
  for (const row of rows) {
    byObject.get(row.object_id)?.push({
      action_id: row.action_id,
      item: row.item,
      object_id: row.object_id,
      act: row.act as ModerationAct,
      moderator: { user_id: row.moderator_id, username: row.username ?? '' },
      reason: row.reason,
      text: row.text,
      added_date: row.added_date,
    });
  }
  return byObject;
}
