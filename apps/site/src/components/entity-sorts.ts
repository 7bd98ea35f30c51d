import type { SortOption } from './sort-filter.tsx';

/**
 * The menu labels of the sorts of the member, channel and model lists (spec section 9).
 * The three lists name a sort the same way (unlike the video lists, where latest-updates
 * is "Newest"), so one table serves them.
 */
const ENTITY_SORT_LABELS = {
  alphabetaz: 'A to Z',
  alphabetza: 'Z to A',
  'most-popular': 'Most popular',
  'top-rated': 'Top rated',
  'most-viewed': 'Most viewed',
  'count-videos': 'Most videos',
  'most-subscribed': 'Most subscribed',
  'most-commented': 'Most commented',
  'latest-updates': 'Recently updated',
  recent: 'Newest',
} as const;

/** A sort key with a label in the entity lists. */
export type EntitySortKey = keyof typeof ENTITY_SORT_LABELS;

/** One option of an entity list's sort menu. */
export interface EntitySortOption<K extends string> extends SortOption {
  key: K;
}

/** The sort menu of a list: its keys, in menu order, with their labels. */
export function entitySortOptions<const K extends EntitySortKey>(
  keys: readonly K[],
): readonly EntitySortOption<K>[] {
  return keys.map((key) => ({ key, label: ENTITY_SORT_LABELS[key] }));
}

/** The label of a sort of `options` (the key itself when it has none). */
export function optionLabel<K extends string>(options: readonly EntitySortOption<K>[], sort: K): string {
  return options.find((o) => o.key === sort)?.label ?? sort;
}
