import { type FriendEntry, type FriendsAnswer, SOCIAL_PAGE_SIZE } from '@tubekit/contract';
import { sql } from 'kysely';
import { isoDate } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';
import { existingMember } from './relations.ts';

/** The friendships rows of `userId` with the other member's name and avatar. */
function rowsOf(db: Db, userId: number) {
  return db.kysely
    .selectFrom('friendships as f')
    .innerJoin('users as u', (join) =>
      join.on(
        sql`u.user_id`,
        '=',
        sql`CASE WHEN f.user_low = ${userId} THEN f.user_high ELSE f.user_low END`,
      ),
    )
    .where((eb) => eb.or([eb('f.user_low', '=', userId), eb('f.user_high', '=', userId)]));
}

function entry(row: { user_id: number; username: string; avatar: string; added_date: number }): FriendEntry {
  return {
    user_id: row.user_id,
    username: row.username,
    avatar: row.avatar,
    added_date: isoDate(row.added_date),
  };
}

const COLUMNS = ['u.user_id', 'u.username', 'u.avatar', 'f.added_date'] as const;

/**
 * One page of `owner`'s friends, latest first. When `viewer` is the owner the answer adds the
 * pending requests both ways (at most a page of each): they are the owner's alone.
 */
export async function listFriends(
  db: Db,
  viewer: number,
  owner: number,
  page: number,
): Promise<FriendsAnswer> {
  await existingMember(db, owner);
  const size = SOCIAL_PAGE_SIZE.friends;
  const friends = rowsOf(db, owner).where('f.status', '=', 1);
  const [rows, total] = await Promise.all([
    friends
      .select(COLUMNS)
      .orderBy('f.added_date', 'desc')
      .orderBy('u.user_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    friends.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const answer: FriendsAnswer = { friends: rows.map(entry), total_count: Number(total.n) };
  if (viewer !== owner) return answer;
  const pending = rowsOf(db, owner)
    .where('f.status', '=', 0)
    .select(COLUMNS)
    .orderBy('f.added_date', 'desc')
    .limit(size);
  const [requests, sent] = await Promise.all([
    pending.where('f.requester_id', '<>', owner).execute(),
    pending.where('f.requester_id', '=', owner).execute(),
  ]);
  return { ...answer, requests: requests.map(entry), sent: sent.map(entry) };
}
