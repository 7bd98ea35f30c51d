import type { FriendState } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';

/** The primary key of a pair of members in `friendships`: lower id first. */
export function pairKey(a: number, b: number): { user_low: number; user_high: number } {
  return a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a };
}

/** The friendship row of two members, if any. */
export async function friendshipOf(db: Db, a: number, b: number) {
  const key = pairKey(a, b);
  return db.kysely
    .selectFrom('friendships')
    .selectAll()
    .where('user_low', '=', key.user_low)
    .where('user_high', '=', key.user_high)
    .executeTakeFirst();
}

/** How `viewer` stands to `other` as friends. */
export async function friendState(db: Db, viewer: number, other: number): Promise<FriendState> {
  if (viewer === other) return 'self';
  const row = await friendshipOf(db, viewer, other);
  if (!row) return 'none';
  if (row.status === 1) return 'friends';
  return row.requester_id === viewer ? 'request_sent' : 'request_received';
}

/** Whether the two are friends (a member counts as their own friend: their wall is theirs). */
export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  return a === b || (await friendState(db, a, b)) === 'friends';
}

/** Whether `blocker` blocked `blocked`. */
export async function isBlocking(db: Db, blocker: number, blocked: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blocker)
    .where('blocked_id', '=', blocked)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether either member blocked the other: then neither may message, befriend or post. */
export async function blockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Refuses what `me` may not send `other` (a friend request, a message): oneself (400
 * `invalid_param` `user_id`), no such member (404), or a block either way (`blocked`).
 */
export async function assertReachable(db: Db, me: number, other: number): Promise<void> {
  if (me === other) throw new ApiError('invalid_param', 'user_id');
  await existingMember(db, other);
  if (await blockedEitherWay(db, me, other)) throw new ApiError('blocked', 'user_id');
}

/** The member `userId`, or 404 not_found when there is none. */
export async function existingMember(
  db: Db,
  userId: number,
): Promise<{ user_id: number; username: string; avatar: string }> {
  const row = await db.kysely
    .selectFrom('users')
    .select(['user_id', 'username', 'avatar'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found', 'user_id');
  return row;
}

/**
 * The profile's and the library's `FriendCheck` (members/tab-access.ts) over the
 * friendships table: whether `viewerId` and `ownerId` are friends.
 */
export function friendCheck(db: Db): (viewerId: number, ownerId: number) => Promise<boolean> {
  return async (viewerId, ownerId) =>
    viewerId !== ownerId && (await friendState(db, viewerId, ownerId)) === 'friends';
}
