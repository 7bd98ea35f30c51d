import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { executeReused } from '../db/reused-query.ts';
import { ApiError } from '../http/errors.ts';

/** A resolved section object: its row id and its video counter (0 for members). */
export interface SectionObject {
  id: number;
  size: number;
}

/** The id column of each section whose object a listing names by its dir. */
const DIR_SECTION_IDS = { categories: 'category_id', models: 'model_id', channels: 'channel_id' } as const;

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
    case 'models':
    case 'channels':
      [row] = await executeReused(db, `section-object|${section}`, [objectId], () =>
        k
          .selectFrom(section)
          .select([`${DIR_SECTION_IDS[section]} as id`, 'total_videos as size'])
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
