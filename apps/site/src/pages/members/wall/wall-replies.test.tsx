import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WallPost, WallReply } from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_TEXTS } from '../../../comments/comment-texts.ts';
import { recordingApi } from '../../../library/test-api.ts';
import { notificationsStore } from '../../../state/notifications.ts';
import { renderAt } from '../../../test-router.tsx';
import { WallTab } from './wall-tab.tsx';

configure({ asyncUtilTimeout: 5000 });

const reply = (id: number, text: string, author: number, can_delete: boolean): WallReply => ({
  reply_id: id,
  author: { user_id: author, username: `user${author}`, avatar: '' },
  text,
  added_date: '2025-03-04T11:00:00Z',
  can_delete,
});

const post = (replies: WallReply[], more: Partial<WallPost> = {}): WallPost => ({
  post_id: 5,
  author: { user_id: 9, username: 'user9', avatar: '' },
  text: 'the post',
  added_date: '2025-03-04T10:00:00Z',
  can_delete: false,
  replies,
  reply_count: replies.length,
  can_reply: true,
  ...more,
});

const wallOf = (p: WallPost) => ({ posts: [p], total_count: 1, can_post: true });

/** json/wall answers `after` (the reload after an act); social.php answers `act`. */
function repliesApi(after: WallPost, act: unknown = { ok: true, id: 60 }) {
  return recordingApi((path) => {
    if (path === 'json/wall/7/1.json') return wallOf(after);
    if (path === 'json/wall-replies/5/2.json')
      return { replies: [reply(1, 'the first', 8, false)], total_count: 21 };
    if (path === 'social.php') return act;
    return { error: true, code: 'not_found' };
  });
}

const replyTexts = () =>
  within(screen.getByRole('list', { name: 'Replies to post 5' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.social-list__text')?.textContent);

describe('wall replies', () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  it('lists the replies under their post oldest first, as text (typed markup stays characters)', () => {
    const initial = wallOf(post([reply(10, '<i>first</i>', 8, false), reply(11, 'second', 7, true)]));
    renderAt(<WallTab ownerId={7} page={1} initial={initial} />, { api: repliesApi(post([])).api });
    expect(replyTexts()).toEqual(['<i>first</i>', 'second']);
    expect(screen.getByText('<i>first</i>').querySelector('i')).toBeNull();
    const list = screen.getByRole('list', { name: 'Replies to post 5' });
    expect(within(list).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
  });

  it('Reply opens a box; sending posts wall_reply, says it was posted and shows the reply after the reload', async () => {
    const { api, calls } = repliesApi(post([reply(60, 'my answer', 7, true)]));
    renderAt(<WallTab ownerId={7} page={1} initial={wallOf(post([]))} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a reply' }), {
      target: { value: 'my answer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(replyTexts()).toEqual(['my answer']));
    expect(calls[0]).toEqual({
      path: 'social.php',
      form: { act: 'wall_reply', post_id: 5, text: 'my answer' },
    });
    expect(notificationsStore.getState().items.map((n) => n.text)).toEqual([COMMENT_TEXTS.posted]);
  });

  it('a 6th reply in 10 minutes (429 rate_limited) shows the comment limit text and keeps the box', async () => {
    const { api } = repliesApi(post([]), { error: true, code: 'rate_limited' });
    renderAt(<WallTab ownerId={7} page={1} initial={wallOf(post([]))} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('textbox', { name: 'Write a reply' });
    fireEvent.change(box, { target: { value: 'too fast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(notificationsStore.getState().items.map((n) => n.text)).toEqual([COMMENT_TEXTS.rateLimited]),
    );
    expect((box as HTMLTextAreaElement).value).toBe('too fast');
  });

  it('counts the limit in characters as a person does: 1000 emoji are sent, 1001 refused before sending', async () => {
    const { api, calls } = repliesApi(post([]));
    renderAt(<WallTab ownerId={7} page={1} initial={wallOf(post([]))} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('textbox', { name: 'Write a reply' });
    fireEvent.change(box, { target: { value: '😀'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Maximum length of 1000 characters');
    expect(calls).toEqual([]);
    fireEvent.change(box, { target: { value: '😀'.repeat(1000) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls[0]?.form?.act).toBe('wall_reply'));
  });

  it('a member who may not reply gets no Reply button; Delete sends wall_reply_delete', async () => {
    const { api, calls } = repliesApi(post([], { can_reply: false }));
    const initial = wallOf(post([reply(12, 'deletable', 7, true)], { can_reply: false }));
    renderAt(<WallTab ownerId={7} page={1} initial={initial} />, { api });
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Replies to post 5' });
    fireEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Replies to post 5' })).toBeNull());
    expect(calls[0]?.form).toEqual({ act: 'wall_reply_delete', reply_id: 12 });
  });

  it('"Show earlier replies" loads the next page above the latest ones and goes once all are shown', async () => {
    const latest = Array.from({ length: 20 }, (_, i) => reply(i + 2, `r${i + 2}`, 8, false));
    const { api } = repliesApi(post(latest));
    renderAt(<WallTab ownerId={7} page={1} initial={wallOf(post(latest, { reply_count: 21 }))} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier replies' }));
    await waitFor(() => expect(replyTexts()[0]).toBe('the first'));
    expect(replyTexts()).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Show earlier replies' })).toBeNull();
  });
});
