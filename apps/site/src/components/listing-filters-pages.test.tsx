import { screen, within } from '@testing-library/react';
import type { Category } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import * as category from '../pages/categories/category/route.tsx';
import * as channel from '../pages/pornsite/route.tsx';
import { testChannelDetail } from '../pages/pornsites/test-channels.ts';
import * as search from '../pages/search/route.tsx';
import { openDropdown } from './sort-filter-test-kit.ts';
import { fakeApi, linkHrefs, renderPage } from './test-page.tsx';
import { testVideos } from './test-videos.ts';

/**
 * The duration filter on the listings other than /videos/ (videos-filters.test.tsx): a
 * category's, a channel's (a model's is the same page factory) and search. Their sort is
 * latest-updates or relevance, which take no date.
 */
const blueSky: Category = {
  category_id: 2,
  dir: 'blue-sky',
  title: 'Blue sky',
  description: 'Blue sky clips',
  thumbnail: '/media/cat-2.jpg',
  total_videos: 1500,
  toptn: 0,
};
const videos = { videos: testVideos(24), total_count: 24 * 3 };

describe('duration filter of the other listings', () => {
  it('filters a category: API path, pager, duration menu, no date menu, canonical', async () => {
    const api = fakeApi((path) => (path.startsWith('json/categories/') ? { categories: [blueSky] } : videos));
    renderPage(category, {
      routePath: 'categories/:object_id/:page?/',
      url: '/categories/blue-sky/2/?duration=3&date=week',
      api,
    });
    expect(await screen.findByRole('heading', { name: 'Blue sky videos' })).toBeTruthy();
    expect(api.calls).toContain(
      'json/videos2/3600/str/latest-updates/24/categories.blue-sky.2.all.3.all.json',
    );
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/categories/blue-sky/?duration=3',
    );
    expect(screen.queryAllByRole('button', { name: /^(Date|Sort by):/ })).toEqual([]);
    const { menu } = await openDropdown(/^Duration: Over 40 min/);
    expect(linkHrefs(menu)).toEqual([
      '/categories/blue-sky/',
      '/categories/blue-sky/?duration=1',
      '/categories/blue-sky/?duration=2',
      '/categories/blue-sky/?duration=3',
    ]);
    const url = new URL('http://test/categories/blue-sky/2/?duration=3');
    const data = { answer: videos, page: 2, dir: 'blue-sky', title: 'Blue sky', description: '' };
    expect(
      category.meta({ data: { ...data, filters: { duration: 3, date: 'all' } }, params: {}, url }),
    ).toMatchObject({
      title: 'Blue sky videos: Over 40 min',
      canonical: 'http://test/categories/blue-sky/2/?duration=3',
    });
  });

  it("filters a channel's videos and keeps the channel in the canonical", async () => {
    const detail = testChannelDetail();
    const api = fakeApi((path) => (path.startsWith('json/channel/') ? { channel: detail } : videos));
    renderPage(channel, { routePath: 'pornsite/:dir/', url: '/pornsite/studio-7/?duration=1', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio 7' })).toBeTruthy();
    expect(api.calls).toContain('json/videos2/3600/str/latest-updates/24/channels.studio-7.1.all.1.all.json');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/pornsite/studio-7/videos/2/?duration=1',
    );
    const { menu } = await openDropdown(/^Duration: Under 10 min/);
    expect(linkHrefs(menu)[2]).toBe('/pornsite/studio-7/?duration=2');
    const url = new URL('http://test/pornsite/studio-7/videos/2/?duration=1&r=1');
    const data = { entity: detail, answer: videos, page: 2, filters: { duration: 1, date: 'all' } as const };
    expect(channel.meta({ data, params: {}, url }).canonical).toBe(
      'http://test/pornsite/studio-7/videos/2/?duration=1',
    );
  });

  it('filters search results, keeping the query first in every address', async () => {
    const api = fakeApi(() => videos);
    renderPage(search, { routePath: 'search/:page/', url: '/search/1/?s=blue%20sky&duration=2', api });
    expect(await screen.findByRole('heading', { name: 'blue sky videos' })).toBeTruthy();
    expect(api.calls).toEqual([
      `videos2.php?params=${encodeURIComponent('3600/str/relevance/24/search..1.all.2.all')}&s=blue%20sky`,
    ]);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/search/2/?s=blue%20sky&duration=2',
    );
    const { menu } = await openDropdown(/^Duration: 10–40 min/);
    expect(linkHrefs(menu)[0]).toBe('/search/1/?s=blue%20sky');
    const url = new URL('http://test/search/1/?s=blue%20sky&duration=2');
    const data = { answer: videos, page: 1, s: 'blue sky', filters: { duration: 2, date: 'all' } as const };
    expect(search.meta({ data, params: {}, url }).canonical).toBe(
      'http://test/search/1/?s=blue+sky&duration=2',
    );
  });
});
