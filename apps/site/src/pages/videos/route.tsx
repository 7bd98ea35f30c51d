import { LATEST_VIDEOS, PAGE_SIZE, type VideosAnswer, videosPath } from '@tubekit/contract';
import { SortFilter } from '../../components/sort-filter.tsx';
import { sortedListParams } from '../../components/sorted-list-page.tsx';
import { VideoListing } from '../../components/video-listing.tsx';
import { isWideSort, sortLabel, VIDEO_SORT_OPTIONS, type WideSort } from '../../components/video-sorts.ts';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { existingPage } from '../../router/outcome.ts';
import { usePageData } from '../../router/site-state.ts';
import { useApi } from '../../site-context.tsx';

/** json/videos2 of one page of all videos in `sort`. */
function listPath(sort: WideSort, page: number): string {
  return videosPath.build({ ...LATEST_VIDEOS, sort, count: PAGE_SIZE.videos, page });
}

const href = (sort: string, page: number) => `/videos/${sort}/${page}/`;

/** /videos/{sort}/{page}/: an unknown sort is the 404. */
export const loader = (async ({ params, api }) => {
  const { sort, page } = sortedListParams(params, isWideSort);
  return { answer: existingPage(await api.get<VideosAnswer>(listPath(sort, page)), page), page, sort };
}) satisfies PageLoader;

/** "{Sort} videos". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const label = sortLabel(data.sort);
  return {
    title: `${label} videos`,
    description: `${label} free videos, ${PAGE_SIZE.videos} per page.`,
    page: data.page,
  };
}

/** The video listing with its sort selector. */
export default function VideosPage() {
  const { answer, page, sort } = usePageData<typeof loader>();
  const api = useApi();
  const title = `${sortLabel(sort)} videos`;
  return (
    <section className="page page--videos">
      <h1>{title}</h1>
      <SortFilter label="Sort by" options={VIDEO_SORT_OPTIONS} current={sort} href={(key) => href(key, 1)} />
      <VideoListing
        answer={answer}
        page={page}
        href={(p) => href(sort, p)}
        fetchPage={(p) => api.get<VideosAnswer>(listPath(sort, p))}
        loadMoreLabel="Load more"
        title={title}
      />
    </section>
  );
}
