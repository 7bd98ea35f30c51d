import { fireEvent, screen, within } from '@testing-library/react';
import type { Member } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { openDropdown } from '../../components/sort-filter-test-kit.ts';
import { fakeApi, linkHrefs, renderPage, routeErrorStatuses } from '../../components/test-page.tsx';
import * as community from './route.tsx';

/** A synthetic member (no real people). */
function member(id: number, over: Partial<Member> = {}): Member {
  return {
    user_id: id,
    username: `member${id}`,
    about_me: '',
    description: '',
    country: '',
    gender: '',
    age: '',
    relationship: '',
    avatar: '',
    orientation: '',
    object_id: String(id),
    birth_date: '',
    education: '',
    website: '',
    city: '',
    interests: '',
    occupation: '',
    cover: '',
    added_date: '2025-01-01T00:00:00Z',
    statistics: { videos: 3, subscribers: 1500, viewed: 10 },
    ...over,
  };
}
const members = (n: number, from = 1) => Array.from({ length: n }, (_, i) => member(from + i));

const routePath = 'community/:sort/:page/';

describe('community listing', { timeout: 20_000 }, () => {
  it('lists members with uploads from json/members, with the pager of the sort', async () => {
    const api = fakeApi(() => ({
      members: [
        member(1, { gender: 'woman', age: '25', country: 'de', avatar: '/media/avatars/1.jpg' }),
        // As the demo seed stores them: a filter number and a code (issue #19 item 8).
        member(2, { gender: '2', age: '31', country: 'ua' }),
        ...members(10, 3),
      ],
      total_count: 96 * 3,
    }));
    renderPage(community, { routePath, url: '/community/most-viewed/2/', api });
    expect(await screen.findByRole('heading', { name: 'Community' })).toBeTruthy();
    expect(api.calls).toEqual(['json/members/86400/community/filt......./most-viewed/96/2.json']);
    const first = screen.getByRole('article', { name: 'member1' });
    expect(within(first).getByText('woman, 25, Germany')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'member2' });
    expect(within(second).getByText('woman, 31, Ukraine')).toBeTruthy();
    expect(within(first).getByText('3 videos · 1.5K subscribers')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(linkHrefs(pager)).toEqual([
      '/community/most-viewed/1/',
      '/community/most-viewed/1/',
      '/community/most-viewed/3/',
      '/community/most-viewed/3/',
    ]);
  });

  it('offers the six member sorts, each going to page 1', async () => {
    const api = fakeApi(() => ({ members: members(2), total_count: 2 }));
    renderPage(community, { routePath, url: '/community/recent/1/', api });
    const { menu: list } = await openDropdown(/Sort by: Newest/);
    expect(linkHrefs(list)).toEqual([
      '/community/recent/1/',
      '/community/most-popular/1/',
      '/community/top-rated/1/',
      '/community/most-viewed/1/',
      '/community/count-videos/1/',
      '/community/latest-updates/1/',
    ]);
  });

  it('appends the next page on load more and pushes its address', async () => {
    // The loader and load more ask the same transport: page 2 answers the next 24.
    const api = fakeApi((path) =>
      path.endsWith('/2.json')
        ? { members: members(24, 25), total_count: 150 }
        : { members: members(24), total_count: 150 },
    );
    renderPage(community, { routePath, url: '/community/top-rated/1/', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'member48' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(48);
    expect(api.calls.slice(1)).toEqual(['json/members/86400/community/filt......./top-rated/96/2.json']);
    expect(window.location.pathname).toBe('/community/top-rated/2/');
  });

  it('shows the empty-list text when no member has uploads', async () => {
    const api = fakeApi(() => ({ members: [], total_count: 0 }));
    renderPage(community, { routePath, url: '/community/recent/1/', api });
    expect(await screen.findByText('There is no data in this list.')).toBeTruthy();
  });

  it('answers the 404 for a sort members do not have, without calling the API', async () => {
    const api = fakeApi(() => ({ members: [], total_count: 0 }));
    const { router } = renderPage(community, { routePath, url: '/community/alphabetaz/1/', api });
    expect(await routeErrorStatuses(router)).toEqual([404]);
    expect(api.calls).toEqual([]);
  });

  it('titles the page by its sort', () => {
    const data = { answer: { items: [], total_count: 0 }, page: 3, sort: 'count-videos' as const };
    expect(
      community.meta({ data, params: {}, url: new URL('http://test/community/count-videos/3/') }),
    ).toMatchObject({
      title: 'Community Most videos',
      page: 3,
    });
  });
});
