import type { Comment } from '@tubekit/contract';
import { renderToString } from 'react-dom/server';
import { createPath, type Navigator, Router } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import { SiteStateContext } from '../router/site-state.ts';
import { SiteContext } from '../site-context.tsx';
import type { SessionUser } from '../state/user.ts';
import { CommentsSection } from './comments-section.tsx';

// The server renders one page for every member (apps/server README "Page cache"), for a
// stand-in member: nothing in it may depend on which member, so Delete waits for hydration.

const navigator = { createHref: (to) => (typeof to === 'string' ? to : createPath(to)) } as Navigator;
const api = { get: async () => ({}), post: async () => ({}) } as unknown as ApiTransport;

const comment = (id: number, user_id: number): Comment => ({
  comment_id: id,
  section: 'models',
  object_id: 5,
  user_id,
  username: `user${user_id}`,
  avatar: '',
  text: `comment ${id}`,
  likes: 0,
  dislikes: 0,
  added_date: '2025-01-02T00:00:00Z',
});

/** The section's server markup for `user`, with a first page holding their comment and another's. */
function serverMarkup(user: SessionUser): string {
  const first = { comments: [comment(1, user.user_id), comment(2, 99)], total_count: 2 };
  return renderToString(
    <SiteContext.Provider value={{ cookies: {}, origin: 'http://localhost', api }}>
      <Router location={{ pathname: '/', search: '', hash: '' }} navigator={navigator} static>
        <SiteStateContext.Provider
          value={{
            root: { categories: [], user },
            page: { route: { name: 'page', path: '*' }, params: {}, module: null, data: null },
            navigating: false,
          }}
        >
          <CommentsSection section="models" objectId={5} first={first} />
        </SiteStateContext.Provider>
      </Router>
    </SiteContext.Provider>,
  );
}

describe("the comments section's server markup", () => {
  it("offers no Delete, neither on a member's own comment nor to a moderator: it comes after hydration", () => {
    for (const user of [
      { user_id: 7, username: 'me' },
      { user_id: 8, username: 'mod', role: 'moderator' as const },
    ]) {
      const html = serverMarkup(user);
      expect(html).toContain('comment 1');
      expect(html).toContain('comment 2');
      expect(html).not.toContain('>Delete<');
    }
  });
});
