import { LATEST_VIDEOS, PAGE_SIZE, type VideosAnswer, videosPath } from '@tubekit/contract';
import {
  filteredTitle,
  filtersFromSearch,
  type ListingFilters,
  withFilters,
} from '../../components/listing-filters.ts';
import { ListingFilterBar, sortedListParams } from '../../components/sorted-list-page.tsx';
import { VideoListing } from '../../components/video-listing.tsx';
import { isWideSort, sortLabel, VIDEO_SORT_OPTIONS, type WideSort } from '../../components/video-sorts.ts';
import { canonicalUrl } from '../../meta/canonical.ts';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { existingPage } from '../../router/outcome.ts';
import { usePageData } from '../../router/site-state.ts';
import { useApi } from '../../site-context.tsx';

/** json/videos2 of one page of all videos in `sort`, filtered. */
function listPath(sort: WideSort, page: number, filters: ListingFilters): string {
  return videosPath.build({ ...LATEST_VIDEOS, ...filters, sort, count: PAGE_SIZE.videos, page });
}

/** The address of page `page` in `sort` with `filters` (`?duration=1&date=week`). */
const href = (sort: string, page: number, filters: ListingFilters) =>
  withFilters(`/videos/${sort}/${page}/`, filters);

/** /videos/{sort}/{page}/?duration=&date=: an unknown sort is the 404. */
export const loader = (async ({ params, url, api }) => {
  const { sort, page } = sortedListParams(params, isWideSort);
  const filters = filtersFromSearch(url.searchParams, sort);
  const answer = existingPage(await api.get<VideosAnswer>(listPath(sort, page, filters)), page);
  return { answer, page, sort, filters };
}) satisfies PageLoader;

/** "{Sort} videos", with the filters; the canonical keeps them (a filtered page is its own). */
export function meta({ data, url }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const label = sortLabel(data.sort);
  return {
    title: filteredTitle(`${label} videos`, data.filters),
    description: `${label} free videos, ${PAGE_SIZE.videos} per page.`,
    page: data.page,
    canonical: withFilters(canonicalUrl(url.origin, url), data.filters),
  };
}

/** The video listing with its sort, duration and date selectors. */
export default function VideosPage() {
  const { answer, page, sort, filters } = usePageData<typeof loader>();
  const api = useApi();
  const title = `${sortLabel(sort)} videos`;
  return (
    <section className="page page--videos">
      <h1>{title}</h1>
      <ListingFilterBar
        sorts={VIDEO_SORT_OPTIONS}
        sort={sort}
        filters={filters}
        href={(s, f) => href(s ?? sort, 1, f)}
      />
      <VideoListing
        answer={answer}
        page={page}
        href={(p) => href(sort, p, filters)}
        fetchPage={(p) => api.get<VideosAnswer>(listPath(sort, p, filters))}
        loadMoreLabel="Load more"
        title={filteredTitle(title, filters)}
      />
    </section>
  );
}
