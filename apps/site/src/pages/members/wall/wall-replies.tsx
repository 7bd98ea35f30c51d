import {
  COMMENT_TEXT,
  SOCIAL_ENDPOINT,
  SOCIAL_PAGE_SIZE,
  type SocialActAnswer,
  type WallPost,
  type WallRepliesAnswer,
  type WallReply,
  wallRepliesPath,
} from '@tubekit/contract';
import { useState } from 'react';
import { charCount, commentErrorText } from '../../../comments/comment-form.tsx';
import { COMMENT_TEXTS } from '../../../comments/comment-texts.ts';
import { hasMessage, tAnswer } from '../../../i18n/t.ts';
import { Link } from '../../../router/link.tsx';
import { useApi } from '../../../site-context.tsx';
import { socialAct } from '../../../social/social-act.ts';
import { TextForm } from '../../../social/text-form.tsx';
import { notify } from '../../../state/notifications.ts';
import './wall-replies.css';

/** What a refused reply says: the comments' texts for the comment rules, the social ones else. */
function replyErrorText(answer: SocialActAnswer): string {
  const code = answer.code ?? 'invalid_param';
  if (code === 'rate_limited' || code === 'required' || code === 'max_length')
    return commentErrorText({ error: true, code });
  return hasMessage(`social.${code}`) ? tAnswer(`social.${code}`) : COMMENT_TEXTS.failed;
}

/**
 * The replies under one wall post, oldest first like a conversation: the latest page comes
 * with the wall (`post.replies`), "Show earlier replies" loads older pages above it. A Reply
 * button opens the box for those the server allows (`can_reply`); a reply or a delete
 * reloads the wall (`onChange`). Texts are React text, never HTML.
 */
export function WallReplies({ post, onChange }: { post: WallPost; onChange: () => Promise<void> }) {
  const api = useApi();
  const [earlier, setEarlier] = useState<WallReply[]>([]);
  const [open, setOpen] = useState(false);
  const latestIds = new Set(post.replies.map((r) => r.reply_id));
  const shown = [...earlier.filter((r) => !latestIds.has(r.reply_id)), ...post.replies];

  const loadEarlier = async () => {
    const page = Math.floor(shown.length / SOCIAL_PAGE_SIZE.wall_replies) + 1;
    const answer = await api
      .get<WallRepliesAnswer>(wallRepliesPath.build({ post_id: post.post_id, page }))
      .catch(() => null);
    if (!answer || !('replies' in answer)) return;
    const known = new Set(shown.map((r) => r.reply_id));
    setEarlier((list) => [...answer.replies.filter((r) => !known.has(r.reply_id)), ...list]);
  };
  const send = async (text: string) => {
    try {
      const form = { act: 'wall_reply', post_id: post.post_id, text };
      const answer = await api.post<SocialActAnswer>(SOCIAL_ENDPOINT, form);
      if (!answer.ok) {
        notify({ type: 'error', text: replyErrorText(answer) });
        return false;
      }
    } catch {
      return false;
    }
    notify({ type: 'success', text: COMMENT_TEXTS.posted });
    setOpen(false);
    await onChange();
    return true;
  };
  const remove = async (replyId: number) => {
    if (!(await socialAct(api, { act: 'wall_reply_delete', reply_id: replyId }))) return;
    notify({ type: 'success', text: COMMENT_TEXTS.deleted });
    setEarlier((list) => list.filter((r) => r.reply_id !== replyId));
    await onChange();
  };

  return (
    <div className="wall-replies">
      {shown.length < post.reply_count && (
        <button type="button" className="button" onClick={() => void loadEarlier()}>
          Show earlier replies
        </button>
      )}
      {shown.length > 0 && (
        <ul className="social-list" aria-label={`Replies to post ${post.post_id}`}>
          {shown.map((r) => (
            <li key={r.reply_id}>
              <div className="social-list__main">
                <Link to={`/members/${r.author.user_id}/`}>{r.author.username}</Link>{' '}
                <span className="social-list__meta">{r.added_date.slice(0, 10)}</span>
                <p className="social-list__text">{r.text}</p>
              </div>
              {r.can_delete && (
                <button type="button" className="button" onClick={() => void remove(r.reply_id)}>
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {post.can_reply &&
        (open ? (
          <TextForm
            label="Write a reply"
            button="Send reply"
            max={COMMENT_TEXT.max}
            count={charCount}
            onSend={send}
          />
        ) : (
          <button type="button" className="button" onClick={() => setOpen(true)}>
            Reply
          </button>
        ))}
    </div>
  );
}
