import type { SocialActAnswer } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { assertReachable, existingMember, friendshipOf, pairKey } from './relations.ts';

/** Deletes the pair's row when it matches `where` (a status, who asked); whether one went. */
async function deletePair(db: Db, a: number, b: number, status: number | null, requester: number | null) {
  const key = pairKey(a, b);
  let query = db.kysely
    .deleteFrom('friendships')
    .where('user_low', '=', key.user_low)
    .where('user_high', '=', key.user_high);
  if (status !== null) query = query.where('status', '=', status);
  if (requester !== null) query = query.where('requester_id', '=', requester);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * `me` asks `other` to be friends. Asking again answers `friend_request_already_sent`,
 * asking a friend `already_friends`; asking a member whose own request to `me` is waiting
 * accepts it (both want the same thing). Either block refuses with `blocked`.
 */
export async function requestFriend(
  db: Db,
  me: number,
  other: number,
  now: number,
): Promise<SocialActAnswer> {
  await assertReachable(db, me, other);
  const row = await friendshipOf(db, me, other);
  if (row?.status === 1) throw new ApiError('already_friends');
  if (row && row.requester_id === me) throw new ApiError('friend_request_already_sent');
  if (row) {
    await acceptFriend(db, me, other, now);
    return { ok: true, status: 'friends' };
  }
  const inserted = await db.kysely
    .insertInto('friendships')
    .values({ ...pairKey(me, other), requester_id: me, status: 0, added_date: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  // Lost a race with the same or the mirror request: answer as if it had come first.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new ApiError('friend_request_already_sent');
  return { ok: true, status: 'pending' };
}

/** `me` accepts the request `other` sent; 404 not_found when none is waiting. */
export async function acceptFriend(db: Db, me: number, other: number, now: number): Promise<SocialActAnswer> {
  const key = pairKey(me, other);
  const result = await db.kysely
    .updateTable('friendships')
    .set({ status: 1, added_date: now })
    .where('user_low', '=', key.user_low)
    .where('user_high', '=', key.user_high)
    .where('status', '=', 0)
    .where('requester_id', '=', other)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ApiError('not_found', 'user_id');
  return { ok: true };
}

/** `me` declines the request `other` sent; 404 not_found when none is waiting. */
export async function declineFriend(db: Db, me: number, other: number): Promise<SocialActAnswer> {
  if (!(await deletePair(db, me, other, 0, other))) throw new ApiError('not_found', 'user_id');
  return { ok: true };
}

/** `me` ends a friendship, or takes back a request of theirs; 404 not_found otherwise. */
export async function removeFriend(db: Db, me: number, other: number): Promise<SocialActAnswer> {
  if ((await deletePair(db, me, other, 1, null)) || (await deletePair(db, me, other, 0, me)))
    return { ok: true };
  throw new ApiError('not_found', 'user_id');
}

/**
 * `me` blocks `other`: any friendship or request between them goes too. Blocking twice is
 * `{ok}` (the state asked for holds).
 */
export async function block(db: Db, me: number, other: number, now: number): Promise<SocialActAnswer> {
  if (me === other) throw new ApiError('invalid_param', 'user_id');
  await existingMember(db, other);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('blocks')
      .values({ blocker_id: me, blocked_id: other, added_date: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const key = pairKey(me, other);
    await trx
      .deleteFrom('friendships')
      .where('user_low', '=', key.user_low)
      .where('user_high', '=', key.user_high)
      .execute();
  });
  return { ok: true };
}

/** `me` lifts a block of `other`; `{ok}` whether or not there was one. */
export async function unblock(db: Db, me: number, other: number): Promise<SocialActAnswer> {
  await db.kysely.deleteFrom('blocks').where('blocker_id', '=', me).where('blocked_id', '=', other).execute();
  return { ok: true };
}
