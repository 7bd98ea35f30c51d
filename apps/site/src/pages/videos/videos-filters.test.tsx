import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../components/listing-filters.ts';
import { openDropdown, sortButton } from '../../components/sort-filter-test-kit.ts';
import { fakeApi, linkHrefs, renderPage } from '../../components/test-page.tsx';
import { testVideos } from '../../components/test-videos.ts';
import * as videos from './route.tsx';

const routePath = 'videos/:sort/:page/';
const answer = () => ({ videos: testVideos(24, 100), total_count: 24 * 5 });

describe('videos listing: date and duration filters', () => {
  it('asks the API with the filters of the address and keeps them in the pager', async () => {
    const api = fakeApi(answer);
    renderPage(videos, { routePath, url: '/videos/top-rated/2/?duration=1&date=week', api });
    expect(await screen.findByRole('heading', { name: 'Top rated videos' })).toBeTruthy();
    expect(api.calls[0]).toBe('json/videos2/3600/str/top-rated/24/..2.all.1.week.json');
    expect(linkHrefs(screen.getByRole('navigation', { name: 'Pages' }))).toContain(
      '/videos/top-rated/3/?duration=1&date=week',
    );
  });

  it('offers the durations in the dropdown, each on page 1 keeping the date', async () => {
    renderPage(videos, { routePath, url: '/videos/most-popular/3/?date=month', api: fakeApi(answer) });
    const { menu } = await openDropdown(/^Duration: Any length/);
    expect(linkHrefs(menu)).toEqual([
      '/videos/most-popular/1/?date=month',
      '/videos/most-popular/1/?duration=1&date=month',
      '/videos/most-popular/1/?duration=2&date=month',
      '/videos/most-popular/1/?duration=3&date=month',
    ]);
    const date = await openDropdown(/^Date: Last 30 days/);
    expect(linkHrefs(date.menu)).toEqual([
      '/videos/most-popular/1/',
      '/videos/most-popular/1/?date=day',
      '/videos/most-popular/1/?date=week',
      '/videos/most-popular/1/?date=month',
    ]);
  });

  it('has no date menu on a sort without one, and the sort menu keeps the duration, the date only where it applies', async () => {
    renderPage(videos, { routePath, url: '/videos/top-rated/1/?duration=3&date=day', api: fakeApi(answer) });
    const { menu } = await openDropdown(/^Sort by: Top rated/);
    expect(linkHrefs(menu)).toEqual([
      '/videos/latest-updates/1/?duration=3',
      '/videos/most-popular/1/?duration=3&date=day',
      '/videos/top-rated/1/?duration=3&date=day',
      '/videos/longest/1/?duration=3',
      '/videos/most-commented/1/?duration=3',
      '/videos/most-viewed/1/?duration=3',
    ]);
  });

  it('ignores a date on a sort that takes none: no date menu, the API asked without it', async () => {
    const api = fakeApi(answer);
    renderPage(videos, { routePath, url: '/videos/longest/1/?date=week', api });
    await screen.findByRole('heading', { name: 'Longest videos' });
    expect(screen.queryAllByRole('button', { name: /^Date:/ })).toEqual([]);
    expect(api.calls[0]).toBe('json/videos2/3600/str/longest/24/..1.all.0.all.json');
  });

  it('ticks the current duration in the mobile sheet', async () => {
    renderPage(videos, { routePath, url: '/videos/longest/1/?duration=2', api: fakeApi(answer) });
    fireEvent.click(await sortButton('Duration: 10–40 min', 'sheet'));
    const sheet = screen.getByRole('dialog', { name: 'Duration' });
    const current = within(sheet).getByRole('link', { name: /10–40 min/ });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.textContent).toContain('✓');
    expect(within(sheet).getByRole('link', { name: 'Over 40 min' }).getAttribute('href')).toBe(
      '/videos/longest/1/?duration=3',
    );
  });

  it('puts the filters in the canonical and the title', () => {
    const url = new URL('http://test/videos/top-rated/2/?date=week&campaign=x&duration=1');
    const data = {
      answer: answer(),
      page: 2,
      sort: 'top-rated' as const,
      filters: { duration: 1, date: 'week' } as const,
    };
    expect(videos.meta({ data, params: {}, url })).toMatchObject({
      title: 'Top rated videos: Under 10 min, Last 7 days',
      canonical: 'http://test/videos/top-rated/2/?duration=1&date=week',
    });
    expect(videos.meta({ data: { ...data, filters: NO_FILTERS }, params: {}, url }).canonical).toBe(
      'http://test/videos/top-rated/2/',
    );
  });
});
