import { VIDEO_SORTS_WIDE } from '@tubekit/contract';
import type { SortOption } from './sort-filter.tsx';

/** Labels of the wide video sort list (spec section 9), in menu order. */
export const VIDEO_SORT_OPTIONS: readonly SortOption[] = [
  { key: 'latest-updates', label: 'Newest' },
  { key: 'most-popular', label: 'Most popular' },
  { key: 'top-rated', label: 'Top rated' },
  { key: 'longest', label: 'Longest' },
  { key: 'most-commented', label: 'Most commented' },
  { key: 'most-viewed', label: 'Most viewed' },
];

/** A sort of the wide list; anything else is not a listing. */
export type WideSort = (typeof VIDEO_SORTS_WIDE)[number];

/** True for a sort key of the wide video list. */
export function isWideSort(value: string | undefined): value is WideSort {
  return VIDEO_SORTS_WIDE.includes(value as WideSort);
}

/** The label of a sort key (the key itself when unknown). */
export function sortLabel(key: string): string {
  return VIDEO_SORT_OPTIONS.find((o) => o.key === key)?.label ?? key;
}
