import {
  COMMENT_ENDPOINTS,
  type CommentAnswer,
  type CommentPostSection,
  type CommentsAnswer,
} from '@tubekit/contract';
import { useState } from 'react';
import { LoadMore } from '../components/load-more.tsx';
import { t } from '../i18n/t.ts';
import { useApi } from '../site-context.tsx';
import { openModal } from '../state/modals.ts';
import { notify } from '../state/notifications.ts';
import { type SessionUser, useUser } from '../state/user.ts';
import { useHydrated } from '../use-hydrated.ts';
import { CommentForm, commentErrorText } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { COMMENT_TEXTS } from './comment-texts.ts';
import { useComments } from './use-comments.ts';
import './comments.css';

/**
 * Posting needs an account (spec section 6): a visitor reads "Please login or register to
 * post comments", and its button opens the Login modal.
 */
function VisitorPrompt() {
  return (
    <div className="comments__login">
      <span>{t('notify.comments_login_required')}</span>
      <button type="button" className="button button--primary" onClick={() => openModal('login')}>
        {COMMENT_TEXTS.login}
      </button>
    </div>
  );
}

/**
 * Delete is offered on one's own comments, and to a moderator on all (comment.php agrees),
 * after hydration: the server renders a page every member shares, for no member in particular.
 */
function mayDelete(user: SessionUser | null, authorId: number): boolean {
  return user !== null && (user.user_id === authorId || user.role === 'moderator');
}

/**
 * The comments of a video, model or channel: the member's box (or the visitor prompt), the
 * list newest first with "Show more comments" for older pages, Delete on the member's own
 * comments and Report on every one. `first` is the first page when a page loader read it
 * (the model's comments page); without it the section fetches it.
 */
export function CommentsSection(props: {
  section: CommentPostSection;
  objectId: number;
  first?: CommentsAnswer | null;
  /** The heading level's text; "Comments" by default. */
  heading?: string;
}) {
  const api = useApi();
  const user = useUser();
  const hydrated = useHydrated();
  const list = useComments(
    api,
    { section: props.section, objectId: props.objectId, signedIn: user !== null },
    props.first,
  );
  const [deleting, setDeleting] = useState<number | null>(null);

  async function remove(commentId: number) {
    setDeleting(commentId);
    try {
      const answer = await api.post<CommentAnswer | { error: true; code: string }>(
        COMMENT_ENDPOINTS.comment,
        {
          act: 'delete',
          comment_id: commentId,
        },
      );
      if ('error' in answer && answer.code !== 'not_found') {
        notify({
          type: 'error',
          text: answer.code === 'no_permission' ? COMMENT_TEXTS.noPermission : commentErrorText(answer),
        });
        return;
      }
      list.removed(commentId);
      notify({ type: 'success', text: COMMENT_TEXTS.deleted });
    } catch {
      notify({ type: 'error', text: t('notify.network_error') });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className="comments" id="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="comments__heading">
        {props.heading ?? COMMENT_TEXTS.heading}
        {list.pages > 0 ? <span className="comments__count"> ({list.total})</span> : null}
      </h2>
      {user ? (
        <CommentForm api={api} section={props.section} objectId={props.objectId} onPosted={list.added} />
      ) : (
        <VisitorPrompt />
      )}
      {list.status === 'error' && list.comments.length === 0 ? (
        <p className="listing__error" role="alert">
          {t('listing.empty')}
        </p>
      ) : list.pages > 0 && list.comments.length === 0 ? (
        <p className="comments__empty">{COMMENT_TEXTS.empty}</p>
      ) : (
        <ul className="comments__list" aria-busy={list.status === 'loading'}>
          {list.comments.map((c) => (
            <CommentItem
              key={c.comment_id}
              comment={c}
              busy={deleting === c.comment_id}
              onDelete={hydrated && mayDelete(user, c.user_id) ? () => void remove(c.comment_id) : undefined}
              onReport={() => openModal('report', { props: { section: 'comments', objectId: c.comment_id } })}
            />
          ))}
        </ul>
      )}
      {list.hasMore ? (
        <LoadMore
          label={COMMENT_TEXTS.more}
          busy={list.status === 'loading'}
          onClick={() => void list.more()}
        />
      ) : null}
    </section>
  );
}
