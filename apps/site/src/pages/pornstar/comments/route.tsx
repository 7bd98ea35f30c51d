import type { CommentsAnswer } from '@tubekit/contract';
import { CommentsSection } from '../../../comments/comments-section.tsx';
import { fetchComments } from '../../../comments/use-comments.ts';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { userStore } from '../../../state/user.ts';
import { ModelHeader } from '../model-header.tsx';
import { modelPages } from '../model-loader.ts';

/**
 * /pornstar/{dir}/comments/: the model and the first page of their comments (section models,
 * keyed by model_id), read uncached for a signed-in member (spec section 6). An unknown
 * model is the 404; a comments answer that fails shows the list's error.
 */
export const loader = (async ({ params, api }) => {
  const model = await modelPages.load(api, modelPages.dir(params.dir));
  const signedIn = userStore.getState().user !== null;
  const comments: CommentsAnswer | null = await fetchComments(api, 'models', model.model_id, signedIn);
  return { model, comments };
}) satisfies PageLoader;

/** "{Model} comments". */
export function meta({ data, url }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  const { model } = data;
  return {
    title: `${model.title} comments`,
    description: `What visitors say about ${model.title}.`,
    canonical: modelPages.canonical(url, model.dir, 'comments/'),
  };
}

/** The comments page: the shared comments section with the loader's first page. */
export default function ModelCommentsPage() {
  const { model, comments } = usePageData<typeof loader>();
  return (
    <section className="page page--pornstar-comments">
      <ModelHeader model={model} heading={model.title} />
      <CommentsSection
        key={model.model_id}
        section="models"
        objectId={model.model_id}
        first={comments}
        heading={`${model.title} comments`}
      />
    </section>
  );
}
