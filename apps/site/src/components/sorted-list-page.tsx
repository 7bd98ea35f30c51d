import type { Params } from 'react-router';
import { t } from '../i18n/t.ts';
import { notFound } from '../route-module.ts';
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
