import {
  COMMENT_ENDPOINTS,
  COMMENT_TEXT,
  type Comment,
  type CommentAnswer,
  type CommentPostSection,
} from '@tubekit/contract';
import { type FormEvent, useId, useState } from 'react';
import type { ApiTransport } from '../api/transport.ts';
import { t } from '../i18n/t.ts';
import { notify } from '../state/notifications.ts';
import { COMMENT_TEXTS, fill } from './comment-texts.ts';

type ErrorAnswer = { error: true; code: string; field?: string };

/** Characters as a person counts them (code points), as the server counts them. */
export function charCount(text: string): number {
  return [...text.trim()].length;
}

/** The client's own check of a comment text: `form.error.*` (spec section 5), or null. */
export function commentTextError(text: string): string | null {
  const n = charCount(text);
  if (n < COMMENT_TEXT.min) return t('form.error.required');
  if (n > COMMENT_TEXT.max) return t('form.error.max_length', { length: COMMENT_TEXT.max });
  return null;
}

/** The message of a refused comment.php answer. */
export function commentErrorText(answer: ErrorAnswer): string {
  switch (answer.code) {
    case 'required':
      return t('form.error.required');
    case 'max_length':
      return t('form.error.max_length', { length: COMMENT_TEXT.max });
    case 'rate_limited':
      return COMMENT_TEXTS.rateLimited;
    case 'not_found':
      return COMMENT_TEXTS.notFound;
    case 'not_logged_in':
      return t('notify.comments_login_required');
    default:
      return COMMENT_TEXTS.failed;
  }
}

/**
 * The member's comment box: checks the length first (the server checks again), posts to
 * comment.php and hands the new comment up, so it shows at once. A refusal (the 6th comment
 * in 10 minutes, say) shows its message under the box.
 */
export function CommentForm(props: {
  api: ApiTransport;
  section: CommentPostSection;
  objectId: number;
  onPosted: (comment: Comment) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const left = COMMENT_TEXT.max - charCount(text);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = commentTextError(text);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await props.api.post<CommentAnswer | ErrorAnswer>(COMMENT_ENDPOINTS.comment, {
        act: 'add',
        section: props.section,
        object_id: props.objectId,
        text,
      });
      if ('error' in answer) setError(commentErrorText(answer));
      else if (answer.comment) {
        setText('');
        props.onPosted(answer.comment);
        notify({ type: 'success', text: COMMENT_TEXTS.posted });
      }
    } catch {
      setError(t('notify.network_error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {COMMENT_TEXTS.placeholder}
      </label>
      <textarea
        className="field"
        id={id}
        name="text"
        rows={3}
        value={text}
        placeholder={COMMENT_TEXTS.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="comment-form__row">
        <span id={`${id}-help`} className={left < 0 ? 'comment-form__count is-over' : 'comment-form__count'}>
          {fill(COMMENT_TEXTS.charactersLeft, { n: left })}
        </span>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? COMMENT_TEXTS.posting : COMMENT_TEXTS.post}
        </button>
      </div>
      {error ? (
        <p className="comment-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
