import { type FriendEntry, type FriendsAnswer, friendsPath } from '@tubekit/contract';
import { useState } from 'react';
import { Link } from '../../../router/link.tsx';
import { useApi } from '../../../site-context.tsx';
import { socialAct } from '../../../social/social-act.ts';
import '../../../social/social.css';

type Friends = Extract<FriendsAnswer, { friends: unknown }>;

/** One member of a list, linked to their page, with the buttons the list gives them. */
function Row({ entry, children }: { entry: FriendEntry; children?: React.ReactNode }) {
  return (
    <li>
      <div className="social-list__main">
        <Link to={`/members/${entry.user_id}/`}>{entry.username}</Link>
      </div>
      {children}
    </li>
  );
}

/**
 * The friends tab: the member's friends and, on one's own page, the requests waiting for
 * an answer (accept, decline) and those sent (take back). Acts refresh the lists.
 */
export function FriendsTab({ ownerId, page, initial }: { ownerId: number; page: number; initial: Friends }) {
  const api = useApi();
  const [data, setData] = useState(initial);
  const act = async (form: Record<string, string | number>, success: Parameters<typeof socialAct>[2]) => {
    if (!(await socialAct(api, form, success))) return;
    const fresh = await api
      .get<FriendsAnswer>(friendsPath.build({ user_id: ownerId, page }))
      .catch(() => null);
    if (fresh && 'friends' in fresh) setData(fresh);
  };
  return (
    <div className="member-social">
      {data.requests && data.requests.length > 0 && (
        <>
          <h2>Friend requests</h2>
          <ul className="social-list" aria-label="Friend requests">
            {data.requests.map((r) => (
              <Row key={r.user_id} entry={r}>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() =>
                    void act({ act: 'friend_accept', user_id: r.user_id }, 'social.friend_accepted')
                  }
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    void act({ act: 'friend_decline', user_id: r.user_id }, 'social.friend_declined')
                  }
                >
                  Decline
                </button>
              </Row>
            ))}
          </ul>
        </>
      )}
      {data.sent && data.sent.length > 0 && (
        <>
          <h2>Requests sent</h2>
          <ul className="social-list" aria-label="Requests sent">
            {data.sent.map((r) => (
              <Row key={r.user_id} entry={r}>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    void act({ act: 'friend_remove', user_id: r.user_id }, 'social.friend_removed')
                  }
                >
                  Cancel
                </button>
              </Row>
            ))}
          </ul>
        </>
      )}
      <h2>Friends ({data.total_count})</h2>
      {data.friends.length === 0 ? (
        <p>There is no data in this list.</p>
      ) : (
        <ul className="social-list" aria-label="Friends">
          {data.friends.map((f) => (
            <Row key={f.user_id} entry={f} />
          ))}
        </ul>
      )}
    </div>
  );
}
