import { SOCIAL_PAGE_SIZE, type SocialActAnswer, type WallAnswer } from '@tubekit/contract';
import { isoDate } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { areFriends, blockedEitherWay, existingMember } from './relations.ts';

/**
 * `me` posts on `owner`'s wall: the owner and their friends may, nobody else (`not_friends`).
 * A block between the two answers `blocked` first, so the site can say why.
 */
export async function postOnWall(
  db: Db,
  me: number,
  owner: number,
  text: string,
  now: number,
): Promise<SocialActAnswer> {
  await existingMember(db, owner);
  if (me !== owner && (await blockedEitherWay(db, me, owner))) throw new ApiError('blocked', 'user_id');
  if (!(await areFriends(db, me, owner))) throw new ApiError('not_friends', 'user_id');
  const row = await db.kysely
    .insertInto('wall_posts')
    .values({ owner_id: owner, author_id: me, text, added_date: now })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  return { ok: true, id: row.post_id };
}

/** Deletes a post: the wall's owner may delete any post on it, an author their own. */
export async function deleteWallPost(db: Db, me: number, postId: number): Promise<SocialActAnswer> {
  const post = await db.kysely
    .selectFrom('wall_posts')
    .select(['owner_id', 'author_id'])
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (!post) throw new ApiError('not_found', 'post_id');
  if (post.owner_id !== me && post.author_id !== me) throw new ApiError('forbidden', 'post_id');
  await db.kysely.deleteFrom('wall_posts').where('post_id', '=', postId).execute();
  return { ok: true };
}

/** One page of `owner`'s wall as `viewer` sees it, newest first. */
export async function listWall(db: Db, viewer: number, owner: number, page: number): Promise<WallAnswer> {
  await existingMember(db, owner);
  const size = SOCIAL_PAGE_SIZE.wall;
  const [rows, total, canPost] = await Promise.all([
    db.kysely
      .selectFrom('wall_posts as w')
      .innerJoin('users as u', 'u.user_id', 'w.author_id')
      .select(['w.post_id', 'w.author_id', 'w.text', 'w.added_date', 'u.username', 'u.avatar'])
      .where('w.owner_id', '=', owner)
      .orderBy('w.post_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db.kysely
      .selectFrom('wall_posts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('owner_id', '=', owner)
      .executeTakeFirstOrThrow(),
    areFriends(db, viewer, owner),
  ]);
  return {
    posts: rows.map((r) => ({
      post_id: r.post_id,
      author: { user_id: r.author_id, username: r.username, avatar: r.avatar },
      text: r.text,
      added_date: isoDate(r.added_date),
      can_delete: viewer === owner || viewer === r.author_id,
    })),
    total_count: Number(total.n),
    can_post: canPost,
  };
}
