import type { Params } from 'react-router';
import { t } from '../i18n/t.ts';
import { notFound } from '../route-module.ts';
import {
  DATE_OPTIONS,
  DURATION_OPTIONS,
  filtersForSort,
  type ListingFilters,
  takesDate,
} from './listing-filters.ts';
import { type ListPage, PagedListing, type PagedListingProps } from './paged-listing.tsx';
import { SortFilter, type SortOption } from './sort-filter.tsx';

/**
 * The `:sort` and `:page` of a sorted list's address (/community/{sort}/{page}/); an unknown
 * sort or a page that is no positive whole number is the 404 (no API call).
 */
export function sortedListParams<S extends string>(
  params: Params,
  isSort: (value: string | undefined) => value is S,
): { sort: S; page: number } {
  const sort = params.sort;
  const page = Number(params.page);
  if (!isSort(sort) || !Number.isInteger(page) || page < 1) notFound();
  return { sort, page };
}

export interface SortedListPageProps<T>
  extends Omit<PagedListingProps<T>, 'href' | 'loadMoreLabel' | 'title' | 'answer'> {
  answer: ListPage<T>;
  /** The page's own class (page--community...). */
  pageClass: string;
  /** The list's name, the h1; the meta title adds the sort's label. */
  title: string;
  options: readonly SortOption[];
  sort: string;
  sortLabel: string;
  /** The address of page `page` of the list in sort `sort`. */
  listHref: (sort: string, page: number) => string;
}

/** A card list with its sort selector, pager and load more (community, channels). */
export function SortedListPage<T>(props: SortedListPageProps<T>) {
  const { pageClass, title, options, sort, sortLabel, listHref, ...listing } = props;
  return (
    <section className={`page ${pageClass}`}>
      <h1>{title}</h1>
      <SortFilter label="Sort by" options={options} current={sort} href={(key) => listHref(key, 1)} />
      <PagedListing
        {...listing}
        href={(p) => listHref(sort, p)}
        loadMoreLabel={t('listing.load_more')}
        title={`${title} ${sortLabel}`}
      />
    </section>
  );
}

// The video listings' selector bar lives here, beside the other sorted lists' page, so the
// listings share one chunk with the sort selector: each extra shared chunk's name goes into
// the entry's preload map, on the home page's first load (issue #19 item 6, measured).

export interface ListingFilterBarProps {
  /** The listing's sort menu, when it has one (the videos page); without it, no sort menu. */
  sorts?: readonly SortOption[];
  /** The current sort: the date menu shows only for top-rated and most-popular. */
  sort?: string;
  filters: ListingFilters;
  /** The address of page 1 of the listing in `sort` with `filters`. */
  href: (sort: string | undefined, filters: ListingFilters) => string;
}

/**
 * A video listing's sort, duration and date selectors: each a dropdown on wide screens and
 * the bottom sheet on narrow ones (SortFilter). Every choice goes to page 1 and keeps the
 * other choices, except a date on a sort that takes none.
 */
export function ListingFilterBar({ sorts, sort, filters, href }: ListingFilterBarProps) {
  return (
    <div className="listing-filter-bar">
      {sorts && sort && (
        <SortFilter
          label="Sort by"
          options={sorts}
          current={sort}
          href={(key) => href(key, filtersForSort(filters, key))}
        />
      )}
      <SortFilter
        label="Duration"
        options={DURATION_OPTIONS}
        current={String(filters.duration)}
        href={(key) => href(sort, { ...filters, duration: Number(key) as ListingFilters['duration'] })}
      />
      {takesDate(sort) && (
        <SortFilter
          label="Date"
          options={DATE_OPTIONS}
          current={filters.date}
          href={(key) => href(sort, { ...filters, date: key as ListingFilters['date'] })}
        />
      )}
    </div>
  );
}
