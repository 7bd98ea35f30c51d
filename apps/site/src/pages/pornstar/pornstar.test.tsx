import { configure, fireEvent, screen, within } from '@testing-library/react';
import type { Comment } from '@tubekit/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../components/listing-filters.ts';
import { fakeApi, linkHrefs, renderPage, routeErrorStatuses } from '../../components/test-page.tsx';
import { testVideos } from '../../components/test-videos.ts';
import { closeModal, modalsStore } from '../../state/modals.ts';
import * as comments from './comments/route.tsx';
import * as info from './info/route.tsx';
// /pornstar/{dir}/ and /pornstar/{dir}/videos/{page}/ are one page module (routes.tsx).
import * as model from './route.tsx';
import { testModel } from './test-models.ts';

// The machine is shared and loaded: give the loaders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });
const WAIT = { timeout: 5000 };

const MODEL_PATH = 'json/model/3600/zo/zora-vale.json';

/** Answers the model call with `detail` and the videos call with 24 of 100 videos. */
function modelApi(detail = testModel(), extra: (path: string) => unknown = () => undefined) {
  return fakeApi((path) => {
    if (path === MODEL_PATH) return { model: detail };
    if (path.startsWith('json/model/')) return { error: true, code: 'not_found' };
    if (path.startsWith('json/videos2/')) return { videos: testVideos(24, 500), total_count: 100 };
    return extra(path);
  });
}

afterEach(() => closeModal());

describe('model page', () => {
  it('shows the model, the tabs and the first page of their videos', async () => {
    const api = modelApi();
    renderPage(model, { routePath: 'pornstar/:dir/', url: '/pornstar/zora-vale/', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zora Vale' })).toBeTruthy();
    expect(api.calls).toEqual([
      MODEL_PATH,
      'json/videos2/3600/str/latest-updates/24/models.zora-vale.1.all.0.all.json',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const tabs = screen.getByRole('navigation', { name: 'Performer' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Videos', '/pornstar/zora-vale/'],
      ['Info', '/pornstar/zora-vale/info/'],
      ['Comments (2)', '/pornstar/zora-vale/comments/'],
    ]);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(linkHrefs(pager)).toEqual([
      '/pornstar/zora-vale/videos/2/',
      '/pornstar/zora-vale/videos/3/',
      '/pornstar/zora-vale/videos/4/',
      '/pornstar/zora-vale/videos/5/',
      '/pornstar/zora-vale/videos/2/',
    ]);
  });

  it('lists a later page of videos; its pager links page 1 to the model page', async () => {
    const api = modelApi();
    renderPage(model, {
      routePath: 'pornstar/:dir/videos/:page/',
      url: '/pornstar/zora-vale/videos/3/',
      api,
    });
    await screen.findByRole('heading', { level: 2, name: 'Zora Vale videos' });
    expect(api.calls[1]).toBe('json/videos2/3600/str/latest-updates/24/models.zora-vale.3.all.0.all.json');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(linkHrefs(pager)).toEqual([
      '/pornstar/zora-vale/videos/2/',
      '/pornstar/zora-vale/',
      '/pornstar/zora-vale/videos/2/',
      '/pornstar/zora-vale/videos/4/',
      '/pornstar/zora-vale/videos/5/',
      '/pornstar/zora-vale/videos/4/',
    ]);
    expect(within(pager).getByText('3').getAttribute('aria-current')).toBe('page');
  });

  it('answers the 404 for an unknown model', async () => {
    const api = modelApi();
    const { router } = renderPage(model, { routePath: 'pornstar/:dir/', url: '/pornstar/nobody-here/', api });
    expect(await routeErrorStatuses(router, WAIT)).toEqual([404]);
    expect(api.calls[0]).toBe('json/model/3600/no/nobody-here.json');
  });

  it('answers the 404 on every tab of an unknown model, and for a dir the API cannot name', async () => {
    for (const [mod, routePath, url] of [
      [info, 'pornstar/:dir/info/', '/pornstar/nobody-here/info/'],
      [comments, 'pornstar/:dir/comments/', '/pornstar/nobody-here/comments/'],
      [model, 'pornstar/:dir/videos/:page/', '/pornstar/nobody-here/videos/2/'],
      [model, 'pornstar/:dir/', '/pornstar/Bad_Dir/'],
    ] as const) {
      const api = modelApi();
      const { router, unmount } = renderPage<unknown>(mod, { routePath, url, api });
      expect(await routeErrorStatuses(router, WAIT)).toEqual([404]);
      unmount();
    }
  });

  it('titles the videos pages with the page suffix and keeps the model in the canonical', () => {
    const data = {
      entity: testModel(),
      answer: { videos: [], total_count: 0 },
      page: 2,
      filters: NO_FILTERS,
    };
    const url = new URL('http://test/pornstar/zora-vale/videos/2/');
    expect(model.meta({ data, params: {}, url })).toMatchObject({
      title: 'Zora Vale videos',
      page: 2,
      canonical: 'http://test/pornstar/zora-vale/videos/2/',
    });
    expect(model.meta({ data: { ...data, page: 1 }, params: {}, url }).canonical).toBe(
      'http://test/pornstar/zora-vale/',
    );
  });
});

describe('model info', () => {
  it('shows the known info fields with their labels', async () => {
    const detail = testModel(
      {},
      {
        alias: 'Zee',
        age: '27',
        hair: 'blonde',
        height: '172 cm',
        ethnicity: 'latin',
        race: 'latin',
        country: 'ca',
        website: 'https://example.test/zora',
        added_date: '2025-01-01T00:00:00Z',
      },
    );
    const api = modelApi(detail);
    renderPage(info, { routePath: 'pornstar/:dir/info/', url: '/pornstar/zora-vale/info/', api });
    expect(await screen.findByRole('heading', { name: 'Zora Vale info' })).toBeTruthy();
    expect(api.calls).toEqual([MODEL_PATH]);
    const rows = [...document.querySelectorAll('.model-info dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Alias', 'Zee'],
      ['Age', '27'],
      // The spec's country table, not the raw code 'ca' (issue #19 item 8).
      ['Country', 'Canada'],
      ['Ethnicity', 'latin'],
      ['Hair', 'blonde'],
      ['Height', '172 cm'],
      ['Website', 'https://example.test/zora'],
      ['Added', '2025-01-01'],
    ]);
    expect(screen.getByRole('link', { name: 'https://example.test/zora' }).getAttribute('rel')).toContain(
      'nofollow',
    );
    expect(info.meta({ data: { model: detail }, params: {}, url: new URL('http://test/') })).toMatchObject({
      title: 'Zora Vale info',
      description: 'Zora Vale. Alias: Zee, Age: 27, Country: Canada.',
      canonical: 'http://test/pornstar/zora-vale/info/',
    });
  });

  it('shows the empty text when nothing is known', async () => {
    renderPage(info, { routePath: 'pornstar/:dir/info/', url: '/pornstar/zora-vale/info/', api: modelApi() });
    expect(await screen.findByText('There is no data in this list.')).toBeTruthy();
  });
});

describe('model comments', () => {
  const comment = (id: number, text: string): Comment => ({
    comment_id: id,
    section: 'models',
    object_id: 7,
    user_id: 40 + id,
    username: `member${id}`,
    avatar: '',
    text,
    likes: 0,
    dislikes: 0,
    added_date: `2026-03-0${id}T10:00:00Z`,
  });

  it('lists the comments of the model and asks a visitor to log in to post', async () => {
    const api = modelApi(testModel(), (path) =>
      path.startsWith('json/comments/')
        ? { comments: [comment(2, 'Second note'), comment(1, 'First note')], total_count: 2 }
        : undefined,
    );
    renderPage(comments, { routePath: 'pornstar/:dir/comments/', url: '/pornstar/zora-vale/comments/', api });
    expect(await screen.findByRole('heading', { name: /^Zora Vale comments/ })).toBeTruthy();
    expect(api.calls).toEqual([MODEL_PATH, 'json/comments/3600/models/0/0/7.json']);
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('comment'));
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Second note', 'First note']);
    expect(within(items[0] as HTMLElement).getByText('member2')).toBeTruthy();
    expect(screen.getByText('Please login or register to post comments')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(modalsStore.getState().name).toBe('login');
  });

  it('shows the empty text without comments and the error state for a failed call', async () => {
    const empty = modelApi(testModel(), () => ({ comments: [], total_count: 0 }));
    const first = renderPage(comments, {
      routePath: 'pornstar/:dir/comments/',
      url: '/pornstar/zora-vale/comments/',
      api: empty,
    });
    expect(await screen.findByText('No comments yet. Be the first!')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();
    const failing = modelApi(testModel(), () => ({ error: true, code: 'bad_request' }));
    renderPage(comments, {
      routePath: 'pornstar/:dir/comments/',
      url: '/pornstar/zora-vale/comments/',
      api: failing,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('There is no data in this list.');
  });
});
