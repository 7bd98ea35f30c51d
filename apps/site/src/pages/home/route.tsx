import {
  DEFAULTS,
  LATEST_VIDEOS,
  LIFETIME,
  type MainAnswer,
  mainPath,
  PAGE_SIZE,
  type VideosAnswer,
  videosPath,
} from '@tubekit/contract';
import { VideoListing } from '../../components/video-listing.tsx';
import { HOME_DESCRIPTION, HOME_TITLE, MORE_TRENDING_TEXT } from '../../i18n/initial-texts.ts';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { existingPage } from '../../router/outcome.ts';
import { usePageData } from '../../router/site-state.ts';
import { useApi } from '../../site-context.tsx';

/** The latest-updates page `page` (json/videos2), used from page 2 and by load more. */
function latestPath(page: number): string {
  return videosPath.build({ ...LATEST_VIDEOS, page });
}

/** Home page address of `page`: / for the first, /{page}/ after. */
export function homeHref(page: number): string {
  return page <= 1 ? '/' : `/${page}/`;
}

/** Page 1 reads json/main (24 latest videos + total); later pages read json/videos2. */
export const loader = (async ({ params, api }) => {
  const page = params.page === undefined ? 1 : Number(params.page);
  if (page === 1) {
    const main = await api.get<MainAnswer>(
      mainPath.build({ lifetime: LIFETIME.main, gender: DEFAULTS.gender, lang: DEFAULTS.lang }),
    );
    const answer: VideosAnswer =
      'error' in main ? main : { videos: main.videos, total_count: main.total_count };
    return { answer, page };
  }
  return { answer: existingPage(await api.get<VideosAnswer>(latestPath(page)), page), page };
}) satisfies PageLoader;

/** Home meta: the page suffix comes from the framework. */
export function meta({ data }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return {
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    page: data?.page ?? 1,
  };
}

/** The home page: trending latest videos, "more trending video" and the pager. */
export default function HomePage() {
  const { answer, page } = usePageData<typeof loader>();
  const api = useApi();
  return (
    <section className="page page--home">
      <h1>{HOME_TITLE}</h1>
      <VideoListing
        answer={answer}
        page={page}
        pageSize={PAGE_SIZE.home}
        href={homeHref}
        fetchPage={(p) => api.get<VideosAnswer>(latestPath(p))}
        loadMoreLabel={MORE_TRENDING_TEXT}
        title={HOME_TITLE}
      />
    </section>
  );
}
