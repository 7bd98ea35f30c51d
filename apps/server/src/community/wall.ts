import { SOCIAL_PAGE_SIZE, type SocialActAnswer, type WallAnswer } from '@tubekit/contract';
import { isoDate } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { areFriends, blockedEitherWay, existingMember } from './relations.ts';
import { latestReplies, WALL_REPLY_SECTION } from './wall-replies.ts';

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

/**
 * Deletes a post and its replies in one transaction: the wall's owner may delete any post
 * on it, an author their own.
 */
export async function deleteWallPost(db: Db, me: number, postId: number): Promise<SocialActAnswer> {
  const post = await db.kysely
    .selectFrom('wall_posts')
    .select(['owner_id', 'author_id'])
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (!post) throw new ApiError('not_found', 'post_id');
  if (post.owner_id !== me && post.author_id !== me) throw new ApiError('forbidden', 'post_id');
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('comments')
      .where('section', '=', WALL_REPLY_SECTION)
      .where('object_id', '=', postId)
      .execute();
    await trx.deleteFrom('wall_posts').where('post_id', '=', postId).execute();
  });
  return { ok: true };
}

/** The authors among `authors` that `viewer` blocked or is blocked by: no replies to their posts. */
async function blockedAuthors(db: Db, viewer: number, authors: number[]): Promise<Set<number>> {
  if (authors.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', viewer), eb('blocked_id', 'in', authors)]),
        eb.and([eb('blocked_id', '=', viewer), eb('blocker_id', 'in', authors)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => (r.blocker_id === viewer ? r.blocked_id : r.blocker_id)));
}

/** One page of `owner`'s wall as `viewer` sees it, newest first, each post with its latest replies. */
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
  const [replies, blocked] = await Promise.all([
    latestReplies(
      db,
      viewer,
      owner,
      rows.map((r) => r.post_id),
    ),
    blockedAuthors(db, viewer, [...new Set(rows.map((r) => r.author_id))]),
  ]);
  return {
    posts: rows.map((r) => ({
      post_id: r.post_id,
      author: { user_id: r.author_id, username: r.username, avatar: r.avatar },
      text: r.text,
      added_date: isoDate(r.added_date),
      can_delete: viewer === owner || viewer === r.author_id,
      replies: replies.get(r.post_id)?.replies ?? [],
      reply_count: replies.get(r.post_id)?.count ?? 0,
      can_reply: canPost && !blocked.has(r.author_id),
    })),
    total_count: Number(total.n),
    can_post: canPost,
  };
}
