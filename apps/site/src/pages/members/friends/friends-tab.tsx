import { type FriendEntry, type FriendsAnswer, friendsPath } from '@tubekit/contract';
import { useState } from 'react';
import { Link } from '../../../router/link.tsx';
import { useApi } from '../../../site-context.tsx';
import { socialAct } from '../../../social/social-act.ts';
import '../../../social/social.css';

type Friends = Extract<FriendsAnswer, { friends: unknown }>;
type SocialSuccess = Parameters<typeof socialAct>[2];

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

/** A titled list of members, each row with the buttons `actions` gives it; nothing when empty. */
function RequestList({
  title,
  entries,
  actions,
}: {
  title: string;
  entries: FriendEntry[] | undefined;
  actions: (entry: FriendEntry) => React.ReactNode;
}) {
  if (!entries || entries.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul className="social-list" aria-label={title}>
        {entries.map((r) => (
          <Row key={r.user_id} entry={r}>
            {actions(r)}
          </Row>
        ))}
      </ul>
    </>
  );
}

/**
 * The friends tab: the member's friends and, on one's own page, the requests waiting for
 * an answer (accept, decline) and those sent (take back). Acts refresh the lists.
 */
export function FriendsTab({ ownerId, page, initial }: { ownerId: number; page: number; initial: Friends }) {
  const api = useApi();
  const [data, setData] = useState(initial);
  const act = async (form: Record<string, string | number>, success: SocialSuccess) => {
    if (!(await socialAct(api, form, success))) return;
    const fresh = await api
      .get<FriendsAnswer>(friendsPath.build({ user_id: ownerId, page }))
      .catch(() => null);
    if (fresh && 'friends' in fresh) setData(fresh);
  };
  /** A button that sends social.php `act` about the row's member. */
  const actButton = (
    r: FriendEntry,
    label: string,
    name: string,
    success: SocialSuccess,
    primary = false,
  ) => (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      onClick={() => void act({ act: name, user_id: r.user_id }, success)}
    >
      {label}
    </button>
  );
  return (
    <div className="member-social">
      <RequestList
        title="Friend requests"
        entries={data.requests}
        actions={(r) => (
          <>
            {actButton(r, 'Accept', 'friend_accept', 'social.friend_accepted', true)}
            {actButton(r, 'Decline', 'friend_decline', 'social.friend_declined')}
          </>
        )}
      />
      <RequestList
        title="Requests sent"
        entries={data.sent}
        actions={(r) => actButton(r, 'Cancel', 'friend_remove', 'social.friend_removed')}
      />
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
