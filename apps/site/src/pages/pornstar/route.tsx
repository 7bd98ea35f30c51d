import { EntityVideosPage, loadEntityVideos } from '../../components/entity-videos.tsx';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../route-module.ts';
import { usePageData } from '../../router/site-state.ts';
import { ModelHeader } from './model-header.tsx';
import { loadModel, modelCanonical, modelDir, modelHref } from './model-loader.ts';

/** Page 1 is the model page itself; later pages live under videos/{page}/. */
const videosHref = (dir: string, page: number) =>
  page <= 1 ? modelHref(dir) : modelHref(dir, `videos/${page}/`);

/**
 * /pornstar/{dir}/ (page 1) and /pornstar/{dir}/videos/{page}/: the model and one page
 * of their videos, asked together. An unknown model is the 404.
 */
export const loader = (async ({ params, api }) => {
  const { entity, answer, page } = await loadEntityVideos(
    params,
    api,
    'models',
    modelDir(params.dir),
    loadModel,
  );
  return { model: entity, answer, page };
}) satisfies PageLoader;

type Data = Awaited<ReturnType<typeof loader>>;

/** "{Model} videos", page suffix from page 2; the canonical keeps the model. */
export function meta({ data, url }: PageMetaArgs<Data>): PageMeta {
  const { model, page } = data;
  return {
    title: `${model.title} videos`,
    description: `${model.title}: ${model.statistics.videos} free videos, newest first.`,
    page,
    canonical: modelCanonical(url, model.dir, page > 1 ? `videos/${page}/` : ''),
  };
}

/** The model with their videos, pager and load more. */
export default function ModelVideosPage() {
  const { model, answer, page } = usePageData<typeof loader>();
  return (
    <EntityVideosPage
      pageClass="page--pornstar"
      header={<ModelHeader model={model} heading={model.title} />}
      section="models"
      dir={model.dir}
      title={`${model.title} videos`}
      answer={answer}
      page={page}
      href={(p) => videosHref(model.dir, p)}
    />
  );
}
