import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageOutlet } from '../../app.tsx';
import { fakeApi, renderPage } from '../../components/test-page.tsx';
import { testVideo } from '../../components/test-videos.ts';
import type { PageModule } from '../../route-module.ts';
import { renderRouter } from '../../router/test-router.tsx';
import { addHistory, toLocalRecord } from '../../storage/records.ts';
import { clearLocalDb } from '../../storage/test-db.ts';
import * as history from './route.tsx';

// The page reads the browser's database only: no API call is expected.
const noApi = () => fakeApi(() => ({ error: true, code: 'not_found' }));

describe('history page', () => {
  beforeEach(clearLocalDb);

  it('lists the watched videos as cards, newest first, one entry per video', async () => {
    await addHistory(toLocalRecord(testVideo(1), true));
    await addHistory(toLocalRecord(testVideo(2, { video_viewed: 2_500_000 }), true));
    // Watching video 1 again moves it to the top instead of adding a second entry.
    await addHistory(toLocalRecord(testVideo(1), true));
    const api = noApi();
    renderPage(history, { routePath: 'history/', url: '/history/', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Test clip 2' });
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual(['Test clip 1', 'Test clip 2']);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/video/1/clip-1/');
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
    expect(history.meta()).toMatchObject({ title: 'History', noindex: true });
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
