import type { Comment, CommentPostSection } from '@tubekit/contract';
import { type Kysely, sql } from 'kysely';
import { isoDate } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { visibleVideoIds } from '../library/video-list-writes.ts';
import { COMMENT_COLUMNS } from '../social/comments-query.ts';

/** Where a section's objects live and which counter (if any) counts their comments. */
const TARGETS = {
  videos: { table: 'videos', id: 'video_id', counter: true },
  models: { table: 'models', id: 'model_id', counter: true },
  channels: { table: 'channels', id: 'channel_id', counter: false },
} as const satisfies Record<CommentPostSection, { table: string; id: string; counter: boolean }>;

/**
 * Whether members may comment on the object: it exists and, for a video, is shown to
 * everyone (active and public; a deleted, private or unmoderated video takes no comments).
 */
export async function commentable(db: Db, section: CommentPostSection, objectId: number): Promise<boolean> {
  // The videos a member may keep in a list are the ones they may comment on.
  if (section === 'videos') return (await visibleVideoIds(db, [objectId])).has(objectId);
  const { table, id } = TARGETS[section];
  const row = await sql<{
    n: number;
  }>`SELECT 1 AS n FROM ${sql.table(table)} WHERE ${sql.ref(id)} = ${objectId}`.execute(db.kysely);
  return row.rows.length > 0;
}

/** Moves the object's `comments_count` by `delta` (videos and models keep one; channels not). */
async function countComment(trx: Kysely<Database>, section: string, objectId: number, delta: 1 | -1) {
  const target = TARGETS[section as CommentPostSection];
  if (!target?.counter) return;
  await sql`UPDATE ${sql.table(target.table)} SET comments_count = comments_count + ${delta}
    WHERE ${sql.ref(target.id)} = ${objectId}`.execute(trx);
}

/** What a new comment is made of. */
export interface NewComment {
  /** `wall`: a reply to a wall post (community/wall-replies.ts), counted nowhere. */
  section: CommentPostSection | 'wall';
  objectId: number;
  userId: number;
  text: string;
  /** Unix seconds. */
  now: number;
}

/** Stores a comment and counts it on its object, in one transaction; returns it as listed. */
export async function addComment(db: Db, c: NewComment): Promise<Comment> {
  const id = await db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('comments')
      .values({
        section: c.section,
        object_id: c.objectId,
        user_id: c.userId,
        text: c.text,
        likes: 0,
        dislikes: 0,
        added_date: c.now,
      })
      .returning('comment_id')
      .executeTakeFirstOrThrow();
    await countComment(trx, c.section, c.objectId, 1);
    return row.comment_id;
  });
  const comment = await findComment(db, id);
  if (!comment) throw new Error(`comment ${id} vanished after insert`);
  return comment;
}

/** One comment with its author's name and avatar, as json/comments lists it; null when gone. */
export async function findComment(db: Db, commentId: number): Promise<Comment | null> {
  const row = await db.kysely
    .selectFrom('comments')
    .innerJoin('users', 'users.user_id', 'comments.user_id')
    .select(COMMENT_COLUMNS)
    .where('comments.comment_id', '=', commentId)
    .executeTakeFirst();
  return row ? { ...row, added_date: isoDate(row.added_date) } : null;
}

/** The stored row of a comment (whoever wrote it, even an author since removed); null when gone. */
export async function findCommentRow(db: Db, commentId: number) {
  return (
    (await db.kysely
      .selectFrom('comments')
      .select(['comment_id', 'section', 'object_id', 'user_id', 'text'])
      .where('comment_id', '=', commentId)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Deletes a comment and uncounts it, in one transaction. False when another request deleted
 * it first (the counter then moves once only).
 */
export async function deleteComment(db: Db, comment: Pick<Comment, 'comment_id' | 'section' | 'object_id'>) {
  return db.kysely.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('comments')
      .where('comment_id', '=', comment.comment_id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await countComment(trx, comment.section, comment.object_id, -1);
    return true;
  });
}
