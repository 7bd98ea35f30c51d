import { type Member, VIDEO_STATUS } from '@tubekit/contract';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { isoDate } from '../catalog/format.ts';
import type { Database } from '../db/schema.ts';
import type { UsersTable } from '../db/schema-social.ts';

/**
 * The users columns a public profile may show. Listed one by one (never `selectAll`) so
 * that the e-mail and the password hash can never leak into an answer.
 */
export const PUBLIC_MEMBER_COLUMNS = [
  'users.user_id',
  'users.username',
  'users.about_me',
  'users.description',
  'users.country',
  'users.gender',
  'users.age',
  'users.relationship',
  'users.avatar',
  'users.orientation',
  'users.birth_date',
  'users.education',
  'users.website',
  'users.city',
  'users.interests',
  'users.occupation',
  'users.cover',
  'users.added_date',
  'users.subscribers',
  'users.video_viewed',
] as const;

/** Active uploads of the member of the current `users` row (a correlated subquery). */
export const activeUploads = sql<number>`(SELECT COUNT(*) FROM videos uv WHERE uv.user_id = users.user_id AND uv.status_id = ${sql.lit(VIDEO_STATUS.active)})`;

/** True when the member of the current `users` row has at least one active upload. */
export function hasUploads(eb: ExpressionBuilder<Database, 'users'>) {
  return eb.exists(
    eb
      .selectFrom('videos as hv')
      .select('hv.video_id')
      .whereRef('hv.user_id', '=', 'users.user_id')
      .where('hv.status_id', '=', VIDEO_STATUS.active),
  );
}

type Unprefixed<C> = C extends `users.${infer Name}` ? Name : never;

/** A row as selected with PUBLIC_MEMBER_COLUMNS plus the `videos_count` subquery. */
export type MemberRow = Pick<Selectable<UsersTable>, Unprefixed<(typeof PUBLIC_MEMBER_COLUMNS)[number]>> & {
  videos_count: number;
};

/** Maps a users row to the public profile of the contract. */
export function toMember(row: MemberRow): Member {
  const { subscribers, video_viewed, videos_count, ...profile } = row;
  return {
    ...profile,
    added_date: isoDate(row.added_date),
    object_id: String(row.user_id),
    statistics: { videos: Number(videos_count), subscribers, viewed: video_viewed },
  };
}
