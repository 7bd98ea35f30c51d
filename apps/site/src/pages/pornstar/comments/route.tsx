import { type Comment, type CommentsAnswer, commentsPath, LIFETIME } from '@tubekit/contract';
import { t } from '../../../i18n/t.ts';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { openModal } from '../../../state/modals.ts';
import { userStore, useUser } from '../../../state/user.ts';
import { ModelHeader } from '../model-header.tsx';
import { modelPages } from '../model-loader.ts';

/**
 * json/comments of a model (section models, keyed by model_id). Spec section 6:
 * comments are fetched uncached for signed-in users, so they ask with lifetime 0 (jsond).
 */
function commentsUrl(modelId: number, signedIn: boolean): string {
  return commentsPath.build({
    lifetime: signedIn ? 0 : LIFETIME.comments,
    section: 'models',
    object_id: modelId,
  });
}

/** /pornstar/{dir}/comments/: the model and their comments. An unknown model is the 404. */
export const loader = (async ({ params, api }) => {
  const model = await modelPages.load(api, modelPages.dir(params.dir));
  const signedIn = userStore.getState().user !== null;
  const answer = await api.get<CommentsAnswer | { error: true; code: string }>(
    commentsUrl(model.model_id, signedIn),
  );
  return { model, comments: 'error' in answer ? null : answer.comments };
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

/** The date part of an ISO date ('' for a bad one). */
function day(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '';
}

function CommentItem({ comment }: { comment: Comment }) {
  return (
    <li className="model-comment">
      {comment.avatar ? (
        <img src={comment.avatar} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="model-comment__avatar" aria-hidden="true" />
      )}
      <span className="model-comment__meta">
        <strong>{comment.username}</strong>{' '}
        <time dateTime={comment.added_date}>{day(comment.added_date)}</time>
      </span>
      <p>{comment.text}</p>
    </li>
  );
}

/**
 * Posting needs an account (spec section 6): a visitor gets the prompt, and its button
 * opens the login modal.
 */
function CommentPrompt() {
  const user = useUser();
  if (user) return null;
  return (
    <div className="model-comment-login">
      <span>{t('notify.comments_login_required')}</span>
      <button type="button" onClick={() => openModal('login')}>
        Log in
      </button>
    </div>
  );
}

/** The comments page: newest first, the list's error and empty states. */
export default function ModelCommentsPage() {
  const { model, comments } = usePageData<typeof loader>();
  return (
    <section className="page page--pornstar-comments">
      <ModelHeader model={model} heading={model.title} />
      <h2>{model.title} comments</h2>
      <CommentPrompt />
      {comments === null ? (
        <p className="listing__error" role="alert">
          {t('listing.empty')}
        </p>
      ) : comments.length === 0 ? (
        <p className="video-grid__empty">{t('listing.empty')}</p>
      ) : (
        <ul className="model-comments">
          {comments.map((c) => (
            <CommentItem key={c.comment_id} comment={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
