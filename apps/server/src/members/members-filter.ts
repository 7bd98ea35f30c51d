import {
  type AGE_GROUPS,
  MEMBER_FIELD_WORDS,
  type MemberFilter,
  type MemberSection,
} from '@tubekit/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hasUploads } from './member-row.ts';

/** The longest `?search=` text accepted (the site's search box holds 69 characters). */
export const MEMBER_SEARCH_MAX = 69;

/** Inclusive age bounds of the age groups 1-4; 40+ stops at 120 to keep the list finite. */
const AGE_BOUNDS: Record<keyof typeof AGE_GROUPS, readonly [number, number]> = {
  1: [18, 21],
  2: [22, 29],
  3: [30, 39],
  4: [40, 120],
};

/**
 * Ages are stored as text (an unset age is ''), so an age group becomes a list of texts:
 * a numeric cast would fail on '' in PostgreSQL, and a list needs no dialect code.
 */
function agesOf(group: keyof typeof AGE_GROUPS): string[] {
  const [from, to] = AGE_BOUNDS[group];
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

/** Escapes LIKE wildcards with `!` (portable: no backslash rules differ between engines). */
function likeEscape(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** The WHERE conditions of a members list: section, every filter field and the search. */
export function memberConditions(
  eb: ExpressionBuilder<Database, 'users'>,
  section: MemberSection,
  filter: MemberFilter,
  search: string,
): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (section === 'community' || filter.uploads === 1) where.push(hasUploads(eb));
  if (filter.gender) where.push(eb('users.gender', '=', MEMBER_FIELD_WORDS.gender[filter.gender]));
  if (filter.age_group) where.push(eb('users.age', 'in', agesOf(filter.age_group)));
  if (filter.relationship)
    where.push(eb('users.relationship', '=', MEMBER_FIELD_WORDS.relationship[filter.relationship]));
  if (filter.orientation)
    where.push(eb('users.orientation', '=', MEMBER_FIELD_WORDS.orientation[filter.orientation]));
  if (filter.country) where.push(eb('users.country', '=', filter.country));
  if (filter.avatar) where.push(eb('users.avatar', filter.avatar === 'yes' ? '<>' : '=', ''));
  if (filter.letter) where.push(sql<SqlBool>`lower(users.username) LIKE ${`${filter.letter}%`}`);
  if (search !== '') {
    const pattern = `%${likeEscape(search.toLowerCase())}%`;
    where.push(sql<SqlBool>`lower(users.username) LIKE ${pattern} ESCAPE '!'`);
  }
  return where;
}
