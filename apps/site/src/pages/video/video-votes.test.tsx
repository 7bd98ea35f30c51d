import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationsStore } from '../../state/notifications.ts';
import { setUser } from '../../state/user.ts';
import { ownVoteKey, readOwnVote, rememberOwnVote } from './own-votes.ts';
import * as videoPage from './route.tsx';
import { type FakeAnswers, fakeVideoApi, makeRelated, makeVideo, renderWithLayout } from './test-kit.tsx';

const related = { videos: makeRelated(24), total_count: 30 };

function open(answers: FakeAnswers) {
  const fake = fakeVideoApi(answers);
  renderWithLayout(videoPage, {
    routePath: 'video/:id/:dir/',
    url: '/video/1001/test-pattern-clip/',
    api: fake.api,
  });
  return fake;
}

const voteCalls = (posts: Record<string, string | number>[]) => posts.filter((p) => p.act === 'vote');

describe('video page: the visitor own vote', () => {
  beforeEach(() => {
    localStorage.clear();
    notificationsStore.setState({ items: [] });
    setUser(null);
  });

  it('shows neither button pressed before a vote', async () => {
    open({ video: makeVideo(), related });
    expect((await screen.findByLabelText('Like (3)')).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText('Dislike (1)').getAttribute('aria-pressed')).toBe('false');
  });

  it('presses the like it sent and remembers it with the answered counts', async () => {
    open({ video: makeVideo(), related, vote: { ok: true, statistics: { likes: 4, dislikes: 1 } } });
    fireEvent.click(await screen.findByLabelText('Like (3)'));
    expect(await screen.findByText('Thanks for your vote!')).toBeTruthy();
    expect(screen.getByLabelText('Like (4)').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Dislike (1)').getAttribute('aria-pressed')).toBe('false');
    expect(readOwnVote(ownVoteKey(undefined, 1001))).toMatchObject({ vote: 1, likes: 4, dislikes: 1 });
  });

  it('after a reload on the cached JSON (likes 3) shows the remembered like pressed and counted', async () => {
    rememberOwnVote(ownVoteKey(undefined, 1001), { vote: 1, likes: 4, dislikes: 1, at: Date.now() });
    open({ video: makeVideo(), related });
    const like = await screen.findByLabelText('Like (4)');
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Dislike (1)').getAttribute('aria-pressed')).toBe('false');
  });

  it('says "You have already voted" on a second press without asking the server', async () => {
    rememberOwnVote(ownVoteKey(undefined, 1001), { vote: 0, likes: 3, dislikes: 2, at: Date.now() });
    const { posts } = open({ video: makeVideo(), related });
    fireEvent.click(await screen.findByLabelText('Like (3)'));
    expect(await screen.findByText('You have already voted')).toBeTruthy();
    expect(screen.getByLabelText('Dislike (2)').getAttribute('aria-pressed')).toBe('true');
    expect(voteCalls(posts)).toEqual([]);
  });

  it("does not show another voter's vote: a member sees only their own account's", async () => {
    rememberOwnVote(ownVoteKey(undefined, 1001), { vote: 1, likes: 4, dislikes: 1, at: Date.now() });
    const fake = fakeVideoApi({ video: makeVideo(), related });
    renderWithLayout(videoPage, {
      routePath: 'video/:id/:dir/',
      url: '/video/1001/test-pattern-clip/',
      api: fake.api,
      rootData: { categories: [], user: { user_id: 7, username: 'member7' } },
    });
    expect((await screen.findByLabelText('Like (3)')).getAttribute('aria-pressed')).toBe('false');
  });
});
