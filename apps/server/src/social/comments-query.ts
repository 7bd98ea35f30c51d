import { COMMENTS_PAGE_SIZE, type CommentSection, type CommentsAnswer } from '@tubekit/contract';
import { isoDate } from '../catalog/format.ts';
import type { Db } from '../db/connect.ts';

/** A comment's columns with its author's name and avatar, as json/comments lists them. */
export const COMMENT_COLUMNS = [
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
] as const;

/**
 * One page of an object's comments (COMMENTS_PAGE_SIZE, page 1 the newest), each with its
 * author's username and avatar, and the total. Comments whose author no longer exists are
 * left out (an inner join), so an answer never shows a nameless comment.
 */
export async function listComments(
  db: Db,
  section: CommentSection,
  objectId: number,
  page = 1,
): Promise<CommentsAnswer> {
  const base = db.kysely
    .selectFrom('comments')
    .innerJoin('users', 'users.user_id', 'comments.user_id')
    .where('comments.section', '=', section)
    .where('comments.object_id', '=', objectId);
  const [rows, total] = await Promise.all([
    base
      .select(COMMENT_COLUMNS)
      .orderBy('comments.added_date', 'desc')
      .orderBy('comments.comment_id', 'desc')
      .limit(COMMENTS_PAGE_SIZE)
      .offset((page - 1) * COMMENTS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    comments: rows.map((c) => ({ ...c, added_date: isoDate(c.added_date) })),
    total_count: Number(total.n),
  };
}

/** The largest `?page=` json/comments reads: 500 pages of 20, deeper than anyone scrolls. */
export const MAX_COMMENTS_PAGE = 500;

/**
 * The `page` query value of json/comments: 1 when absent; null (400 `invalid_param` page)
 * when it is not a whole number from 1 to MAX_COMMENTS_PAGE.
 */
export function commentsPage(query: unknown): number | null {
  const raw = (query as Record<string, unknown> | null)?.page;
  if (raw === undefined) return 1;
  const page = typeof raw === 'string' && /^[1-9][0-9]{0,3}$/.test(raw) ? Number(raw) : 0;
  return page >= 1 && page <= MAX_COMMENTS_PAGE ? page : null;
}
