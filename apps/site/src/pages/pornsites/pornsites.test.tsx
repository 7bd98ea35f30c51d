import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDropdown } from '../../components/sort-filter-test-kit.ts';
import { fakeApi, linkHrefs, renderPage, routeErrorStatuses } from '../../components/test-page.tsx';
import * as channelsPage from './route.tsx';
import { testChannels } from './test-channels.ts';

const routePath = 'pornsites/:sort/:page/';

describe('channels list', { timeout: 20_000 }, () => {
  it('lists the channels of the sort and page asked, with pager links of the same sort', async () => {
    // A short page keeps the test fast; the pager counts pages of 60 from the total.
    const api = fakeApi(() => ({ channels: testChannels(12, 121), total_count: 60 * 5 }));
    renderPage(channelsPage, { routePath, url: '/pornsites/most-popular/3/', api });
    expect(await screen.findByRole('heading', { name: 'Channels' })).toBeTruthy();
    expect(api.calls).toEqual(['json/channels/86400/str/most-popular/60/all..3.json']);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const card = screen.getByRole('link', { name: /Studio 121/ });
    expect(card.getAttribute('href')).toBe('/pornsite/studio-121/');
    expect(within(card).getByText('1.3K videos')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/pornsites/most-popular/1/',
    );
    expect(within(pager).getByRole('link', { name: 'Page 5' }).getAttribute('href')).toBe(
      '/pornsites/most-popular/5/',
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('offers the eight channel sorts, each going to page 1', async () => {
    const api = fakeApi(() => ({ channels: testChannels(2), total_count: 2 }));
    renderPage(channelsPage, { routePath, url: '/pornsites/alphabetaz/1/', api });
    const { menu: list } = await openDropdown(/Sort by: A to Z/);
    expect(linkHrefs(list)).toEqual([
      '/pornsites/alphabetaz/1/',
      '/pornsites/alphabetza/1/',
      '/pornsites/most-popular/1/',
      '/pornsites/top-rated/1/',
      '/pornsites/most-viewed/1/',
      '/pornsites/count-videos/1/',
      '/pornsites/latest-updates/1/',
      '/pornsites/recent/1/',
    ]);
    // One page: no pager, and fewer than 24 channels: no load more.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty-list text for an error answer', async () => {
    const api = fakeApi(() => ({ error: true, code: 'invalid_param' }));
    renderPage(channelsPage, { routePath, url: '/pornsites/recent/1/', api });
    expect(await screen.findByText('There is no data in this list.')).toBeTruthy();
  });

  it('answers the 404 for a sort channels do not have, without calling the API', async () => {
    const api = fakeApi(() => ({ channels: [], total_count: 0 }));
    const { router } = renderPage(channelsPage, { routePath, url: '/pornsites/most-subscribed/1/', api });
    expect(await routeErrorStatuses(router)).toEqual([404]);
    expect(api.calls).toEqual([]);
  });
});
