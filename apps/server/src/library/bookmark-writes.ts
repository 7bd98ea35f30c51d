import { type BookmarkType, LIBRARY_LIMITS } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { idOfRef, type ObjectRef, STAT_TARGETS } from '../social/stat-targets.ts';
import type { AddOutcome } from './video-list-writes.ts';

/** The id of the model or channel a bookmark names (by id or dir); null when there is none. */
function objectId(db: Db, type: BookmarkType, ref: ObjectRef): Promise<number | null> {
  const target = STAT_TARGETS[type];
  if (!target) throw new Error(`no stat target for ${type}`);
  return idOfRef(db.kysely, target, ref);
}

/**
 * Bookmarks a model or channel. Like favourites: the primary key decides "already added",
 * and a member keeps at most `LIBRARY_LIMITS.maxItems` bookmarks.
 */
export async function addBookmark(
  db: Db,
  userId: number,
  type: BookmarkType,
  ref: ObjectRef,
  now: number,
): Promise<AddOutcome> {
  const id = await objectId(db, type, ref);
  if (id === null) return 'missing';
  const existing = await db.kysely
    .selectFrom('bookmarks')
    .select('object_id')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('object_id', '=', id)
    .executeTakeFirst();
  if (existing) return 'exists';
  const count = await db.kysely
    .selectFrom('bookmarks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= LIBRARY_LIMITS.maxItems) return 'full';
  const inserted = await db.kysely
    .insertInto('bookmarks')
    .values({ user_id: userId, type, object_id: id, added_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'type', 'object_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 'added' : 'exists';
}

/** Removes a bookmark; an unknown object or one not bookmarked is fine (idempotent). */
export async function removeBookmark(
  db: Db,
  userId: number,
  type: BookmarkType,
  ref: ObjectRef,
): Promise<void> {
  const id = await objectId(db, type, ref);
  if (id === null) return;
  await db.kysely
    .deleteFrom('bookmarks')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('object_id', '=', id)
    .execute();
}
