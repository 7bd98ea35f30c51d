import { type ConversationAnswer, conversationPath, SOCIAL_TEXT_MAX } from '@tubekit/contract';
import { useState } from 'react';
import { Link } from '../../../../router/link.tsx';
import { useApi } from '../../../../site-context.tsx';
import { socialAct } from '../../../../social/social-act.ts';
import { TextForm } from '../../../../social/text-form.tsx';

type Thread = Extract<ConversationAnswer, { messages: unknown }>;

/**
 * One conversation, oldest message at the top as chats read, and the form to answer (not
 * when either member blocked the other). Texts are React text, never HTML.
 */
export function ConversationView({ me, initial }: { me: number; initial: Thread }) {
  const api = useApi();
  const [thread, setThread] = useState(initial);
  const send = async (text: string) => {
    const done = await socialAct(
      api,
      { act: 'message_send', user_id: thread.with.user_id, text },
      'notify.message_sent',
    );
    if (!done) return false;
    const fresh = await api
      .get<ConversationAnswer>(conversationPath.build({ with: thread.with.user_id, page: 1 }))
      .catch(() => null);
    if (fresh && 'messages' in fresh) setThread(fresh);
    return true;
  };
  return (
    <div className="member-social">
      <h2>
        <Link to={`/members/${me}/messages/`}>Messages</Link> ›{' '}
        <Link to={`/members/${thread.with.user_id}/`}>{thread.with.username}</Link>
      </h2>
      <ul className="social-list" aria-label="Conversation">
        {[...thread.messages].reverse().map((m) => (
          <li key={m.message_id} className={m.from_me ? 'message--mine' : undefined}>
            <div className="social-list__main">
              <span className="social-list__meta">
                {m.from_me ? 'You' : thread.with.username} · {m.added_date.slice(0, 16).replace('T', ' ')}
              </span>
              <p className="social-list__text">{m.text}</p>
            </div>
          </li>
        ))}
      </ul>
      {thread.can_send ? (
        <TextForm label="Write a message" button="Send" max={SOCIAL_TEXT_MAX.message} onSend={send} />
      ) : (
        <p role="status">You cannot send messages to this member.</p>
      )}
    </div>
  );
}
