import { LIBRARY_LIMITS, VIDEO_STATUS } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';

/** The tables of the library's video lists that grow by "add" (history has its own rules). */
export type VideoListTable = 'favourites' | 'watch_later';

/** What an add did: the soft answers of input.php are `already_added` and `list_full`. */
export type AddOutcome = 'added' | 'exists' | 'full' | 'missing';

/**
 * The ids among `ids` of videos a member may keep: active and public, the videos every
 * listing shows. Deleted, private and unmoderated videos cannot be added (404 not_found).
 */
export async function visibleVideoIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('videos')
    .select('video_id')
    .where('video_id', 'in', ids)
    .where('status_id', '=', VIDEO_STATUS.active)
    .where('is_private', '=', 0)
    .execute();
  return new Set(rows.map((r) => r.video_id));
}

async function countRows(db: Db, table: VideoListTable | 'watch_history', userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Adds one video to favourites or watch later. The primary key decides "already added",
 * also between two concurrent adds; the size limit is checked before the insert, so two
 * concurrent adds at the limit may pass it by one.
 */
export async function addToList(
  db: Db,
  table: VideoListTable,
  userId: number,
  videoId: number,
  now: number,
): Promise<AddOutcome> {
  if (!(await visibleVideoIds(db, [videoId])).has(videoId)) return 'missing';
  const existing = await db.kysely
    .selectFrom(table)
    .select('video_id')
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  if (existing) return 'exists';
  if ((await countRows(db, table, userId)) >= LIBRARY_LIMITS.maxItems) return 'full';
  const inserted = await db.kysely
    .insertInto(table)
    .values({ user_id: userId, video_id: videoId, added_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'video_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 'added' : 'exists';
}

/** Removes one video from a list; removing what is not there is fine (idempotent). */
export async function removeFromList(
  db: Db,
  table: VideoListTable | 'watch_history',
  userId: number,
  videoId: number,
): Promise<void> {
  await db.kysely.deleteFrom(table).where('user_id', '=', userId).where('video_id', '=', videoId).execute();
}

/** Records a watch: a video watched before moves to the top (spec: it replaces the earlier entry). */
export async function addToHistory(db: Db, userId: number, videoId: number, now: number): Promise<boolean> {
  if (!(await visibleVideoIds(db, [videoId])).has(videoId)) return false;
  await db.kysely
    .insertInto('watch_history')
    .values({ user_id: userId, video_id: videoId, watched_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'video_id']).doUpdateSet({ watched_at: now }))
    .execute();
  await trimHistory(db, userId);
  return true;
}

/** Keeps a member's newest `LIBRARY_LIMITS.maxHistory` watches; older ones go. */
export async function trimHistory(db: Db, userId: number): Promise<void> {
  if ((await countRows(db, 'watch_history', userId)) <= LIBRARY_LIMITS.maxHistory) return;
  const oldest = db.kysely
    .selectFrom('watch_history')
    .select('video_id')
    .where('user_id', '=', userId)
    .orderBy('watched_at', 'desc')
    .orderBy('video_id', 'desc')
    // Both dialects need a LIMIT before OFFSET; no member has this many rows.
    .limit(2_000_000_000)
    .offset(LIBRARY_LIMITS.maxHistory);
  await db.kysely
    .deleteFrom('watch_history')
    .where('user_id', '=', userId)
    .where('video_id', 'in', (eb) => eb.selectFrom(oldest.as('o')).select('o.video_id'))
    .execute();
}

/**
 * The sign-in merge of the browser's watch later or history (`ids` newest first): every
 * visible video not in the account yet is added, timed a second apart below `now` so the
 * list keeps the browser's order; videos already in the account keep their time. Watch
 * later takes no more than its room under the limit; history keeps its newest rows.
 * Returns how many were added. Running it twice adds nothing the second time.
 */
export async function mergeIntoList(
  db: Db,
  table: 'watch_later' | 'watch_history',
  userId: number,
  ids: readonly number[],
  now: number,
): Promise<number> {
  const visible = await visibleVideoIds(db, ids);
  const present = new Set(
    visible.size === 0
      ? []
      : (
          await db.kysely
            .selectFrom(table)
            .select('video_id')
            .where('user_id', '=', userId)
            .where('video_id', 'in', [...visible])
            .execute()
        ).map((r) => r.video_id),
  );
  let fresh = ids
    .map((id, index) => ({ id, at: now - index }))
    .filter((v) => visible.has(v.id) && !present.has(v.id));
  if (table === 'watch_later') {
    const room = Math.max(0, LIBRARY_LIMITS.maxItems - (await countRows(db, table, userId)));
    fresh = fresh.slice(0, room);
  }
  if (fresh.length === 0) return 0;
  const inserted =
    table === 'watch_later'
      ? await db.kysely
          .insertInto('watch_later')
          .values(fresh.map((v) => ({ user_id: userId, video_id: v.id, added_at: v.at })))
          .onConflict((oc) => oc.columns(['user_id', 'video_id']).doNothing())
          .executeTakeFirst()
      : await db.kysely
          .insertInto('watch_history')
          .values(fresh.map((v) => ({ user_id: userId, video_id: v.id, watched_at: v.at })))
          .onConflict((oc) => oc.columns(['user_id', 'video_id']).doNothing())
          .executeTakeFirst();
  if (table === 'watch_history') await trimHistory(db, userId);
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}
