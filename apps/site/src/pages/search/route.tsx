import { DEFAULTS, LIFETIME, PAGE_SIZE, searchUrl, type VideosAnswer } from '@tubekit/contract';
import { filtersFromSearch, type ListingFilters, withFilters } from '../../components/listing-filters.ts';
import { ListingFilterBar } from '../../components/sorted-list-page.tsx';
import { VideoListing } from '../../components/video-listing.tsx';
import { canonicalUrl } from '../../meta/canonical.ts';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { existingPage } from '../../router/outcome.ts';
import { usePageData } from '../../router/site-state.ts';
import { useApi } from '../../site-context.tsx';

/** The no-result view of spec section 4. */
export const NO_RESULT_TEXT = 'No result found';
/** Spec section 9: a search text is at most 69 characters. */
const MAX_QUERY = 69;

/** videos2.php (section search, relevance) for page `page` of `s`, filtered by duration. */
function resultsPath(s: string, page: number, filters: ListingFilters): string {
  return searchUrl(
    {
      lifetime: LIFETIME.videosList,
      gender: DEFAULTS.gender,
      sort: 'relevance',
      count: PAGE_SIZE.videos,
      page,
      type: 'all',
      ...filters,
    },
    s,
  );
}

const href = (s: string, page: number, filters: ListingFilters) =>
  withFilters(`/search/${page}/?s=${encodeURIComponent(s)}`, filters);

/** /search/{page}/?s=: an empty query asks nothing and shows the no-result view. */
export const loader = (async ({ params, url, api }) => {
  const s = (url.searchParams.get('s') ?? '').trim().slice(0, MAX_QUERY);
  const page = Number(params.page);
  // Relevance takes no date: the duration filter only.
  const filters = filtersFromSearch(url.searchParams);
  const answer: VideosAnswer = s
    ? await api.get<VideosAnswer>(resultsPath(s, page, filters))
    : { videos: [], total_count: 0 };
  return { answer: existingPage(answer, page), page, s, filters };
}) satisfies PageLoader;

/** "{query} videos" (results pages are not worth indexing when empty). */
export function meta({ data, url }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const title = data.s ? `${data.s} videos` : 'Search';
  const empty = 'error' in data.answer || data.answer.total_count === 0;
  return {
    title,
    description: `Free videos matching "${data.s}".`,
    page: data.page,
    noindex: empty,
    canonical: withFilters(canonicalUrl(url.origin, url), data.filters),
  };
}

/** Search results. */
export default function SearchPage() {
  const { answer, page, s, filters } = usePageData<typeof loader>();
  const api = useApi();
  const title = s ? `${s} videos` : 'Search';
  return (
    <section className="page page--search">
      <h1>{title}</h1>
      {s && <ListingFilterBar filters={filters} href={(_, f) => href(s, 1, f)} />}
      <VideoListing
        answer={answer}
        page={page}
        href={(p) => href(s, p, filters)}
        fetchPage={(p) => api.get<VideosAnswer>(resultsPath(s, p, filters))}
        loadMoreLabel="Load more"
        title={title}
        emptyText={NO_RESULT_TEXT}
      />
    </section>
  );
}
