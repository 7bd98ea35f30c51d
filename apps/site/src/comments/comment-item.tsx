import type { Comment } from '@tubekit/contract';
import { COMMENT_TEXTS } from './comment-texts.ts';

/** The date part of an ISO date ('' for a bad one). */
function day(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '';
}

/**
 * One comment. The text is React text: whatever HTML or link a member typed shows as the
 * characters they typed, never as markup, and no link is clickable (nothing to nofollow).
 */
export function CommentItem(props: {
  comment: Comment;
  /** Shown for the member's own comments. */
  onDelete?: (() => void) | undefined;
  onReport: () => void;
  busy?: boolean;
}) {
  const { comment } = props;
  return (
    <li className="comment" data-comment-id={comment.comment_id}>
      {comment.avatar ? (
        <img className="comment__avatar" src={comment.avatar} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="comment__avatar" aria-hidden="true">
          {comment.username.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="comment__body">
        <div className="comment__meta">
          <strong>{comment.username}</strong>{' '}
          <time dateTime={comment.added_date}>{day(comment.added_date)}</time>
        </div>
        <p className="comment__text">{comment.text}</p>
        <div className="comment__actions">
          {props.onDelete ? (
            <button type="button" className="comment__action" onClick={props.onDelete} disabled={props.busy}>
              {COMMENT_TEXTS.delete}
            </button>
          ) : null}
          <button type="button" className="comment__action" onClick={props.onReport}>
            {COMMENT_TEXTS.report}
          </button>
        </div>
      </div>
    </li>
  );
}
