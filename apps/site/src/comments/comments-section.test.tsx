import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Comment, CommentsAnswer } from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import { modalsStore } from '../state/modals.ts';
import { notificationsStore } from '../state/notifications.ts';
import type { SessionUser } from '../state/user.ts';
import { renderAt } from '../test-router.tsx';
import { CommentsSection } from './comments-section.tsx';

const ME = { user_id: 7, username: 'me' };

function comment(id: number, text: string, user_id = 9): Comment {
  return {
    comment_id: id,
    section: 'videos',
    object_id: 5,
    user_id,
    username: user_id === ME.user_id ? 'me' : `user${user_id}`,
    avatar: '',
    text,
    likes: 0,
    dislikes: 0,
    added_date: '2025-01-02T00:00:00Z',
  };
}

/** A fake API: GETs answer `pages[page - 1]`, POSTs answer `post(form)`; both recorded. */
function fakeCommentsApi(
  pages: CommentsAnswer[],
  post: (form: Record<string, string | number>) => unknown = () => ({}),
) {
  const gets: string[] = [];
  const posts: Record<string, string | number>[] = [];
  const api: ApiTransport = {
    async get<T>(path: string) {
      gets.push(path);
      const page = Number(/\?page=(\d+)/.exec(path)?.[1] ?? 1);
      return (pages[page - 1] ?? { comments: [], total_count: 0 }) as T;
    },
    async post<T>(_path: string, form: Record<string, string | number>) {
      posts.push(form);
      return post(form) as T;
    },
  };
  return { api, gets, posts };
}

function show(api: ApiTransport, user: SessionUser | null) {
  renderAt(<CommentsSection section="videos" objectId={5} />, { api, rootData: { categories: [], user } });
}

describe('CommentsSection', () => {
  beforeEach(() => {
    notificationsStore.setState({ items: [] });
    modalsStore.setState({ name: null, clickOutside: true, props: {} });
  });

  it('a visitor reads the cached path and "Please login or register to post comments"; its button opens the Login modal', async () => {
    const { api, gets } = fakeCommentsApi([{ comments: [comment(1, 'hello')], total_count: 1 }]);
    show(api, null);
    expect(await screen.findByText('hello')).toBeTruthy();
    expect(gets).toEqual(['json/comments/3600/videos/0/0/5.json']);
    expect(screen.getByText('Please login or register to post comments')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(modalsStore.getState().name).toBe('login');
  });

  it('shows what was typed as text: markup stays characters, a link is not a link', async () => {
    const typed = '<img src=x onerror=alert(1)> see https://example.com';
    const { api } = fakeCommentsApi([{ comments: [comment(1, typed)], total_count: 1 }]);
    show(api, null);
    const p = await screen.findByText(typed);
    expect(p.querySelector('img, a')).toBeNull();
  });

  it('a member reads uncached (jsond), posts, and sees the comment at once at the top', async () => {
    const { api, gets, posts } = fakeCommentsApi(
      [{ comments: [comment(1, 'older')], total_count: 1 }],
      () => ({
        ok: true,
        comment: comment(2, 'mine', ME.user_id),
      }),
    );
    show(api, ME);
    await screen.findByText('older');
    expect(gets).toEqual(['json/comments/0/videos/0/0/5.jsond']);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'mine' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(posts).toEqual([{ act: 'add', section: 'videos', object_id: 5, text: 'mine' }]);
    const texts = [...document.querySelectorAll('.comment__text')].map((p) => p.textContent);
    expect(texts).toEqual(['mine', 'older']);
    expect(screen.getByText('Comments')).toBeTruthy();
  });

  it('checks the length before sending: form.error.required, form.error.max_length at 1001 characters', async () => {
    const { api, posts } = fakeCommentsApi([{ comments: [], total_count: 0 }]);
    show(api, ME);
    await screen.findByText('No comments yet. Be the first!');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a'.repeat(1001) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(screen.getByRole('alert').textContent).toBe('Maximum length of 1000 characters');
    expect(posts).toEqual([]);
  });

  it("the 6th comment in 10 minutes: the server's rate_limited shows the limit's message", async () => {
    const { api } = fakeCommentsApi([{ comments: [], total_count: 0 }], () => ({
      error: true,
      code: 'rate_limited',
    }));
    show(api, ME);
    await screen.findByText('No comments yet. Be the first!');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'one more' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'You can post 5 comments in 10 minutes. Please wait a little and try again.',
    );
  });

  it("Delete shows only on the member's own comments and removes it; Report opens the report dialog for that comment", async () => {
    const { api, posts } = fakeCommentsApi(
      [{ comments: [comment(2, 'mine', ME.user_id), comment(1, 'theirs')], total_count: 2 }],
      () => ({ ok: true }),
    );
    show(api, ME);
    await screen.findByText('mine');
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(posts).toEqual([{ act: 'delete', comment_id: 2 }]);
    expect(screen.queryByText('mine')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(modalsStore.getState()).toMatchObject({
      name: 'report',
      props: { section: 'comments', objectId: 1 },
    });
  });

  it("a moderator (role in the page constants) gets Delete on every comment, and deleting another's posts delete", async () => {
    const { api, posts } = fakeCommentsApi(
      [{ comments: [comment(2, 'theirs', 9), comment(1, 'also theirs', 11)], total_count: 2 }],
      () => ({ ok: true }),
    );
    show(api, { user_id: 2, username: 'moderator', role: 'moderator' });
    await screen.findByText('theirs');
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement),
    );
    expect(posts).toEqual([{ act: 'delete', comment_id: 2 }]);
    expect(screen.queryByText('theirs')).toBeNull();
  });

  it('"Show more comments" loads the next older page with ?page=2', async () => {
    const first = Array.from({ length: 20 }, (_, i) => comment(100 - i, `c${100 - i}`));
    const { api, gets } = fakeCommentsApi([
      { comments: first, total_count: 21 },
      { comments: [comment(1, 'oldest')], total_count: 21 },
    ]);
    show(api, null);
    await screen.findByText('c100');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more comments' })));
    await waitFor(() => expect(screen.getByText('oldest')).toBeTruthy());
    expect(gets.at(-1)).toBe('json/comments/3600/videos/0/0/5.json?page=2');
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
  });
});
