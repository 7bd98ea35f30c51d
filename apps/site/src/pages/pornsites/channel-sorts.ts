import { CHANNEL_SORTS, type ChannelSort } from '@tubekit/contract';
import { entitySortOptions, optionLabel } from '../../components/entity-sorts.ts';

/** The sorts of the channels page (spec section 9 "Channels"), in menu order. */
export const CHANNEL_SORT_OPTIONS = entitySortOptions([
  'alphabetaz',
  'alphabetza',
  'most-popular',
  'top-rated',
  'most-viewed',
  'count-videos',
  'latest-updates',
  'recent',
] satisfies ChannelSort[]);

/** True for a channel sort; anything else is not a listing (the 404). */
export function isChannelSort(value: string | undefined): value is ChannelSort {
  return CHANNEL_SORTS.includes(value as ChannelSort);
}

/** The label of a channel sort. */
export function channelSortLabel(sort: ChannelSort): string {
  return optionLabel(CHANNEL_SORT_OPTIONS, sort);
}

/** The address of a channels page. */
export function channelsHref(sort: string, page: number): string {
  return `/pornsites/${sort}/${page}/`;
}
