import type { DateFilter, DurationFilter, VideoSort } from '@tubekit/contract';
import type { SortOption } from './sort-filter.tsx';

/**
 * The date and duration filters of a video listing (spec section 9: date all, day, week,
 * month for top-rated and most-popular; duration 1 under 10 min, 2 10–40 min, 3 over 40 min).
 * They live in the address's query under the API's own names, `?duration=1&date=week`, as the
 * models page keeps its filters, so a filtered page is a link of its own (pager, canonical).
 */
export interface ListingFilters {
  duration: DurationFilter;
  date: DateFilter;
}

/** No filter: every length, all time (the API's defaults, never written to an address). */
export const NO_FILTERS: ListingFilters = { duration: 0, date: 'all' };

/** The duration menu, in the spec's order; 0 (any length) clears it. */
export const DURATION_OPTIONS: readonly SortOption[] = [
  { key: '0', label: 'Any length' },
  { key: '1', label: 'Under 10 min' },
  { key: '2', label: '10–40 min' },
  { key: '3', label: 'Over 40 min' },
];

/** The date menu: the API's windows are rolling (DATE_FILTER_SECONDS), hence "last …". */
export const DATE_OPTIONS: readonly SortOption[] = [
  { key: 'all', label: 'All time' },
  { key: 'day', label: 'Last 24 hours' },
  { key: 'week', label: 'Last 7 days' },
  { key: 'month', label: 'Last 30 days' },
];

/**
 * The contract's DATE_FILTERED_SORTS (a test keeps them equal, as it keeps the option keys
 * equal to DATE_FILTERS and DURATION_FILTERS): imported, those lists would be exported from
 * the contract chunk of every page's first load.
 */
export const DATE_SORTS: readonly VideoSort[] = ['top-rated', 'most-popular'];

/** True when the listing's sort takes a date filter (top-rated, most-popular). */
export function takesDate(sort: string | undefined): boolean {
  return DATE_SORTS.some((s) => s === sort);
}

/**
 * The filters of an address's query. A value outside its list is dropped, not an error (an
 * old or hand-edited link still lists videos), and so is a date on a sort that takes none.
 */
export function filtersFromSearch(search: URLSearchParams, sort?: string): ListingFilters {
  const duration = Number(
    DURATION_OPTIONS.find((o) => o.key === search.get('duration'))?.key ?? 0,
  ) as DurationFilter;
  const date = (DATE_OPTIONS.find((o) => o.key === search.get('date'))?.key ?? 'all') as DateFilter;
  return { duration, date: takesDate(sort) ? date : 'all' };
}

/** The filters as they fit `sort`: the date is dropped when the sort takes none. */
export function filtersForSort(filters: ListingFilters, sort: string | undefined): ListingFilters {
  return takesDate(sort) ? filters : { ...filters, date: 'all' };
}

/**
 * `address` with the filters' query added (after a query it has, such as search's `s`), in
 * one order, duration then date, so one filtered page has one address.
 */
export function withFilters(address: string, filters: ListingFilters): string {
  const query = new URLSearchParams();
  if (filters.duration !== 0) query.set('duration', String(filters.duration));
  if (filters.date !== 'all') query.set('date', filters.date);
  const text = query.toString();
  if (!text) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${text}`;
}

/**
 * The title of a filtered listing: "Top rated videos: Under 10 min, Last 7 days" (the
 * unfiltered title alone without filters), so each filtered address has a title of its own.
 */
export function filteredTitle(title: string, filters: ListingFilters): string {
  const labels = [
    filters.duration !== 0 && DURATION_OPTIONS.find((o) => o.key === String(filters.duration))?.label,
    filters.date !== 'all' && DATE_OPTIONS.find((o) => o.key === filters.date)?.label,
  ].filter(Boolean);
  return labels.length ? `${title}: ${labels.join(', ')}` : title;
}
