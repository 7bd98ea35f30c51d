import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../components/test-page.tsx';
import { testVideo, testVideos } from '../../components/test-videos.ts';
import * as home from './route.tsx';

const top = { keywords: [], categories: [], channels: [], models: [] };

describe('home page', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows the 24 latest cards from json/main with views, rating, duration and Just added', async () => {
    const videos = testVideos(24);
    videos[0] = testVideo(1, { post_date: new Date().toISOString(), video_viewed: 2_500_000 });
    const api = fakeApi(() => ({ videos, total_count: 100, top }));
    renderPage(home, { routePath: '', url: '/', api });
    const title = await screen.findByRole('link', { name: 'Test clip 1' });
    expect(title.getAttribute('href')).toBe('/video/1/clip-1/');
    expect(api.calls[0]).toMatch(/^json\/main\//);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText('Just added')).toBeTruthy();
    expect(within(first).getByText('2.5M views')).toBeTruthy();
    expect(within(first).getByText('90%')).toBeTruthy();
    expect(within(first).getByText('1:30')).toBeTruthy();
    expect(within(first).getByAltText('Test clip 1').getAttribute('src')).toBe('/media/1/scr.jpg');
    const second = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(second).queryByText('Just added')).toBeNull();
    expect(within(second).getByText('1.2K views')).toBeTruthy();
  });

  it('shows a pager of 5 page links and the next link', async () => {
    const api = fakeApi(() => ({ videos: testVideos(24), total_count: 240, top }));
    renderPage(home, { routePath: '', url: '/', api });
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    const links = within(pager).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/2/', '/3/', '/4/', '/5/', '/2/']);
    expect(within(pager).getByText('1').getAttribute('aria-current')).toBe('page');
  });

  it('load more appends the next page and pushes its address', async () => {
    // The loader (json/main) and load more (json/videos2 page 2) ask the same transport.
    const api = fakeApi((path) =>
      path.startsWith('json/main/')
        ? { videos: testVideos(24), total_count: 48, top }
        : { videos: testVideos(24, 25), total_count: 48 },
    );
    renderPage(home, { routePath: '', url: '/', api });
    fireEvent.click(await screen.findByRole('button', { name: 'more trending video' }));
    await screen.findByRole('link', { name: 'Test clip 48' });
    expect(screen.getAllByRole('article')).toHaveLength(48);
    expect(window.location.pathname).toBe('/2/');
    expect(api.calls[1]).toMatch(/^json\/videos2\/.*latest-updates\/24\/\.\.2\./);
    // The last page is reached: no button.
    expect(screen.queryByRole('button', { name: 'more trending video' })).toBeNull();
  });

  it('hides load more and the pager for a short list, and reads page 2 from json/videos2', async () => {
    const api = fakeApi(() => ({ videos: testVideos(3), total_count: 3 }));
    renderPage(home, { routePath: ':page/', url: '/2/', api });
    await screen.findByRole('link', { name: 'Test clip 3' });
    expect(api.calls[0]).toMatch(/^json\/videos2\//);
    expect(screen.queryByRole('button', { name: 'more trending video' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the empty text for an error answer', async () => {
    const api = fakeApi(() => ({ error: true, code: 'not_found' }));
    renderPage(home, { routePath: '', url: '/', api });
    expect(await screen.findByText('There is no data in this list.')).toBeTruthy();
  });
});
