import type { Member } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { activeUploads, PUBLIC_MEMBER_COLUMNS, toMember } from './member-row.ts';

/** One member's public profile, or null when no such member exists. */
export async function findMember(db: Db, userId: number): Promise<Member | null> {
  const row = await db.kysely
    .selectFrom('users')
    .select([...PUBLIC_MEMBER_COLUMNS, activeUploads.as('videos_count')])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
  return row ? toMember(row) : null;
}
