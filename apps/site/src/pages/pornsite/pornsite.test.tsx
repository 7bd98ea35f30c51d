import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../components/listing-filters.ts';
import { fakeApi, renderPage, routeErrorStatuses } from '../../components/test-page.tsx';
import { testVideos } from '../../components/test-videos.ts';
import { closeModal, modalsStore } from '../../state/modals.ts';
import { testChannelDetail } from '../pornsites/test-channels.ts';
import * as info from './info/route.tsx';
// /pornsite/{dir}/ and /pornsite/{dir}/videos/{page}/ are one page module (routes.tsx).
import * as channel from './route.tsx';

const channelAnswer = { channel: testChannelDetail() };
const api = (videos = testVideos(24), total = 24 * 4) =>
  fakeApi((path) => (path.startsWith('json/channel/') ? channelAnswer : { videos, total_count: total }));

afterEach(() => closeModal());

describe('channel page', { timeout: 20_000 }, () => {
  it('shows the channel with its newest videos and a pager into videos/{page}/', async () => {
    const fake = api();
    renderPage(channel, { routePath: 'pornsite/:dir/', url: '/pornsite/studio-7/', api: fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio 7' })).toBeTruthy();
    expect(fake.calls).toContain('json/channel/86400/s/studio-7.json');
    expect(fake.calls).toContain(
      'json/videos2/3600/str/latest-updates/24/channels.studio-7.1.all.0.all.json',
    );
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/pornsite/studio-7/videos/2/',
    );
    const tabs = screen.getByRole('navigation', { name: 'Channel' });
    expect(within(tabs).getByRole('link', { name: 'Info' }).getAttribute('href')).toBe(
      '/pornsite/studio-7/info/',
    );
  });

  it('lists a later page under videos/{page}/ with page 1 linking back to the channel', async () => {
    const fake = api();
    renderPage(channel, {
      routePath: 'pornsite/:dir/videos/:page/',
      url: '/pornsite/studio-7/videos/3/',
      api: fake,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Studio 7 videos' })).toBeTruthy();
    expect(fake.calls.some((p) => p.includes('/channels.studio-7.3.'))).toBe(true);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/pornsite/studio-7/',
    );
  });

  it('opens the Login modal when a visitor presses Subscribe', async () => {
    renderPage(channel, { routePath: 'pornsite/:dir/', url: '/pornsite/studio-7/', api: api() });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(modalsStore.getState().name).toBe('login');
  });

  it('shows the channel info: description, website, counts and the day it was added', async () => {
    const fake = api();
    renderPage(info, { routePath: 'pornsite/:dir/info/', url: '/pornsite/studio-7/info/', api: fake });
    expect(await screen.findByRole('heading', { name: 'About Studio 7' })).toBeTruthy();
    expect(screen.getByText('Short synthetic clips shot for tests.')).toBeTruthy();
    const site = screen.getByRole('link', { name: 'https://studio-7.example/' });
    expect(site.getAttribute('rel')).toContain('nofollow');
    const rows = [...document.querySelectorAll('.channel-info__row')].map((r) => r.textContent);
    expect(rows).toEqual([
      'Websitehttps://studio-7.example/',
      'Videos1207',
      'Views56K',
      'Subscribers42',
      'Rating90%',
      'Added2024-03-05',
    ]);
    // The info tab needs the channel only.
    expect(fake.calls).toEqual(['json/channel/86400/s/studio-7.json']);
  });

  it('builds title, description and a canonical that keeps the channel', () => {
    const url = new URL('http://test/pornsite/studio-7/videos/2/');
    const detail = testChannelDetail();
    const data = { entity: detail, answer: { videos: [], total_count: 0 }, page: 2, filters: NO_FILTERS };
    expect(channel.meta({ data, url, params: {} })).toMatchObject({
      title: 'Studio 7 videos',
      page: 2,
      canonical: 'http://test/pornsite/studio-7/videos/2/',
    });
    expect(info.meta({ data: { channel: detail }, url, params: {} })).toMatchObject({
      title: 'Studio 7 info',
      description: 'Short synthetic clips shot for tests.',
      canonical: 'http://test/pornsite/studio-7/info/',
    });
  });

  it('answers the 404 for an unknown channel', async () => {
    const fake = fakeApi((path) =>
      path.startsWith('json/channel/') ? { error: true, code: 'not_found' } : { videos: [], total_count: 0 },
    );
    for (const [mod, routePath, url] of [
      [channel, 'pornsite/:dir/', '/pornsite/no-such-studio/'],
      [info, 'pornsite/:dir/info/', '/pornsite/no-such-studio/info/'],
    ] as const) {
      const { router, unmount } = renderPage<unknown>(mod, { routePath, url, api: fake });
      expect(await routeErrorStatuses(router)).toEqual([404]);
      unmount();
    }
  });
});
