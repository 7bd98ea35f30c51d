import 'fake-indexeddb/auto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal } from '../../state/modals.ts';
import { notificationsStore } from '../../state/notifications.ts';
import { setUser } from '../../state/user.ts';
import { listHistory } from '../../storage/records.ts';
import * as videoPage from './route.tsx';
import {
  clearLocalDb,
  type FakeAnswers,
  fakeVideoApi,
  makeRelated,
  makeVideo,
  renderWithLayout,
  settle,
} from './test-kit.tsx';

const related = { videos: makeRelated(24), total_count: 30 };

/** One fake transport for the loader and the browser calls alike. */
function open(answers: FakeAnswers, url = '/video/1001/test-pattern-clip/') {
  const fake = fakeVideoApi(answers);
  const view = renderWithLayout(videoPage, { routePath: 'video/:id/:dir/', url, api: fake.api });
  return { ...fake, ...view };
}

const views = (posts: Record<string, string | number>[]) => posts.filter((p) => p.act === 'view');

describe('video page', () => {
  beforeEach(async () => {
    closeModal();
    notificationsStore.setState({ items: [] });
    setUser(null);
    // Votes are remembered in localStorage (own-votes.ts): each test starts unvoted.
    localStorage.clear();
    await clearLocalDb();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the player, title, views, date and the model, channel and category tags', async () => {
    const { gets, container } = open({ video: makeVideo(), related });
    expect(await screen.findByText('Test pattern clip', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByText('1.2K views')).toBeTruthy();
    expect(screen.getByText('2025-03-04')).toBeTruthy();
    const tags = [...screen.getByLabelText('Tags').querySelectorAll('a')];
    expect(tags.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Model Alpha', '/pornstar/model-alpha/'],
      ['Studio One', '/pornsite/studio-one/'],
      ['Bars', '/categories/bars/'],
    ]);
    // The real player mounts after hydration with the videofile.php sources.
    await vi.waitFor(() => expect(container.querySelector('.tk-player')).toBeTruthy());
    expect(gets.map((p) => p.split('/')[0]?.split('?')[0])).toEqual(['json', 'json', 'videofile.php']);
    expect(gets[0]).toMatch(/^json\/video\/86400\/\d+\/\d+\/1001\.json$/);
    expect(gets[1]).toMatch(/^json\/related\/432000\/24\/.*\/1001\.all\.1\.json$/);
  });

  it('links related videos with ?r=1, ends with the More videos tile, and loads more', async () => {
    const { gets } = open({
      video: makeVideo({ title: 'Bars & tone' }),
      related,
      related2: { videos: makeRelated(6, 3000), total_count: 30 },
    });
    // Text queries, not role queries: role names over the player's DOM are slow in jsdom.
    const first = (await screen.findByText('Related clip 2000')).closest('a');
    expect(first?.getAttribute('href')).toBe('/video/2000/related-2000/?r=1');
    const list = screen.getByText('Related videos').closest('section') as HTMLElement;
    const hrefs = () => [...list.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs()).toHaveLength(25);
    expect(list.querySelectorAll('a')[24]?.textContent).toBe('More videos');
    expect(hrefs()[24]).toBe('/search/1/?s=Bars%20%26%20tone');
    fireEvent.click(within(list).getByText('Load more'));
    await screen.findByText('Related clip 3005');
    expect(hrefs()).toHaveLength(31);
    expect(hrefs()[29]).toBe('/video/3005/related-3005/?r=1');
    expect(hrefs()[30]).toBe('/search/1/?s=Bars%20%26%20tone');
    expect(gets.some((p) => /\/1001\.all\.2\.json$/.test(p))).toBe(true);
    // All 30 are shown: the button goes.
    expect(within(list).queryByText('Load more')).toBeNull();
  });

  it('sends the view stat 1 s after the view, not before, and adds the video to the history', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { posts } = open({ video: makeVideo(), related });
    await settle();
    expect(screen.getByText('Test pattern clip', { selector: 'h1' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(views(posts)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(views(posts)).toEqual([{ act: 'view', section: 'videos', object_id: 1001 }]);
    await settle();
    expect((await listHistory()).map((r) => [r.video_id, r.dir])).toEqual([[1001, 'test-pattern-clip']]);
  });

  it('records no view when the visitor leaves within the second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { posts, router } = open({ video: makeVideo(), related });
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => router.navigate('/elsewhere/'));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(views(posts)).toEqual([]);
  });

  it('shows the deleted panel for status_id 5: no player, no buttons, no view, no sources asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const deleted = makeVideo({ status_id: 5, scr: '', thumb: '', img: '' });
    const { posts, gets, container } = open({ video: deleted, related });
    await settle();
    expect(screen.getByText('Video has been recently deleted')).toBeTruthy();
    expect(container.querySelector('.tk-player')).toBeNull();
    expect(screen.queryByLabelText(/Like/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await settle();
    expect(posts).toEqual([]);
    expect(gets.some((p) => p.startsWith('videofile.php'))).toBe(false);
    expect(await listHistory()).toEqual([]);
  });

  it('sends a like and thanks for it with the new count', async () => {
    const { posts } = open({
      video: makeVideo(),
      related,
      vote: { ok: true, statistics: { likes: 4, dislikes: 1 } },
    });
    fireEvent.click(await screen.findByLabelText('Like (3)'));
    expect(await screen.findByText('Thanks for your vote!')).toBeTruthy();
    expect(posts).toContainEqual({ act: 'vote', section: 'videos', object_id: 1001, vote: 1 });
    expect(screen.getByLabelText('Like (4)')).toBeTruthy();
  });

  it('draws the like and dislike thumbs as SVG, not emoji (empty boxes without an emoji font)', async () => {
    open({ video: makeVideo(), related });
    for (const label of ['Like (3)', 'Dislike (1)']) {
      const button = await screen.findByLabelText(label);
      expect(button.querySelector('svg path')).toBeTruthy();
      expect(button.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('says "You have already voted" for a second dislike', async () => {
    const { posts } = open({ video: makeVideo(), related, vote: { error: true, code: 'already_voted' } });
    fireEvent.click(await screen.findByLabelText('Dislike (1)'));
    expect(await screen.findByText('You have already voted')).toBeTruthy();
    expect(posts).toContainEqual({ act: 'vote', section: 'videos', object_id: 1001, vote: 0 });
    expect(screen.getByLabelText('Dislike (1)')).toBeTruthy();
  });

  it('opens the login modal when a visitor presses Favourite, the report dialog for Report, and posts nothing', async () => {
    const { posts } = open({ video: makeVideo(), related });
    fireEvent.click(await screen.findByText('Favourite'));
    // The modal's code loads on first open (lazy): give the first import time on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeTruthy();
    act(() => closeModal());
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    fireEvent.click(within(document.querySelector('.video-actions') as HTMLElement).getByText('Report'));
    expect(await screen.findByRole('dialog', { name: 'Report' }, { timeout: 5000 })).toBeTruthy();
    expect(posts.filter((p) => p.act !== 'view')).toEqual([]);
  });

  it('adds to Watch later once, then says it is already there', async () => {
    open({ video: makeVideo(), related });
    const button = await screen.findByText('Watch later');
    fireEvent.click(button);
    expect(await screen.findByText('Test pattern clip was added to Watch later')).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByText('Test pattern clip is already in Watch later')).toBeTruthy();
  });

  it('replace-navigates a missing video to /404/', async () => {
    const { router } = open({ video: { error: true, code: 'not_found' }, related }, '/elsewhere/');
    await screen.findByText('Another page');
    await act(() => router.navigate('/video/999/gone/'));
    expect(await screen.findByText('Oops! Content not found!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
