import { UNREAD_PATH, type UnreadAnswer } from '@tubekit/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../router/link.tsx';
import { useApi } from '../site-context.tsx';
import './social.css';

/**
 * The number of unread messages on the member menu: asked after hydration and again on
 * every navigation (a private, uncached read), so reading a conversation clears it on the
 * next page. It links to the messages; nothing shows at zero.
 */
export function UnreadBadge({ userId }: { userId: number }) {
  const api = useApi();
  const location = useLocation();
  const [unread, setUnread] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again on every navigation on purpose
  useEffect(() => {
    let live = true;
    api
      .get<UnreadAnswer>(UNREAD_PATH)
      .then((answer) => {
        if (live && 'unread' in answer) setUnread(answer.unread);
      })
      .catch(() => {
        // No answer: the badge keeps what it showed.
      });
    return () => {
      live = false;
    };
  }, [api, location.pathname]);
  if (unread === 0) return null;
  return (
    <Link
      to={`/members/${userId}/messages/`}
      className="unread-badge"
      aria-label={`${unread} unread messages`}
    >
      {unread > 99 ? '99+' : unread}
    </Link>
  );
}
