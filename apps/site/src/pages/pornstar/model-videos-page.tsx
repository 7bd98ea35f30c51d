import { DEFAULTS, LIFETIME, PAGE_SIZE, type VideosAnswer, videosPath } from '@tubekit/contract';
import { useLoaderData } from 'react-router';
import { browserApi } from '../../api/browser-transport.ts';
import { VideoListing } from '../../components/video-listing.tsx';
import { t } from '../../i18n/t.ts';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../../route-module.ts';
import { ModelHeader } from './model-header.tsx';
import { loadModel, modelCanonical, modelDir, modelHref } from './model-loader.ts';

/** json/videos2 of one page of a performer's videos (default sort latest-updates). */
function listPath(dir: string, page: number): string {
  return videosPath.build({
    lifetime: LIFETIME.videosList,
    gender: DEFAULTS.gender,
    sort: 'latest-updates',
    count: PAGE_SIZE.videos,
    section: 'models',
    object_id: dir,
    page,
    type: 'all',
    duration: 0,
    date: 'all',
  });
}

/** Page 1 is the performer page itself; later pages live under videos/{page}/. */
const videosHref = (dir: string, page: number) =>
  page <= 1 ? modelHref(dir) : modelHref(dir, `videos/${page}/`);

/**
 * /pornstar/{dir}/ (page 1) and /pornstar/{dir}/videos/{page}/: the performer and one page
 * of their videos, asked together. An unknown performer is the 404.
 */
export const loader = (async ({ params, api }) => {
  const dir = modelDir(params.dir);
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1) notFound();
  const [model, answer] = await Promise.all([
    loadModel(api, dir),
    api.get<VideosAnswer>(listPath(dir, page)),
  ]);
  return { model, answer, page };
}) satisfies PageLoader;

type Data = Awaited<ReturnType<typeof loader>>;

/** "{Performer} videos", page suffix from page 2; the canonical keeps the performer. */
export function meta({ data, url }: PageMetaArgs<Data>): PageMeta {
  const { model, page } = data;
  return {
    title: `${model.title} videos`,
    description: `${model.title}: ${model.statistics.videos} free videos, newest first.`,
    page,
    canonical: modelCanonical(url, model.dir, page > 1 ? `videos/${page}/` : ''),
  };
}

/** The performer with their videos, pager and load more. */
export default function ModelVideosPage() {
  const { model, answer, page } = useLoaderData<typeof loader>();
  const title = `${model.title} videos`;
  return (
    <section className="page page--pornstar">
      <ModelHeader model={model} heading={model.title} />
      <h2>{title}</h2>
      <VideoListing
        answer={answer}
        page={page}
        href={(p) => videosHref(model.dir, p)}
        fetchPage={(p) => browserApi().get<VideosAnswer>(listPath(model.dir, p))}
        loadMoreLabel={t('listing.load_more')}
        title={title}
      />
    </section>
  );
}
