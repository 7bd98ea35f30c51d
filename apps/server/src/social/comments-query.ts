import { COMMENTS_LIMIT, type CommentSection, type CommentsAnswer } from '@tubekit/contract';
import { isoDate } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';

/**
 * Comments of one object, newest first, each with its author's username and avatar.
 * Comments whose author no longer exists are left out (an inner join), so an answer never
 * shows a nameless comment.
 */
export async function listComments(
  db: Db,
  section: CommentSection,
  objectId: number,
): Promise<CommentsAnswer> {
  const base = db.kysely
    .selectFrom('comments')
    .innerJoin('users', 'users.user_id', 'comments.user_id')
    .where('comments.section', '=', section)
    .where('comments.object_id', '=', objectId);
  const [rows, total] = await Promise.all([
    base
      .select([
        'comments.comment_id',
        'comments.section',
        'comments.object_id',
        'comments.user_id',
        'users.username',
        'users.avatar',
        'comments.text',
        'comments.likes',
        'comments.dislikes',
        'comments.added_date',
      ])
      .orderBy('comments.added_date', 'desc')
      .orderBy('comments.comment_id', 'desc')
      .limit(COMMENTS_LIMIT)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    comments: rows.map((c) => ({ ...c, added_date: isoDate(c.added_date) })),
    total_count: Number(total.n),
  };
}
