import { CHANNEL_SORTS, MODEL_SORTS, VIDEO_SORTS_WIDE } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import type { ApiTransport } from './api/transport.ts';
import { isWideSort } from './components/video-sorts.ts';
import { isChannelSort } from './pages/pornsites/channel-sorts.ts';
import { isModelListSort } from './pages/pornstars/model-filters.ts';
import { loadPage } from './router/load-page.ts';
import { siteRoutes } from './routes.tsx';

/** The redirects answer before any loader: an API call here is a bug. */
const api: ApiTransport = {
  get: async () => {
    throw new Error('no API call expected');
  },
  post: async () => {
    throw new Error('no API call expected');
  },
};
const at = (path: string) => loadPage(new URL(path, 'http://site'), siteRoutes, api);

describe('the redirects of section 2', () => {
  it('fill in the default sort and page 1, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/videos/', '/videos/latest-updates/1/'],
      ['/videos/most-viewed/?campaign=5', '/videos/most-viewed/1/?campaign=5'],
      ['/pornstars/', '/pornstars/alphabetaz/1/'],
      ['/pornstars/most-subscribed/', '/pornstars/most-subscribed/1/'],
      ['/pornsites/recent/', '/pornsites/recent/1/'],
      ['/pornstar/anya-1/videos/', '/pornstar/anya-1/videos/1/'],
      ['/pornsite/site-x/videos/', '/pornsite/site-x/videos/1/'],
      ['/search/?s=a%20b', '/search/1/?s=a%20b'],
      // The community list was a 404 without its sort and page (issue #19).
      ['/community/', '/community/recent/1/'],
      ['/community/top-rated/', '/community/top-rated/1/'],
    ];
    for (const [from, to] of cases) {
      expect([from, await at(from)]).toMatchObject([from, { redirect: { location: to, status: 301 } }]);
    }
  });

  it('answer the 404 page for a control or non-Latin-1 sort or dir (regression: a raw Location, a 500)', async () => {
    for (const path of [
      '/videos/%E2%80%AE/',
      '/videos/%00/',
      '/pornstars/%0a/',
      '/pornsites/%E4%BD%A0/',
      '/pornstar/%D0%B0%D0%BD%D1%8F/videos/',
      '/pornsite/%0d%0aSet-Cookie:x/videos/',
    ]) {
      expect([path, await at(path)]).toMatchObject([
        path,
        { page: { route: { name: 'not-found', status: 404 }, error: { status: 404 } } },
      ]);
    }
  });

  it('answer the 404 page for an unknown sort or a dir no page can have', async () => {
    for (const path of [
      '/videos/bogus/',
      '/videos/relevance/',
      '/pornstars/most-popular-toptn/',
      '/pornsites/most-subscribed/',
      '/pornstar/Upper/videos/',
      '/pornsite/-dash/videos/',
    ]) {
      expect([path, await at(path)]).toMatchObject([path, { page: { error: { status: 404 } } }]);
    }
  });

  it('redirect exactly the sorts each listing page shows (the table keeps its own copy of the lists)', async () => {
    const lists: [string, readonly string[], (sort: string) => boolean][] = [
      ['videos', VIDEO_SORTS_WIDE, isWideSort],
      ['pornstars', MODEL_SORTS, isModelListSort],
      ['pornsites', [...CHANNEL_SORTS, ...MODEL_SORTS], isChannelSort],
    ];
    for (const [base, sorts, isSort] of lists) {
      for (const sort of sorts) {
        const result = await at(`/${base}/${sort}/`);
        expect([base, sort, 'redirect' in result]).toEqual([base, sort, isSort(sort)]);
      }
    }
  });
});
