import {
  SOCIAL_PAGE_SIZE,
  type SocialActAnswer,
  type WallRepliesAnswer,
  type WallReply,
} from '@tubekit/contract';
import { sql } from 'kysely';
import { isoDate } from '../catalog/format.ts';
import { addComment, deleteComment } from '../comments/comment-store.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { areFriends, blockedEitherWay } from './relations.ts';

/**
 * Replies to wall posts are rows of `comments` with this section and `object_id` the post's
 * id: they are comments (the same text rule and limits, report.php and a moderator's delete
 * reach them), and json/comments never lists them (it reads COMMENT_SECTIONS only).
 */
export const WALL_REPLY_SECTION = 'wall';

const PAGE = SOCIAL_PAGE_SIZE.wall_replies;

/** The post a reply goes under, or 404 not_found `post_id`. */
async function wallPost(db: Db, postId: number) {
  const post = await db.kysely
    .selectFrom('wall_posts')
    .select(['post_id', 'owner_id', 'author_id'])
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (!post) throw new ApiError('not_found', 'post_id');
  return post;
}

/**
 * Checks that `me` may reply under the post, as the wall's rule: the owner and their
 * friends. A block between `me` and the owner or the post's author answers `blocked` first,
 * so a member blocked by a friend of the owner cannot answer that friend's post either.
 */
export async function mayReplyTo(db: Db, me: number, postId: number): Promise<void> {
  const post = await wallPost(db, postId);
  for (const other of new Set([post.owner_id, post.author_id]))
    if (other !== me && (await blockedEitherWay(db, me, other))) throw new ApiError('blocked', 'post_id');
  if (!(await areFriends(db, me, post.owner_id))) throw new ApiError('not_friends', 'post_id');
}

/** Stores a reply (after `mayReplyTo` and the comment limits); answers its id. */
export async function addWallReply(
  db: Db,
  me: number,
  postId: number,
  text: string,
  now: number,
): Promise<SocialActAnswer> {
  const reply = await addComment(db, {
    section: WALL_REPLY_SECTION,
    objectId: postId,
    userId: me,
    text,
    now,
  });
  return { ok: true, id: reply.comment_id };
}

/** Deletes a reply: its author, or the owner of the wall it is on; 403 forbidden otherwise. */
export async function deleteWallReply(db: Db, me: number, replyId: number): Promise<SocialActAnswer> {
  const row = await db.kysely
    .selectFrom('comments as c')
    .leftJoin('wall_posts as w', 'w.post_id', 'c.object_id')
    .select(['c.comment_id', 'c.section', 'c.object_id', 'c.user_id', 'w.owner_id'])
    .where('c.comment_id', '=', replyId)
    .where('c.section', '=', WALL_REPLY_SECTION)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found', 'reply_id');
  if (row.user_id !== me && row.owner_id !== me) throw new ApiError('forbidden', 'reply_id');
  await deleteComment(db, row);
  return { ok: true };
}

/** A reply row with its author, as the queries below select it. */
interface ReplyRow {
  comment_id: number;
  object_id: number;
  user_id: number;
  username: string;
  avatar: string;
  text: string;
  added_date: number;
}

function replyOf(r: ReplyRow, viewer: number, owner: number): WallReply {
  return {
    reply_id: r.comment_id,
    author: { user_id: r.user_id, username: r.username, avatar: r.avatar },
    text: r.text,
    added_date: isoDate(r.added_date),
    can_delete: viewer === owner || viewer === r.user_id,
  };
}

const REPLY_COLUMNS = [
  'c.comment_id',
  'c.object_id',
  'c.user_id',
  'u.username',
  'u.avatar',
  'c.text',
  'c.added_date',
] as const;

/** Replies of a wall with their authors (an author since removed drops out, as in comments). */
function repliesQuery(db: Db) {
  return db.kysely
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .where('c.section', '=', WALL_REPLY_SECTION);
}

/** One page of a post's replies (page 1 the newest), oldest first within the page. */
export async function listWallReplies(
  db: Db,
  viewer: number,
  postId: number,
  page: number,
): Promise<WallRepliesAnswer> {
  const post = await wallPost(db, postId);
  const base = repliesQuery(db).where('c.object_id', '=', postId);
  const [rows, total] = await Promise.all([
    base
      .select(REPLY_COLUMNS)
      .orderBy('c.comment_id', 'desc')
      .limit(PAGE)
      .offset((page - 1) * PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    replies: rows.reverse().map((r) => replyOf(r, viewer, post.owner_id)),
    total_count: Number(total.n),
  };
}

/**
 * The latest replies (one page) and the reply count of each of `postIds`, for json/wall:
 * two queries for the whole page of posts (a window function numbers each post's replies).
 */
export async function latestReplies(
  db: Db,
  viewer: number,
  owner: number,
  postIds: number[],
): Promise<Map<number, { replies: WallReply[]; count: number }>> {
  const byPost = new Map(postIds.map((id) => [id, { replies: [] as WallReply[], count: 0 }]));
  if (postIds.length === 0) return byPost;
  const numbered = repliesQuery(db)
    .where('c.object_id', 'in', postIds)
    .select([
      ...REPLY_COLUMNS,
      sql<number>`row_number() over (partition by c.object_id order by c.comment_id desc)`.as('rn'),
    ]);
  const [rows, counts] = await Promise.all([
    db.kysely
      .selectFrom(numbered.as('r'))
      .selectAll()
      .where('r.rn', '<=', PAGE)
      .orderBy('r.comment_id', 'asc')
      .execute(),
    repliesQuery(db)
      .where('c.object_id', 'in', postIds)
      .select(['c.object_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('c.object_id')
      .execute(),
  ]);
  for (const r of rows) byPost.get(r.object_id)?.replies.push(replyOf(r, viewer, owner));
  for (const c of counts) {
    const entry = byPost.get(c.object_id);
    if (entry) entry.count = Number(c.n);
  }
  return byPost;
}
