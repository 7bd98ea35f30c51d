import { act, fireEvent, screen } from '@testing-library/react';
import type { Category } from '@tubekit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import { headerStore } from '../state/header.ts';
import { searchHistoryStore } from '../state/search-history.ts';
import { renderAt } from '../test-router.tsx';
import { SearchOverlay } from './search-overlay.tsx';

const categories = Array.from({ length: 15 }, (_, i) => ({
  dir: `cat-${i}`,
  title: `Category ${i}`,
})) as Category[];

function fakeApi(calls: string[]): ApiTransport {
  return {
    async get<T>(path: string) {
      calls.push(path);
      if (path.startsWith('json/suggester/'))
        return {
          keywords: [{ title: 'sunset', total_videos: 4 }],
          categories: [],
          channels: [],
          models: [],
        } as T;
      const c = new URLSearchParams(path.split('?')[1]).get('c') ?? '';
      if (c === 'zzz') return { keywords: [], categories: [], channels: [], models: [] } as T;
      return {
        keywords: [{ title: `${c} clip`, total_videos: 2 }],
        categories: [
          { title: 'Voyeur', dir: 'voyeur', total_videos: 1, avg_videos_popularity: 1 },
          { title: 'Hidden Cam', dir: 'hidden-cam', total_videos: 1, avg_videos_popularity: 1 },
          { title: 'Beach', dir: 'beach', total_videos: 1, avg_videos_popularity: 1 },
        ],
        channels: [],
        models: [{ title: 'Model One', dir: 'model-one', total_videos: 3 }],
      } as T;
    },
    post: async () => ({}) as never,
  };
}

describe('SearchOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    searchHistoryStore.setState({ entries: [{ title: 'earlier search' }] });
    headerStore.setState({ searchOpen: true });
  });
  afterEach(() => vi.useRealTimers());

  it('shows 12 trending categories, Recent and Top Searches when empty', async () => {
    renderAt(<SearchOverlay />, { rootData: { categories }, api: fakeApi([]) });
    await screen.findByText('sunset');
    const trending = screen.getByRole('heading', { name: 'Trending categories' }).nextElementSibling;
    expect(trending?.querySelectorAll('a')).toHaveLength(12);
    expect(screen.getByText('earlier search')).toBeTruthy();
    expect((screen.getByLabelText('Search for') as HTMLInputElement).maxLength).toBe(69);
  });

  it('asks for suggestions 300 ms after typing, grouped, without hidden categories', async () => {
    const calls: string[] = [];
    renderAt(<SearchOverlay />, { rootData: { categories }, api: fakeApi(calls) });
    const input = await screen.findByLabelText('Search for');
    // From here the clock moves only when told: with shouldAdvanceTime, real time spent on a
    // loaded machine between two steps moved the 300 ms pause forward as well.
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.change(input, { target: { value: 'be' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(calls.filter((c) => c.startsWith('suggester.php'))).toEqual([]);
    fireEvent.change(input, { target: { value: 'bea' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(calls.filter((c) => c.startsWith('suggester.php'))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.filter((c) => c.startsWith('suggester.php'))).toEqual(['suggester.php?c=bea']);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('bea clip')).toBeTruthy();
    expect(screen.getByText('Beach')).toBeTruthy();
    expect(screen.getByText('Model One')).toBeTruthy();
    expect(screen.queryByText('Voyeur')).toBeNull();
    expect(screen.queryByText('Hidden Cam')).toBeNull();
  });

  it('says "Not matches found" and ignores a submit of 2 characters', async () => {
    const { router } = renderAt(<SearchOverlay />, { api: fakeApi([]) });
    const input = await screen.findByLabelText('Search for');
    fireEvent.change(input, { target: { value: 'zzz' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('Not matches found')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ab' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.change(input, { target: { value: 'red car' } });
    await act(async () => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/search/1/?s=red%20car');
    expect(searchHistoryStore.getState().entries[0]).toEqual({ title: 'red car' });
  });
});
