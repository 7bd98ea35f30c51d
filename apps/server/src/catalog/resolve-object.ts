import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { executeReused } from '../db/reused-query.ts';
import { ApiError } from '../http/errors.ts';

/** A resolved section object: its row id and its video counter (0 for members). */
export interface SectionObject {
  id: number;
  size: number;
}

/**
 * The row of a listing's section object: a category, model or channel dir, or a member's
 * numeric id. An unknown one is a 404 `not_found` (the site shows its 404 page).
 */
export async function resolveSectionObject(
  db: Db,
  section: string,
  objectId: string,
): Promise<SectionObject | null> {
  const k = db.kysely;
  // A listing's first query on every request: compiled once, and on PostgreSQL a prepared
  // statement, so it is not planned each time.
  let row: SectionObject | undefined;
  switch (section) {
    case '':
      return null;
    case 'categories':
      [row] = await executeReused(db, 'section-object|categories', [objectId], () =>
        k
          .selectFrom('categories')
          .select(['category_id as id', 'total_videos as size'])
          .where('dir', '=', objectId),
      );
      break;
    case 'models':
      [row] = await executeReused(db, 'section-object|models', [objectId], () =>
        k.selectFrom('models').select(['model_id as id', 'total_videos as size']).where('dir', '=', objectId),
      );
      break;
    case 'channels':
      [row] = await executeReused(db, 'section-object|channels', [objectId], () =>
        k
          .selectFrom('channels')
          .select(['channel_id as id', 'total_videos as size'])
          .where('dir', '=', objectId),
      );
      break;
    case 'members': {
      const id = Number(objectId);
      if (!Number.isSafeInteger(id) || id < 1) throw new ApiError('invalid_param', 'object_id');
      row = await k
        .selectFrom('users')
        .select(['user_id as id', sql<number>`0`.as('size')])
        .where('user_id', '=', id)
        .executeTakeFirst();
      break;
    }
    default:
      throw new ApiError('invalid_param', 'section');
  }
  if (!row) throw new ApiError('not_found', 'object_id');
  return row;
}
