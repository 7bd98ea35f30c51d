import { CHANNEL_SORTS, type ChannelSort } from '@tubekit/contract';
import type { SortOption } from '../../components/sort-filter.tsx';

/** The sorts of the channels page (spec section 9 "Channels"), in menu order. */
export const CHANNEL_SORT_OPTIONS = [
  { key: 'alphabetaz', label: 'A to Z' },
  { key: 'alphabetza', label: 'Z to A' },
  { key: 'most-popular', label: 'Most popular' },
  { key: 'top-rated', label: 'Top rated' },
  { key: 'most-viewed', label: 'Most viewed' },
  { key: 'count-videos', label: 'Most videos' },
  { key: 'latest-updates', label: 'Recently updated' },
  { key: 'recent', label: 'Newest' },
] as const satisfies readonly (SortOption & { key: ChannelSort })[];

/** True for a channel sort; anything else is not a listing (the 404). */
export function isChannelSort(value: string | undefined): value is ChannelSort {
  return CHANNEL_SORTS.includes(value as ChannelSort);
}

/** The label of a channel sort. */
export function channelSortLabel(sort: ChannelSort): string {
  return CHANNEL_SORT_OPTIONS.find((o) => o.key === sort)?.label ?? sort;
}

/** The address of a channels page. */
export function channelsHref(sort: string, page: number): string {
  return `/pornsites/${sort}/${page}/`;
}
