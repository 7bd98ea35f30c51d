import { describe, expect, it } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import type { PageModule } from '../route-module.ts';
import { loadPage } from './load-page.ts';
import { notFound, redirect, replace } from './outcome.ts';
import type { RouteTable } from './route-table.ts';

const api: ApiTransport = {
  get: async <T>(path: string) => ({ path }) as T,
  post: async <T>() => ({}) as T,
};
const Page = () => null;
const page = (mod: Partial<PageModule>) => async () => ({ default: Page, ...mod });

const table: RouteTable = {
  pages: [
    { name: 'index', path: '/', load: page({}) },
    { name: 'videos', path: '/videos/:sort/:page/', load: page({ loader: ({ params }) => params }) },
    {
      name: 'asks',
      path: '/asks/',
      load: page({ loader: ({ api: a, url }) => a.get(`q/${url.searchParams.get('s')}`) }),
    },
    { name: 'moved', path: '/moved/', load: page({ loader: () => redirect('/videos/top-rated/1/') }) },
    { name: 'away', path: '/away/', load: page({ loader: () => redirect('//evil.example/\u202e/') }) },
    { name: 'gone', path: '/gone/', load: page({ loader: () => replace('/404/') }) },
    { name: 'missing', path: '/missing/:dir/', load: page({ loader: () => notFound() }) },
    {
      name: 'broken',
      path: '/broken/',
      load: page({
        loader: () => {
          throw new Error('database down');
        },
      }),
    },
    { name: 'unbuilt', path: '/unbuilt/' },
    {
      name: 'upload',
      path: '/upload/',
      membersOnly: true,
      load: page({ loader: () => ({ form: 'upload' }) }),
    },
    { name: 'join', path: '/join/', visitorsOnly: true, load: page({ loader: () => ({ form: 'join' }) }) },
    { name: 'not-found', path: '*', status: 404, load: page({}) },
  ],
  redirects: [
    { path: '/videos/:sort/', to: (p) => `/videos/${p.sort}/1/` },
    { path: '/pornstars/:sort/', to: (p) => (p.sort === 'alphabetaz' ? '/pornstars/alphabetaz/1/' : null) },
  ],
};

const at = (path: string) => loadPage(new URL(path, 'http://site'), table, api);

describe('loadPage', () => {
  it('adds the trailing slash with a 301, keeping the query', async () => {
    expect(await at('/videos/top-rated/2?s=x')).toEqual({
      redirect: { location: '/videos/top-rated/2/?s=x', status: 301, replace: false },
    });
  });

  it('answers the redirect table with a 301 and the query', async () => {
    expect(await at('/videos/top-rated/?campaign=5')).toMatchObject({
      redirect: { location: '/videos/top-rated/1/?campaign=5', status: 301 },
    });
  });

  it("runs the matched page's loader with its params, the URL and the api", async () => {
    const result = await at('/videos/most-popular/3/');
    expect(result).toMatchObject({
      page: {
        route: { name: 'videos' },
        params: { sort: 'most-popular', page: '3' },
        data: { sort: 'most-popular', page: '3' },
      },
    });
    expect(await at('/asks/?s=beach')).toMatchObject({ page: { data: { path: 'q/beach' } } });
  });

  it('gives a page number that is not one the 404 error', async () => {
    expect(await at('/videos/latest/beach/')).toMatchObject({
      page: { route: { name: 'videos' }, error: { status: 404 } },
    });
    expect(await at('/videos/latest/0/')).toMatchObject({ page: { error: { status: 404 } } });
  });

  it('passes on what a loader throws: redirect, replace, notFound, and any failure as a 500', async () => {
    expect(await at('/moved/')).toMatchObject({
      redirect: { location: '/videos/top-rated/1/', status: 302, replace: false },
    });
    expect(await at('/gone/')).toMatchObject({ redirect: { location: '/404/', replace: true } });
    expect(await at('/missing/x/')).toMatchObject({
      page: { route: { name: 'missing' }, module: null, error: { status: 404 } },
    });
    expect(await at('/broken/')).toMatchObject({
      page: { error: { status: 500, message: 'database down' } },
    });
  });

  it('answers 404 for a route whose page has not landed, and the catch-all for the rest', async () => {
    expect(await at('/unbuilt/')).toMatchObject({
      page: { route: { name: 'unbuilt' }, error: { status: 404 } },
    });
    const rest = await at('/no/such/page/');
    expect(rest).toMatchObject({ page: { route: { name: 'not-found', status: 404 }, data: null } });
    expect('page' in rest && rest.page.error).toBeUndefined();
  });

  it('never answers a Location starting with "//" (regression: /a/..//evil.example/x redirected off-site)', async () => {
    // The URL parser resolves the dot segment into the pathname '//evil.example/x'.
    expect(await at('/a/..//evil.example/x')).toMatchObject({
      redirect: { location: '/evil.example/x/', status: 301 },
    });
    expect(await loadPage(new URL('http://site//x/?a=1'), table, api)).toMatchObject({
      redirect: { location: '/x/?a=1', status: 301 },
    });
    expect(await at('/away/')).toMatchObject({ redirect: { location: '/evil.example/%E2%80%AE/' } });
  });

  it('percent-encodes a redirect-table Location built from a control or non-Latin-1 param (regression: a 500)', async () => {
    for (const [raw, encoded] of [
      ['%E2%80%AE', '%E2%80%AE'],
      ['%00', '%00'],
      ['%0a', '%0A'],
      ['%E4%BD%A0', '%E4%BD%A0'],
    ]) {
      expect(await at(`/videos/${raw}/`)).toMatchObject({
        redirect: { location: `/videos/${encoded}/1/`, status: 301 },
      });
    }
  });

  it('answers the 404 page when a redirect route refuses its params (unknown sort)', async () => {
    expect(await at('/pornstars/alphabetaz/?x=1')).toMatchObject({
      redirect: { location: '/pornstars/alphabetaz/1/?x=1' },
    });
    expect(await at('/pornstars/bogus/')).toMatchObject({
      page: { route: { name: 'not-found', status: 404 }, error: { status: 404 } },
    });
  });

  it('sends a visitor home (302, replace) from a members-only route before its loader runs; a member gets the page', async () => {
    const visitor = await loadPage(new URL('http://x/upload/'), table, api);
    expect(visitor).toEqual({ redirect: { location: '/', status: 302, replace: true } });
    const member = await loadPage(new URL('http://x/upload/'), table, api, { signedIn: true });
    expect('page' in member && member.page.data).toEqual({ form: 'upload' });
  });

  it('sends a member home (302) from a visitors-only route; a visitor gets the page', async () => {
    const member = await loadPage(new URL('http://x/join/'), table, api, { signedIn: true });
    expect(member).toEqual({ redirect: { location: '/', status: 302, replace: true } });
    const visitor = await loadPage(new URL('http://x/join/'), table, api);
    expect('page' in visitor && visitor.page.data).toEqual({ form: 'join' });
  });
});
