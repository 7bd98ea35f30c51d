import { MEMBER_SORTS, type MemberSort } from '@tubekit/contract';
import { entitySortOptions, optionLabel } from '../../components/entity-sorts.ts';

/** The sorts of the community listing (the "second list" of spec section 9), in menu order. */
export const MEMBER_SORT_OPTIONS = entitySortOptions([
  'recent',
  'most-popular',
  'top-rated',
  'most-viewed',
  'count-videos',
  'latest-updates',
] satisfies MemberSort[]);

/** True for a member sort; anything else is not a listing (the 404). */
export function isMemberSort(value: string | undefined): value is MemberSort {
  return MEMBER_SORTS.includes(value as MemberSort);
}

/** The label of a member sort. */
export function memberSortLabel(sort: MemberSort): string {
  return optionLabel(MEMBER_SORT_OPTIONS, sort);
}

/** The address of a community page. */
export function communityHref(sort: string, page: number): string {
  return `/community/${sort}/${page}/`;
}
