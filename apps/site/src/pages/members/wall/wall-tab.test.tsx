import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WallPost } from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordingApi } from '../../../library/test-api.ts';
import { notificationsStore } from '../../../state/notifications.ts';
import { renderAt } from '../../../test-router.tsx';
import { WallTab } from './wall-tab.tsx';

configure({ asyncUtilTimeout: 5000 });

const post = (id: number, text: string, author: number, can_delete: boolean): WallPost => ({
  post_id: id,
  author: { user_id: author, username: `user${author}`, avatar: '' },
  text,
  added_date: '2025-03-04T10:00:00Z',
  can_delete,
  replies: [],
  reply_count: 0,
  can_reply: false,
});

/** json/wall answers `walls` in turn (the first read is the reload after an act); social.php ok. */
function wallApi(...walls: WallPost[][]) {
  let reads = 0;
  return recordingApi((path) => {
    if (path === 'json/wall/7/1.json') {
      const posts = walls[Math.min(reads++, walls.length - 1)] ?? [];
      return { posts, total_count: posts.length, can_post: true };
    }
    if (path === 'social.php') return { ok: true, id: 50 };
    return { error: true, code: 'not_found' };
  });
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Wall' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.social-list__text')?.textContent);

describe('WallTab', () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  it('a friend posts: the text goes to social.php, "Posted" shows, the box empties and the post is listed', async () => {
    const { api, calls } = wallApi([post(50, 'hello wall', 9, true)]);
    renderAt(<WallTab ownerId={7} page={1} initial={{ posts: [], total_count: 0, can_post: true }} />, {
      api,
    });
    expect(screen.getByText('There is no data in this list.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Write on the wall' });
    fireEvent.change(box, { target: { value: 'hello wall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(listed()).toEqual(['hello wall']));
    expect(calls[0]).toEqual({
      path: 'social.php',
      form: { act: 'wall_post', user_id: 7, text: 'hello wall' },
    });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(notificationsStore.getState().items.map((n) => n.text)).toEqual(['Posted']);
  });

  it('refuses a blank post with "This field is required" and sends nothing', async () => {
    const { api, calls } = wallApi([]);
    renderAt(<WallTab ownerId={7} page={1} initial={{ posts: [], total_count: 0, can_post: true }} />, {
      api,
    });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required');
    expect(calls).toEqual([]);
  });

  it('shows Delete only on the posts the server allows (the owner: every post); Delete posts wall_delete and drops it', async () => {
    const { api, calls } = wallApi([post(2, 'mine', 7, true)]);
    const initial = {
      posts: [post(3, 'theirs', 9, false), post(2, 'mine', 7, true)],
      total_count: 2,
      can_post: true,
    };
    renderAt(<WallTab ownerId={7} page={1} initial={initial} />, { api });
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listed()).toEqual(['mine']));
    expect(calls[0]?.form).toEqual({ act: 'wall_delete', post_id: 2 });
  });

  it('shows typed markup as characters: <b>x</b> is text, no element; a member who may not post gets no box', () => {
    const initial = { posts: [post(1, '<b>x</b>', 9, false)], total_count: 1, can_post: false };
    renderAt(<WallTab ownerId={7} page={1} initial={initial} />, { api: wallApi([]).api });
    const text = screen.getByText('<b>x</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
