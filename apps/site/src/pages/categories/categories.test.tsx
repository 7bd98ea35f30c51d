import { screen, within } from '@testing-library/react';
import type { Category } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage, routeErrorStatuses } from '../../components/test-page.tsx';
import { testVideos } from '../../components/test-videos.ts';
import * as category from './category/route.tsx';
import * as index from './route.tsx';

const cat = (id: number, dir: string, title: string): Category => ({
  category_id: id,
  dir,
  title,
  description: `${title} clips`,
  thumbnail: `/media/cat-${id}.jpg`,
  total_videos: 1500,
  toptn: 0,
});
const categories = [cat(1, 'amber', 'Amber'), cat(2, 'blue-sky', 'Blue sky')];

describe('categories', () => {
  it('lists every category A-Z with links to their videos', async () => {
    const api = fakeApi(() => ({ categories, total_count: 2 }));
    renderPage(index, { routePath: 'categories/', url: '/categories/', api });
    const link = await screen.findByRole('link', { name: /Blue sky/ });
    expect(link.getAttribute('href')).toBe('/categories/blue-sky/');
    expect(within(link).getByText('1.5K videos')).toBeTruthy();
    expect(api.calls[0]).toMatch(/^json\/categories\/\d+\/str\.all\.en\.json$/);
  });

  it('tiles each category with its still, the first six loading at once and the rest lazily', async () => {
    const many = Array.from({ length: 8 }, (_, i) => cat(i + 1, `c-${i + 1}`, `Cat ${i + 1}`));
    renderPage(index, {
      routePath: 'categories/',
      url: '/categories/',
      api: fakeApi(() => ({ categories: many })),
    });
    const first = await screen.findByRole('img', { name: 'Cat 1' });
    expect([first.getAttribute('src'), first.getAttribute('width'), first.getAttribute('height')]).toEqual([
      '/media/cat-1.jpg',
      '320',
      '180',
    ]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(6).fill('eager'),
      'lazy',
      'lazy',
    ]);
  });

  it('shows the empty text when there are no categories', async () => {
    const api = fakeApi(() => ({ error: true, code: 'not_found' }));
    renderPage(index, { routePath: 'categories/', url: '/categories/', api });
    expect(await screen.findByText('There is no data in this list.')).toBeTruthy();
  });

  it('lists the videos of one category with its pager', async () => {
    const api = fakeApi((path) =>
      path.startsWith('json/categories/')
        ? { categories, total_count: 2 }
        : { videos: testVideos(24), total_count: 24 * 3 },
    );
    renderPage(category, { routePath: 'categories/:object_id/:page?/', url: '/categories/blue-sky/2/', api });
    expect(await screen.findByRole('heading', { name: 'Blue sky videos' })).toBeTruthy();
    expect(api.calls.some((p) => /^json\/videos2\/.*\/categories\.blue-sky\.2\./.test(p))).toBe(true);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/categories/blue-sky/',
    );
    expect(within(pager).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/categories/blue-sky/3/',
    );
  });

  it('answers the 404 for an unknown category', async () => {
    const api = fakeApi((path) =>
      path.startsWith('json/categories/') ? { categories, total_count: 2 } : { videos: [], total_count: 0 },
    );
    const { router } = renderPage(category, {
      routePath: 'categories/:object_id/:page?/',
      url: '/categories/nothing-here/',
      api,
    });
    expect(await routeErrorStatuses(router)).toEqual([404]);
  });
});
