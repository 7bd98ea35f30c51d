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
import { VideoListing } from '../../../components/video-listing.tsx';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../../../route-module.ts';
import { existingPage } from '../../../router/outcome.ts';
import { usePageData } from '../../../router/site-state.ts';
import { useApi } from '../../../site-context.tsx';

const DIR = /^[a-z0-9-]{1,100}$/;

/** json/videos2 of one category page (default sort latest-updates). */
function listPath(dir: string, page: number): string {
  return videosPath.build({
    ...LATEST_VIDEOS,
    count: PAGE_SIZE.videos,
    section: 'categories',
    object_id: dir,
    page,
  });
}

const href = (dir: string, page: number) =>
  page <= 1 ? `/categories/${dir}/` : `/categories/${dir}/${page}/`;

/** /categories/{dir}/{page?}/: an unknown category is the 404. */
export const loader = (async ({ params, api }) => {
  const dir = params.object_id ?? '';
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!DIR.test(dir) || !Number.isInteger(page) || page < 1) notFound();
  const [all, answer] = await Promise.all([
    api.get<CategoriesAnswer>(
      categoriesPath.build({
        lifetime: LIFETIME.categories,
        gender: DEFAULTS.gender,
        section: 'all',
        lang: DEFAULTS.lang,
      }),
    ),
    api.get<VideosAnswer>(listPath(dir, page)),
  ]);
  const category = 'error' in all ? undefined : all.categories.find((c) => c.dir === dir);
  if (!category) notFound();
  return {
    answer: existingPage(answer, page),
    page,
    dir,
    title: category.title,
    description: category.description,
  };
}) satisfies PageLoader;

/** "{Category} videos". */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return {
    title: `${data.title} videos`,
    description: data.description || `Free ${data.title} videos.`,
    page: data.page,
  };
}

/** The videos of one category. */
export default function CategoryVideosPage() {
  const { answer, page, dir, title } = usePageData<typeof loader>();
  const api = useApi();
  return (
    <section className="page page--category">
      <h1>{title} videos</h1>
      <VideoListing
        answer={answer}
        page={page}
        href={(p) => href(dir, p)}
        fetchPage={(p) => api.get<VideosAnswer>(listPath(dir, p))}
        loadMoreLabel="Load more"
        title={`${title} videos`}
      />
    </section>
  );
}
