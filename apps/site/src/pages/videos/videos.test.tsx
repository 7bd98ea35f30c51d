import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDropdown, sortButton } from '../../components/sort-filter-test-kit.ts';
import { fakeApi, linkHrefs, renderPage, routeErrorStatuses } from '../../components/test-page.tsx';
import { testVideos } from '../../components/test-videos.ts';
import * as videos from './route.tsx';

const routePath = 'videos/:sort/:page/';

describe('videos listing', () => {
  it('lists the sort page asked with pager links of the same sort', async () => {
    const api = fakeApi(() => ({ videos: testVideos(24, 100), total_count: 24 * 20 }));
    renderPage(videos, { routePath, url: '/videos/top-rated/7/', api });
    expect(await screen.findByRole('heading', { name: 'Top rated videos' })).toBeTruthy();
    expect(api.calls[0]).toMatch(/^json\/videos2\/3600\/str\/top-rated\/24\/\.\.7\.all\.0\.all\.json$/);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    const pages = linkHrefs(pager);
    expect(pages).toEqual([
      '/videos/top-rated/6/',
      '/videos/top-rated/5/',
      '/videos/top-rated/6/',
      '/videos/top-rated/8/',
      '/videos/top-rated/9/',
      '/videos/top-rated/8/',
    ]);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('offers the six sorts in the dropdown, closing it on an outside click', async () => {
    const api = fakeApi(() => ({ videos: testVideos(2), total_count: 2 }));
    renderPage(videos, { routePath, url: '/videos/longest/1/', api });
    const { toggle, menu: list } = await openDropdown(/Sort by: Longest/);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(linkHrefs(list)).toEqual([
      '/videos/latest-updates/1/',
      '/videos/most-popular/1/',
      '/videos/top-rated/1/',
      '/videos/longest/1/',
      '/videos/most-commented/1/',
      '/videos/most-viewed/1/',
    ]);
    fireEvent.mouseDown(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });

  it('opens the mobile sheet with a tick on the current sort, locks scroll, and closes', async () => {
    const api = fakeApi(() => ({ videos: testVideos(2), total_count: 2 }));
    renderPage(videos, { routePath, url: '/videos/most-viewed/1/', api });
    // The sheet's button names the current sort (issue #19).
    fireEvent.click(await sortButton('Sort by: Most viewed', 'sheet'));
    const sheet = screen.getByRole('dialog', { name: 'Sort by' });
    expect(document.body.style.overflow).toBe('hidden');
    const current = within(sheet).getByRole('link', { name: /Most viewed/ });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.textContent).toContain('✓');
    expect(within(sheet).getByRole('link', { name: 'Newest' }).textContent).not.toContain('✓');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile sheet on Esc and on a tap on the backdrop, focus back on its button', async () => {
    const api = fakeApi(() => ({ videos: testVideos(2), total_count: 2 }));
    renderPage(videos, { routePath, url: '/videos/longest/1/', api });
    const opener = await sortButton('Sort by: Longest', 'sheet');
    fireEvent.click(opener);
    expect(document.activeElement?.textContent).toContain('Longest');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.mouseDown(document.querySelector('.sort-filter__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty text for an empty page and no pager', async () => {
    const api = fakeApi(() => ({ videos: [], total_count: 0 }));
    renderPage(videos, { routePath, url: '/videos/latest-updates/1/', api });
    expect(await screen.findByText('There is no data in this list.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('answers the 404 for an unknown sort without calling the API', async () => {
    const api = fakeApi(() => ({ videos: [], total_count: 0 }));
    const { router } = renderPage(videos, { routePath, url: '/videos/alphabetaz/1/', api });
    expect(await routeErrorStatuses(router)).toEqual([404]);
    expect(api.calls).toEqual([]);
  });
});
