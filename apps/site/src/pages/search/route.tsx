import { DEFAULTS, LIFETIME, PAGE_SIZE, searchUrl, type VideosAnswer } from '@tubekit/contract';
import { VideoListing } from '../../components/video-listing.tsx';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { existingPage } from '../../router/outcome.ts';
import { usePageData } from '../../router/site-state.ts';
import { useApi } from '../../site-context.tsx';

/** The no-result view of spec section 4. */
export const NO_RESULT_TEXT = 'No result found';
/** Spec section 9: a search text is at most 69 characters. */
const MAX_QUERY = 69;

/** videos2.php (section search, relevance) for page `page` of `s`. */
function resultsPath(s: string, page: number): string {
  return searchUrl(
    {
      lifetime: LIFETIME.videosList,
      gender: DEFAULTS.gender,
      sort: 'relevance',
      count: PAGE_SIZE.videos,
      page,
      type: 'all',
      duration: 0,
      date: 'all',
    },
    s,
  );
}

const href = (s: string, page: number) => `/search/${page}/?s=${encodeURIComponent(s)}`;

/** /search/{page}/?s=: an empty query asks nothing and shows the no-result view. */
export const loader = (async ({ params, url, api }) => {
  const s = (url.searchParams.get('s') ?? '').trim().slice(0, MAX_QUERY);
  const page = Number(params.page);
  const answer: VideosAnswer = s
    ? await api.get<VideosAnswer>(resultsPath(s, page))
    : { videos: [], total_count: 0 };
  return { answer: existingPage(answer, page), page, s };
}) satisfies PageLoader;

/** "{query} videos" (results pages are not worth indexing when empty). */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const title = data.s ? `${data.s} videos` : 'Search';
  const empty = 'error' in data.answer || data.answer.total_count === 0;
  return { title, description: `Free videos matching "${data.s}".`, page: data.page, noindex: empty };
}

/** Search results. */
export default function SearchPage() {
  const { answer, page, s } = usePageData<typeof loader>();
  const api = useApi();
  const title = s ? `${s} videos` : 'Search';
  return (
    <section className="page page--search">
      <h1>{title}</h1>
      <VideoListing
        answer={answer}
        page={page}
        href={(p) => href(s, p)}
        fetchPage={(p) => api.get<VideosAnswer>(resultsPath(s, p))}
        loadMoreLabel="Load more"
        title={title}
        emptyText={NO_RESULT_TEXT}
      />
    </section>
  );
}
