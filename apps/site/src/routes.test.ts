import { describe, expect, it } from 'vitest';
import { loadPage } from './router/load-page.ts';
import { PAGE_ROUTES, siteRoutes } from './routes.tsx';

/** Every page module under src/pages/, by folder ('pornstar/info'). */
const folders = Object.keys(import.meta.glob('./pages/**/route.tsx')).map((file) =>
  file.replace(/^\.\/pages\/(.+)\/route\.tsx$/, '$1'),
);

describe('the route table', () => {
  it('gives every route a page module, and every page module a route (the member pages are still to land)', () => {
    // Guarded already (visitors go home); their pages come with the member space and upload.
    // Member pages load through their own table, so their imports are always there: what
    // tells a landed one is its folder.
    const toLand = siteRoutes.pages
      .filter((route) => route.membersOnly && !folders.includes(route.page ?? ''))
      .map((route) => route.name);
    expect(siteRoutes.pages.filter((route) => !route.load && !toLand.includes(route.name))).toEqual([]);
    // Every page has landed (the upload page was the last): a new members-only route comes with its page.
    expect(toLand).toEqual([]);
    const used = new Set(siteRoutes.pages.map((route) => route.page));
    expect(folders.filter((folder) => !used.has(folder))).toEqual([]);
  });

  it('sends visitors home from /upload-video/, /moderation/ and every /members/{id}/ page, members from /signup/ and /signin/', async () => {
    const none = async () => Promise.reject(new Error('no API in this test'));
    const api = { get: none, post: none };
    const at = async (path: string, signedIn: boolean) => {
      const result = await loadPage(new URL(path, 'http://site'), siteRoutes, api, { signedIn });
      return 'redirect' in result
        ? `${result.redirect.status} ${result.redirect.location}`
        : result.page.route.name;
    };
    for (const path of [
      '/upload-video/',
      '/moderation/',
      '/members/7/',
      '/members/7/edit/',
      '/members/7/favourite_videos/1/',
    ])
      expect(await at(path, false)).toBe('302 /');
    expect(await at('/members/7/history/1/', true)).toBe('member_history');
    // A member page whose folder has no route.tsx yet is the 404 page, through the lazy table.
    const unbuilt = siteRoutes.pages.find(
      (route) => route.page?.startsWith('members/') && !folders.includes(route.page),
    );
    if (unbuilt) await expect(unbuilt.load?.()).rejects.toMatchObject({ status: 404 });
    for (const path of ['/signup/', '/signin/']) expect(await at(path, true)).toBe('302 /');
    expect(await at('/signin/', false)).toBe('signin');
  });

  it('names each route once', () => {
    const names = PAGE_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('serves each address from the folder of its fixed words (a shared page: its folder)', async () => {
    // Loaders fail at once: the answer still names the route that matched.
    const fail = async () => Promise.reject(new Error('no API in this test'));
    const folderAt = async (path: string) => {
      const result = await loadPage(new URL(path, 'http://site'), siteRoutes, { get: fail, post: fail });
      return 'page' in result ? result.page.route.page : `redirect ${result.redirect.location}`;
    };
    const cases: [string, string][] = [
      ['/pornstar/zora-vale/info/', 'pornstar/info'],
      ['/pornstar/zora-vale/comments/', 'pornstar/comments'],
      ['/pornstar/zora-vale/videos/2/', 'pornstar'],
      ['/pornsite/studio-7/info/', 'pornsite/info'],
      ['/categories/amber/2/', 'categories/category'],
      ['/information/2257/', 'information/2257'],
      ['/content-partner-program/', 'content-partner-program'],
      ['/404/', '404'],
      ['/no/such/page/', '404'],
      ['/3/', 'home'],
      ['/signup/', 'signup'],
      ['/signup/reset/', 'signup/reset'],
      ['/signin/', 'signin'],
    ];
    for (const [path, folder] of cases) expect([path, await folderAt(path)]).toEqual([path, folder]);
  });
});
