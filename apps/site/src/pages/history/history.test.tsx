import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageOutlet } from '../../app.tsx';
import { fakeApi, renderPage } from '../../components/test-page.tsx';
import { testVideo } from '../../components/test-videos.ts';
import type { PageModule } from '../../route-module.ts';
import { renderRouter } from '../../router/test-router.tsx';
import { addHistory, addWatchLater, listWatchLater, toLocalRecord } from '../../storage/records.ts';
import { clearLocalDb } from '../../storage/test-db.ts';
import * as history from './route.tsx';

// The page reads the browser's database only: no API call is expected.
const noApi = () => fakeApi(() => ({ error: true, code: 'not_found' }));

/**
 * Renders the list page at `path` over `api`, waits for its heading and the card linking
 * `waitFor`; answers the cards in order, their titles and a card's video link.
 */
async function renderedCards(
  path: 'history/' | 'watch-later/',
  heading: string,
  waitFor: string,
  api: ReturnType<typeof noApi>,
) {
  renderPage(history, { routePath: path, url: `/${path}`, api });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  await screen.findByRole('link', { name: waitFor });
  const cards = screen.getAllByRole('article');
  return {
    cards,
    titles: cards.map((c) => within(c).getByRole('link').textContent),
    hrefOf: (i: number) =>
      within(cards[i] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
  };
}

describe('history page', () => {
  beforeEach(clearLocalDb);

  it('lists the watched videos as cards, newest first, one entry per video', async () => {
    await addHistory(toLocalRecord(testVideo(1), true));
    await addHistory(toLocalRecord(testVideo(2, { video_viewed: 2_500_000 }), true));
    // Watching video 1 again moves it to the top instead of adding a second entry.
    await addHistory(toLocalRecord(testVideo(1), true));
    const api = noApi();
    const { cards, titles, hrefOf } = await renderedCards('history/', 'History', 'Test clip 2', api);
    expect(titles).toEqual(['Test clip 1', 'Test clip 2']);
    expect(hrefOf(0)).toBe('/video/1/clip-1/');
    expect(within(cards[1] as HTMLElement).getByText('2.5M views')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('1:30')).toBeTruthy();
    // Records keep no votes: no rating is made up.
    expect(within(cards[1] as HTMLElement).queryByText(/%$/)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('says "Your viewing history is empty." when nothing was watched', async () => {
    renderPage(history, { routePath: 'history/', url: '/history/', api: noApi() });
    expect(await screen.findByText('Your viewing history is empty.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('declares a noindex title', () => {
    expect(history.meta({ url: new URL('http://x/history/') })).toMatchObject({
      title: 'History',
      noindex: true,
    });
    expect(history.meta({ url: new URL('http://x/watch-later/') })).toMatchObject({
      title: 'Watch later',
      noindex: true,
    });
  });
});

describe('watch later page', () => {
  beforeEach(clearLocalDb);

  it("lists this browser's Watch later videos, newest first, each with a Remove button", async () => {
    await addWatchLater(toLocalRecord(testVideo(3)));
    await addWatchLater(toLocalRecord(testVideo(4)));
    const api = noApi();
    const { titles, hrefOf } = await renderedCards('watch-later/', 'Watch later', 'Test clip 4', api);
    expect(titles).toEqual(['Test clip 4', 'Test clip 3']);
    expect(hrefOf(1)).toBe('/video/3/clip-3/');
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Test clip 4' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Test clip 4' })).toBeNull());
    expect((await listWatchLater()).map((r) => r.video_id)).toEqual([3]);
    expect(api.calls).toEqual([]);
  });

  it('says "There is no data in this list." when nothing was saved', async () => {
    renderPage(history, { routePath: 'watch-later/', url: '/watch-later/', api: noApi() });
    expect(await screen.findByText('There is no data in this list.')).toBeTruthy();
  });

  it('points a signed-in member to the Watch later tab of their profile', async () => {
    renderRouter({
      pages: [{ name: 'page', path: 'watch-later/', load: async () => history as PageModule }],
      url: '/watch-later/',
      api: noApi(),
      layout: <PageOutlet />,
      root: { categories: [], user: { user_id: 7, username: 'anna' } },
    });
    const link = await screen.findByRole('link', { name: 'see it in your profile' });
    expect(link.getAttribute('href')).toBe('/members/7/watch_later_videos/1/');
  });
});

describe('history page of a member', () => {
  it('points a signed-in member to the History tab of their profile (their history is in the account)', async () => {
    renderRouter({
      pages: [{ name: 'page', path: 'history/', load: async () => history as PageModule }],
      url: '/history/',
      api: noApi(),
      layout: <PageOutlet />,
      root: { categories: [], user: { user_id: 7, username: 'anna' } },
    });
    const link = await screen.findByRole('link', { name: 'see it in your profile' });
    expect(link.getAttribute('href')).toBe('/members/7/history/1/');
  });
});
