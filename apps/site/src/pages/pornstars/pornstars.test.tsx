import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openDropdown, sortButton } from '../../components/sort-filter-test-kit.ts';
import { fakeApi, linkHrefs, renderPage, routeErrorStatuses } from '../../components/test-page.tsx';
import { testModelCards } from '../pornstar/test-models.ts';
import * as modelsPage from './route.tsx';

// The machine is shared and loaded: give the loaders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });
const WAIT = { timeout: 5000 };

const routePath = 'pornstars/:sort/:page/';

describe('model list', () => {
  it('renders the 30 model cards of the answer with pager links of the same sort', async () => {
    const api = fakeApi(() => ({ models: testModelCards(30, 31), total_count: 30 * 9 }));
    renderPage(modelsPage, { routePath, url: '/pornstars/alphabetaz/2/', api });
    expect(await screen.findByRole('heading', { name: 'Pornstars' })).toBeTruthy();
    expect(api.calls).toEqual(['json/models/86400/str/filt......./alphabetaz/30/2.json']);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(30);
    const first = within(cards[0] as HTMLElement).getByRole('link');
    expect(first.getAttribute('href')).toBe('/pornstar/performer-31/');
    expect(first.textContent).toContain('Performer 31');
    expect(first.textContent).toContain('12 videos');
    expect(linkHrefs(screen.getByRole('navigation', { name: 'Pages' }))).toEqual([
      '/pornstars/alphabetaz/1/',
      '/pornstars/alphabetaz/1/',
      '/pornstars/alphabetaz/3/',
      '/pornstars/alphabetaz/4/',
      '/pornstars/alphabetaz/5/',
      '/pornstars/alphabetaz/3/',
    ]);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('offers the ten model sorts, keeping the filters in the links', async () => {
    const api = fakeApi(() => ({ models: testModelCards(3), total_count: 3 }));
    renderPage(modelsPage, { routePath, url: '/pornstars/top-rated/1/?hair=5', api });
    const { menu: list } = await openDropdown(/Sort by: Top rated/);
    expect(linkHrefs(list)).toEqual(
      [
        'alphabetaz',
        'alphabetza',
        'most-popular',
        'top-rated',
        'most-viewed',
        'count-videos',
        'most-subscribed',
        'most-commented',
        'latest-updates',
        'recent',
      ].map((s) => `/pornstars/${s}/1/?hair=5`),
    );
  });

  it('choosing a filter in the dropdown goes to page 1 with it in the address and the request', async () => {
    const api = fakeApi(() => ({ models: testModelCards(30), total_count: 300 }));
    const { router } = renderPage(modelsPage, { routePath, url: '/pornstars/most-viewed/4/?gender=2', api });
    const { menu: list } = await openDropdown(/Hair: Any/);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Any', 'Brunette', 'Dark', 'Redhead', 'Brown', 'Blonde']);
    fireEvent.click(within(list).getByRole('link', { name: 'Blonde' }));
    await vi.waitFor(
      () =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          '/pornstars/most-viewed/1/?gender=2&hair=5',
        ),
      WAIT,
    );
    await vi.waitFor(
      () => expect(api.calls.at(-1)).toBe('json/models/86400/str/filt.5.....2./most-viewed/30/1.json'),
      WAIT,
    );
    // The pager of the filtered list keeps the filters.
    await vi.waitFor(
      () =>
        expect(linkHrefs(screen.getByRole('navigation', { name: 'Pages' }))[0]).toBe(
          '/pornstars/most-viewed/2/?gender=2&hair=5',
        ),
      WAIT,
    );
  });

  it('"Any" clears that filter only', async () => {
    const api = fakeApi(() => ({ models: testModelCards(2), total_count: 2 }));
    renderPage(modelsPage, {
      routePath,
      url: '/pornstars/alphabetaz/1/?age_group=3&ethnicity=latin&letter=k',
      api,
    });
    const { menu: list } = await openDropdown(/Ethnicity: Latin/);
    expect(within(list).getByRole('link', { name: 'Any' }).getAttribute('href')).toBe(
      '/pornstars/alphabetaz/1/?age_group=3&letter=k',
    );
    expect(api.calls[0]).toBe('json/models/86400/str/filt3....latin.k../alphabetaz/30/1.json');
    expect(await sortButton(/Age: 30-39/, 'dropdown')).toBeTruthy();
    expect(await sortButton(/Letter: K/, 'dropdown')).toBeTruthy();
  });

  it('offers exactly the contract enumerations for every group', async () => {
    const api = fakeApi(() => ({ models: testModelCards(2), total_count: 2 }));
    renderPage(modelsPage, { routePath, url: '/pornstars/alphabetaz/1/', api });
    const options = async (name: RegExp) => {
      const { menu: list } = await openDropdown(name);
      return linkHrefs(list).map((h) => new URL(h ?? '', 'http://x').search);
    };
    expect(await options(/Gender: Any/)).toEqual(['', '?gender=1', '?gender=2', '?gender=3']);
    expect(await options(/Age: Any/)).toEqual([
      '',
      '?age_group=1',
      '?age_group=2',
      '?age_group=3',
      '?age_group=4',
    ]);
    expect(await options(/Height: Any/)).toEqual(['', '?height=1', '?height=2', '?height=3', '?height=4']);
    expect(await options(/Weight: Any/)).toEqual(['', '?weight=1', '?weight=2', '?weight=3', '?weight=4']);
    expect(await options(/Ethnicity: Any/)).toEqual([
      '',
      '?ethnicity=asian',
      '?ethnicity=caucasian',
      '?ethnicity=ebony',
      '?ethnicity=latin',
    ]);
    const letters = await options(/Letter: Any/);
    expect(letters).toHaveLength(27);
    expect(letters[1]).toBe('?letter=a');
    expect(letters[26]).toBe('?letter=z');
  });

  it('the mobile sheet ticks the current filter value, locks scroll and closes', async () => {
    const api = fakeApi(() => ({ models: testModelCards(2), total_count: 2 }));
    renderPage(modelsPage, { routePath, url: '/pornstars/alphabetaz/1/?hair=3', api });
    fireEvent.click(await sortButton('Hair: Redhead', 'sheet'));
    const sheet = screen.getByRole('dialog', { name: 'Hair' });
    expect(document.body.style.overflow).toBe('hidden');
    const current = within(sheet).getByRole('link', { name: /Redhead/ });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.textContent).toContain('✓');
    expect(within(sheet).getByRole('link', { name: 'Any' }).textContent).not.toContain('✓');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('the mobile sort sheet ticks the current sort', async () => {
    const api = fakeApi(() => ({ models: testModelCards(2), total_count: 2 }));
    renderPage(modelsPage, { routePath, url: '/pornstars/most-subscribed/1/', api });
    fireEvent.click(await sortButton(/^Sort by: /, 'sheet'));
    const sheet = screen.getByRole('dialog', { name: 'Sort by' });
    expect(within(sheet).getByRole('link', { name: /Most subscribed/ }).textContent).toContain('✓');
    expect(within(sheet).getByRole('link', { name: 'A to Z' }).textContent).not.toContain('✓');
  });

  it('drops filter values outside their enumeration', async () => {
    const api = fakeApi(() => ({ models: testModelCards(2), total_count: 2 }));
    renderPage(modelsPage, {
      routePath,
      url: '/pornstars/alphabetaz/1/?hair=9&letter=ab&weight=1.2&height=4',
      api,
    });
    await screen.findByRole('heading', { name: 'Pornstars' });
    expect(api.calls).toEqual(['json/models/86400/str/filt..4...../alphabetaz/30/1.json']);
  });

  it('load more appends the next page and pushes its address', async () => {
    const api = fakeApi((path) => ({
      models: testModelCards(30, path.endsWith('/2.json') ? 31 : 1),
      total_count: 75,
    }));
    renderPage(modelsPage, { routePath, url: '/pornstars/recent/1/?gender=3', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60), WAIT);
    expect(api.calls.at(-1)).toBe('json/models/86400/str/filt......3./recent/30/2.json');
    expect(window.location.pathname + window.location.search).toBe('/pornstars/recent/2/?gender=3');
  });

  it('says "No result found" for a filter without models, the empty text otherwise', async () => {
    const api = fakeApi(() => ({ models: [], total_count: 0 }));
    renderPage(modelsPage, { routePath, url: '/pornstars/alphabetaz/1/?letter=q', api });
    expect(await screen.findByText('No result found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the empty-list text for an empty list and for an error answer', async () => {
    const empty = fakeApi(() => ({ models: [], total_count: 0 }));
    const first = renderPage(modelsPage, { routePath, url: '/pornstars/alphabetaz/1/', api: empty });
    expect(await screen.findByText('There is no data in this list.')).toBeTruthy();
    first.unmount();
    const failing = fakeApi(() => ({ error: true, code: 'bad_request' }));
    renderPage(modelsPage, { routePath, url: '/pornstars/alphabetaz/1/', api: failing });
    expect((await screen.findByRole('alert')).textContent).toBe('There is no data in this list.');
  });

  it('answers the 404 for a sort the page does not list, without calling the API', async () => {
    for (const sort of ['longest', 'most-popular-toptn']) {
      const api = fakeApi(() => ({ models: [], total_count: 0 }));
      const { router, unmount } = renderPage(modelsPage, { routePath, url: `/pornstars/${sort}/1/`, api });
      expect(await routeErrorStatuses(router, WAIT)).toEqual([404]);
      expect(api.calls).toEqual([]);
      unmount();
    }
  });

  it('titles the page with its sort and leaves filtered variants out of the index', () => {
    const data = { answer: { items: [], total_count: 0 }, page: 3, sort: 'most-viewed' as const, filter: {} };
    const url = new URL('http://test/pornstars/most-viewed/3/');
    expect(modelsPage.meta({ data, params: {}, url })).toMatchObject({
      title: 'Pornstars Most viewed',
      page: 3,
      noindex: false,
    });
    expect(modelsPage.meta({ data: { ...data, filter: { hair: 5 } }, params: {}, url }).noindex).toBe(true);
  });
});
