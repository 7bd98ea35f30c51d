import {
  type CategoriesAnswer,
  categoriesPath,
  DEFAULTS,
  LATEST_VIDEOS,
  LIFETIME,
  PAGE_SIZE,
  type VideosAnswer,
  videosPath,
} from '@tubekit/contract';
import {
  filteredTitle,
  filtersFromSearch,
  type ListingFilters,
  withFilters,
} from '../../../components/listing-filters.ts';
import { ListingFilterBar } from '../../../components/sorted-list-page.tsx';
import { VideoListing } from '../../../components/video-listing.tsx';
import { canonicalUrl } from '../../../meta/canonical.ts';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../../../route-module.ts';
import { existingPage } from '../../../router/outcome.ts';
import { usePageData } from '../../../router/site-state.ts';
import { useApi } from '../../../site-context.tsx';

const DIR = /^[a-z0-9-]{1,100}$/;

/** json/videos2 of one category page (default sort latest-updates), filtered by duration. */
function listPath(dir: string, page: number, filters: ListingFilters): string {
  return videosPath.build({
    ...LATEST_VIDEOS,
    ...filters,
    count: PAGE_SIZE.videos,
    section: 'categories',
    object_id: dir,
    page,
  });
}

const href = (dir: string, page: number, filters: ListingFilters) =>
  withFilters(page <= 1 ? `/categories/${dir}/` : `/categories/${dir}/${page}/`, filters);

/** /categories/{dir}/{page?}/?duration=: an unknown category is the 404. */
export const loader = (async ({ params, url, api }) => {
  const dir = params.object_id ?? '';
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!DIR.test(dir) || !Number.isInteger(page) || page < 1) notFound();
  // The category list's sort is latest-updates: the duration filter only.
  const filters = filtersFromSearch(url.searchParams);
  const [all, answer] = await Promise.all([
    api.get<CategoriesAnswer>(
      categoriesPath.build({
        lifetime: LIFETIME.categories,
        gender: DEFAULTS.gender,
        section: 'all',
        lang: DEFAULTS.lang,
      }),
    ),
    api.get<VideosAnswer>(listPath(dir, page, filters)),
  ]);
  const category = 'error' in all ? undefined : all.categories.find((c) => c.dir === dir);
  if (!category) notFound();
  return {
    answer: existingPage(answer, page),
    page,
    dir,
    filters,
    title: category.title,
    description: category.description,
  };
}) satisfies PageLoader;

/** "{Category} videos", with the filter; the canonical keeps it. */
export function meta({ data, url }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return {
    title: filteredTitle(`${data.title} videos`, data.filters),
    description: data.description || `Free ${data.title} videos.`,
    page: data.page,
    canonical: withFilters(canonicalUrl(url.origin, url), data.filters),
  };
}

/** The videos of one category. */
export default function CategoryVideosPage() {
  const { answer, page, dir, title, filters } = usePageData<typeof loader>();
  const api = useApi();
  return (
    <section className="page page--category">
      <h1>{title} videos</h1>
      <ListingFilterBar filters={filters} href={(_, f) => href(dir, 1, f)} />
      <VideoListing
        answer={answer}
        page={page}
        href={(p) => href(dir, p, filters)}
        fetchPage={(p) => api.get<VideosAnswer>(listPath(dir, p, filters))}
        loadMoreLabel="Load more"
        title={filteredTitle(`${title} videos`, filters)}
      />
    </section>
  );
}
