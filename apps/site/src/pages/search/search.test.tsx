import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../components/listing-filters.ts';
import { fakeApi, renderPage } from '../../components/test-page.tsx';
import { testVideos } from '../../components/test-videos.ts';
import * as search from './route.tsx';

const routePath = 'search/:page/';

describe('search page', () => {
  it('asks videos2.php for the query and keeps it in the pager links', async () => {
    const api = fakeApi(() => ({ videos: testVideos(24), total_count: 60 }));
    renderPage(search, { routePath, url: '/search/1/?s=blue%20sky', api });
    expect(await screen.findByRole('heading', { name: 'blue sky videos' })).toBeTruthy();
    expect(api.calls).toEqual([
      `videos2.php?params=${encodeURIComponent('3600/str/relevance/24/search..1.all.0.all')}&s=blue%20sky`,
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/search/3/?s=blue%20sky',
    );
  });

  it('shows "No result found" when nothing matches', async () => {
    const api = fakeApi(() => ({ videos: [], total_count: 0 }));
    renderPage(search, { routePath, url: '/search/1/?s=zzz', api });
    expect(await screen.findByText('No result found')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows "No result found" without asking the API for an empty query', async () => {
    const api = fakeApi(() => ({ videos: testVideos(1), total_count: 1 }));
    renderPage(search, { routePath, url: '/search/1/', api });
    expect(await screen.findByText('No result found')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('says no index for an empty result', () => {
    const data = { answer: { videos: [], total_count: 0 }, page: 1, s: 'zzz', filters: NO_FILTERS };
    const meta = search.meta({ data, params: {}, url: new URL('http://test/search/1/?s=zzz') });
    expect(meta).toMatchObject({ title: 'zzz videos', noindex: true });
  });
});
