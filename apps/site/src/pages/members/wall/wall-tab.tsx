import { SOCIAL_TEXT_MAX, type WallAnswer, wallPath } from '@tubekit/contract';
import { useState } from 'react';
import { Link } from '../../../router/link.tsx';
import { useApi } from '../../../site-context.tsx';
import { socialAct } from '../../../social/social-act.ts';
import { TextForm } from '../../../social/text-form.tsx';
import { WallReplies } from './wall-replies.tsx';

type Wall = Extract<WallAnswer, { posts: unknown }>;

/**
 * The wall tab: a form for the owner and their friends, then the posts, newest first, each
 * with its replies. A post's text is React text (typed markup shows as typed, never runs);
 * the owner may delete any post, an author their own.
 */
export function WallTab({ ownerId, page, initial }: { ownerId: number; page: number; initial: Wall }) {
  const api = useApi();
  const [wall, setWall] = useState(initial);
  const reload = async () => {
    const fresh = await api.get<WallAnswer>(wallPath.build({ user_id: ownerId, page })).catch(() => null);
    if (fresh && 'posts' in fresh) setWall(fresh);
  };
  const post = async (text: string) => {
    const done = await socialAct(api, { act: 'wall_post', user_id: ownerId, text }, 'social.wall_posted');
    if (done) await reload();
    return done !== null;
  };
  const remove = async (postId: number) => {
    if (await socialAct(api, { act: 'wall_delete', post_id: postId }, 'social.wall_deleted')) await reload();
  };
  return (
    <div className="member-social">
      {wall.can_post && (
        <TextForm label="Write on the wall" button="Post" max={SOCIAL_TEXT_MAX.wall} onSend={post} />
      )}
      {wall.posts.length === 0 ? (
        <p>There is no data in this list.</p>
      ) : (
        <ul className="social-list" aria-label="Wall">
          {wall.posts.map((p) => (
            <li key={p.post_id} className="wall-post">
              <div className="social-list__main">
                <Link to={`/members/${p.author.user_id}/`}>{p.author.username}</Link>{' '}
                <span className="social-list__meta">{p.added_date.slice(0, 10)}</span>
                <p className="social-list__text">{p.text}</p>
                <WallReplies post={p} onChange={reload} />
              </div>
              {p.can_delete && (
                <button type="button" className="button" onClick={() => void remove(p.post_id)}>
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
