import {
  type MemberFilter,
  type MemberSort,
  type MembersAnswer,
  type MembersParams,
  VIDEO_STATUS,
} from '@tubekit/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { activeUploads, PUBLIC_MEMBER_COLUMNS, toMember } from './member-row.ts';
import { memberConditions } from './members-filter.ts';

const ACTIVE = sql.lit(VIDEO_STATUS.active);

/**
 * Sort keys of the members sorts (descending; user_id breaks ties so pages never overlap).
 * count-videos: active uploads; latest-updates: newest active upload; most-popular:
 * subscribers; most-viewed: profile views; recent: sign-up date; top-rated: mean rating
 * of the member's active uploads.
 */
const SORT_KEYS: Record<MemberSort, RawBuilder<number>> = {
  'count-videos': activeUploads,
  'latest-updates': sql<number>`COALESCE((SELECT MAX(lv.post_date) FROM videos lv WHERE lv.user_id = users.user_id AND lv.status_id = ${ACTIVE}), 0)`,
  'most-popular': sql<number>`users.subscribers`,
  'most-viewed': sql<number>`users.video_viewed`,
  recent: sql<number>`users.added_date`,
  'top-rated': sql<number>`COALESCE((SELECT AVG(rv.rating) FROM videos rv WHERE rv.user_id = users.user_id AND rv.status_id = ${ACTIVE}), 0)`,
};

/** Parameters of a members list once the path and query string are parsed. */
export interface MembersQuery extends Omit<MembersParams, 'lifetime' | 'filter'> {
  filter: MemberFilter;
  /** Part of the username to look for ('' for none). */
  search: string;
}

/** One page of members with the total count for the pager. */
export async function listMembers(db: Db, query: MembersQuery): Promise<MembersAnswer> {
  const { section, filter, search, sort, count, page } = query;
  const base = db.kysely
    .selectFrom('users')
    .where((eb) => eb.and(memberConditions(eb, section, filter, search)));
  const [rows, total] = await Promise.all([
    base
      .select([...PUBLIC_MEMBER_COLUMNS, activeUploads.as('videos_count')])
      .orderBy(SORT_KEYS[sort], 'desc')
      .orderBy('users.user_id', 'desc')
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { members: rows.map(toMember), total_count: Number(total.n) };
}
