import { type RelationAnswer, relationPath } from '@tubekit/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '../router/link.tsx';
import { useApi } from '../site-context.tsx';
import { useUser } from '../state/user.ts';
import { socialAct } from './social-act.ts';
import { SubscribeButton } from './subscribe-button.tsx';
import './social.css';

type Relation = Extract<RelationAnswer, { relation: unknown }>['relation'];

/**
 * What a member can do about another member, on that member's pages: subscribe, ask to be
 * friends (or accept, or take back), write a message, block or unblock. The relation is a
 * private read made after hydration; nothing shows on one's own pages.
 */
export function MemberActions({ userId }: { userId: number }) {
  const user = useUser();
  const api = useApi();
  const [relation, setRelation] = useState<Relation | null>(null);
  const own = user?.user_id === userId;
  const refresh = useCallback(() => {
    api
      .get<RelationAnswer>(relationPath.build({ user_id: userId }))
      .then((answer) => 'relation' in answer && setRelation(answer.relation))
      .catch(() => undefined);
  }, [api, userId]);
  useEffect(() => {
    if (user && !own) refresh();
  }, [user, own, refresh]);
  if (!user || own) return null;

  const act = async (form: Record<string, string | number>, success: Parameters<typeof socialAct>[2]) => {
    await socialAct(api, { ...form, user_id: userId }, success);
    refresh();
  };
  const friend = relation?.friend ?? 'none';
  return (
    <div className="social-actions">
      <SubscribeButton section="members" objectId={userId} />
      {friend === 'none' && !relation?.blocking && (
        <button
          type="button"
          className="button"
          onClick={() => void act({ act: 'friend_request' }, 'notify.friend_request_sent')}
        >
          Add friend
        </button>
      )}
      {friend === 'request_received' && (
        <button
          type="button"
          className="button"
          onClick={() => void act({ act: 'friend_accept' }, 'social.friend_accepted')}
        >
          Accept friend request
        </button>
      )}
      {(friend === 'friends' || friend === 'request_sent') && (
        <button
          type="button"
          className="button"
          onClick={() => void act({ act: 'friend_remove' }, 'social.friend_removed')}
        >
          {friend === 'friends' ? 'Remove friend' : 'Cancel request'}
        </button>
      )}
      {!relation?.blocking && (
        <Link className="button" to={`/members/${user.user_id}/messages/${userId}/`}>
          Message
        </Link>
      )}
      <button
        type="button"
        className="button"
        onClick={() =>
          void act(
            { act: relation?.blocking ? 'unblock' : 'block' },
            relation?.blocking ? 'social.unblock_done' : 'social.block_done',
          )
        }
      >
        {relation?.blocking ? 'Unblock' : 'Block'}
      </button>
    </div>
  );
}
