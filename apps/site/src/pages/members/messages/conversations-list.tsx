import type { Conversation } from '@tubekit/contract';
import { Link } from '../../../router/link.tsx';
import '../../../social/social.css';

/** The member's conversations, latest first, each with its last message and unread count. */
export function ConversationsList({ me, conversations }: { me: number; conversations: Conversation[] }) {
  if (conversations.length === 0) return <p>There is no data in this list.</p>;
  return (
    <ul className="social-list" aria-label="Conversations">
      {conversations.map((c) => (
        <li key={c.with.user_id}>
          <div className="social-list__main">
            <Link to={`/members/${me}/messages/${c.with.user_id}/`}>{c.with.username}</Link>{' '}
            {c.unread > 0 && <span className="unread-badge">{c.unread}</span>}
            <p className="social-list__text">
              {c.last.from_me ? 'You: ' : ''}
              {c.last.text}
            </p>
          </div>
          <span className="social-list__meta">{c.last.added_date.slice(0, 10)}</span>
        </li>
      ))}
    </ul>
  );
}
