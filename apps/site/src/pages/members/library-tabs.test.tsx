import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LibraryVideo } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../components/test-page.tsx';
import * as favourites from './favourite_videos/route.tsx';
import * as history from './history/route.tsx';
import { libraryApi } from './test-members.ts';
import * as watchLater from './watch_later_videos/route.tsx';

configure({ asyncUtilTimeout: 5000 });

const video = (id: number): LibraryVideo => ({
  video_id: id,
  dir: `clip-${id}`,
  title: `Clip ${id}`,
  duration: '05:00',
  post_date: '2025-01-01T00:00:00Z',
  scr: '',
  video_viewed: 10,
  sg_id: 0,
  ex_tube: '',
  ex_id: '',
  likes: 1,
  dislikes: 0,
  added_date: '2025-01-02T00:00:00Z',
});

describe('the library tabs', () => {
  it('shows the owner a page of favourites with Remove buttons and a pager; Remove posts and drops the card', async () => {
    const { api, calls } = libraryApi('owner', { videos: [video(3), video(2)], total_count: 30 });
    renderPage(favourites, {
      routePath: 'members/:id/favourite_videos/:page/',
      url: '/members/7/favourite_videos/1/',
      api,
    });
    expect(await screen.findByRole('link', { name: 'Clip 3' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('json/library/0/favourite_videos/24/0/7.1.jsond');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/members/7/favourite_videos/2/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Clip 3' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clip 3' })).toBeNull());
    expect(calls.at(-1)?.form).toEqual({ act: 'favourite', section: 'remove', video_id: 3 });
  });

  it('says "Your viewing history is empty." for an empty history, "There is no data in this list." for watch later', async () => {
    renderPage(history, {
      routePath: 'members/:id/history/:page/',
      url: '/members/7/history/1/',
      api: libraryApi('owner', { videos: [], total_count: 0 }).api,
    });
    expect(await screen.findByText('Your viewing history is empty.')).toBeTruthy();
  });

  it('says "There is no data in this list." for an empty watch later', async () => {
    renderPage(watchLater, {
      routePath: 'members/:id/watch_later_videos/:page/',
      url: '/members/7/watch_later_videos/1/',
      api: libraryApi('owner', { videos: [], total_count: 0 }).api,
    });
    expect(await screen.findByText('There is no data in this list.')).toBeTruthy();
  });

  it('denies another member the private tabs without asking for the list', async () => {
    const { api, calls } = libraryApi('member', { videos: [video(1)], total_count: 1 });
    renderPage(watchLater, {
      routePath: 'members/:id/watch_later_videos/:page/',
      url: '/members/7/watch_later_videos/1/',
      api,
    });
    expect(await screen.findByText('You do not have permission to view.')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('json/library/'))).toBe(false);
  });

  it('shows a friend the favourites without Remove buttons', async () => {
    renderPage(favourites, {
      routePath: 'members/:id/favourite_videos/:page/',
      url: '/members/7/favourite_videos/1/',
      api: libraryApi('friend', { videos: [video(5)], total_count: 1 }).api,
    });
    expect(await screen.findByRole('link', { name: 'Clip 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
