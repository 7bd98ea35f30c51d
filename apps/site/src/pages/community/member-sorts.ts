import { MEMBER_SORTS, type MemberSort } from '@tubekit/contract';
import type { SortOption } from '../../components/sort-filter.tsx';

/** The sorts of the community listing (the "second list" of spec section 9), in menu order. */
export const MEMBER_SORT_OPTIONS = [
  { key: 'recent', label: 'Newest' },
  { key: 'most-popular', label: 'Most popular' },
  { key: 'top-rated', label: 'Top rated' },
  { key: 'most-viewed', label: 'Most viewed' },
  { key: 'count-videos', label: 'Most videos' },
  { key: 'latest-updates', label: 'Recently updated' },
] as const satisfies readonly (SortOption & { key: MemberSort })[];

/** True for a member sort; anything else is not a listing (the 404). */
export function isMemberSort(value: string | undefined): value is MemberSort {
  return MEMBER_SORTS.includes(value as MemberSort);
}

/** The label of a member sort. */
export function memberSortLabel(sort: MemberSort): string {
  return MEMBER_SORT_OPTIONS.find((o) => o.key === sort)?.label ?? sort;
}

/** The address of a community page. */
export function communityHref(sort: string, page: number): string {
  return `/community/${sort}/${page}/`;
}
