import { REDIRECTS } from './redirects.ts';
import type { PageModule } from './route-module.ts';
import { HttpError } from './router/outcome.ts';
import type { PageRoute, RouteEntry, RouteTable } from './router/route-table.ts';

/** A route of the site's table: where the rule does not give it, its page folder. */
export interface SiteRouteEntry extends RouteEntry {
  /** The folder under src/pages/ whose route.tsx renders the route; default: folderOf(path). */
  page?: string;
}

/** The page folder of an address: its fixed words (`/pornstar/:dir/info/` -> `pornstar/info`). */
export function folderOf(path: string): string {
  return path
    .split('/')
    .filter((word) => word && word[0] !== ':')
    .join('/');
}

/**
 * Every page module, src/pages/<folder>/route.tsx, but the members-only pages' (see
 * membersOnlyPageLoad). Until a route's file exists the route answers 404 (no stand-in
 * page), so pages can be added without touching this table.
 */
const pageModules = import.meta.glob<PageModule>(
  ['./**/route.tsx', '!./members/**', '!./upload-video/**', '!./moderation/**'],
  // Keys relative to pages/ ('./home/route.tsx'): a few bytes less in every first load.
  { base: './pages' },
);

/** The members-only pages' folders (visitors are sent home) and the lazy table of their modules. */
const MEMBERS_ONLY_PAGES = /^(members(\/|$)|upload-video$|moderation$)/;
const MEMBERS_ONLY_TABLE = 'src/pages/members-only-modules.ts';

/**
 * A members-only page's import goes through one lazily loaded table
 * (pages/members-only-modules.ts) rather than this file: a dozen more page imports and their
 * preload lists would weigh on every visitor's first load for pages only members open. A
 * folder without route.tsx is the 404 page, as elsewhere.
 */
function membersOnlyPageLoad(page: string): PageRoute['load'] {
  return async () => {
    const { membersOnlyPageModule } = await import('./pages/members-only-modules.ts');
    const load = membersOnlyPageModule(page);
    if (!load) throw new HttpError(404);
    return load();
  };
}

/**
 * Page routes (react-router's matcher ranks them; order matters only between equal ranks).
 * A page's folder is the fixed words of its address (folderOf); a route names its folder
 * only when it shows another route's page (`/:page/` is the home page,
 * `/pornstar/:dir/videos/:page/` the pornstar page from page 2, `*` the 404 page), or when
 * its fixed words are another page's (`/categories/:object_id/` is `categories/category`).
 */
export const PAGE_ROUTES = [
  { name: 'index', path: '/', page: 'home' },
  // Before '/:page/': /404/ is where a missing video replace-navigates, not home page 404.
  { name: 'not-found-page', path: '/404/', status: 404 },
  { name: 'index-page', path: '/:page/', page: 'home' },
  { name: 'video', path: '/video/:id/:dir/', noSlider: true },
  { name: 'playlist', path: '/playlist/:id/' },
  { name: 'videos', path: '/videos/:sort/:page/' },
  { name: 'categories', path: '/categories/' },
  { name: 'videos-categories', path: '/categories/:object_id/:page?/', page: 'categories/category' },
  { name: 'search', path: '/search/:page/' },
  { name: 'history', path: '/history/' },
  // The browser's Watch later list: the history page shows it too (one page, two stores).
  { name: 'watch-later', path: '/watch-later/', page: 'history' },
  { name: 'pornstars', path: '/pornstars/:sort/:page/' },
  { name: 'pornstar', path: '/pornstar/:dir/' },
  { name: 'pornstar_info', path: '/pornstar/:dir/info/' },
  { name: 'pornstar_comments', path: '/pornstar/:dir/comments/' },
  { name: 'pornstar_uploaded_videos', path: '/pornstar/:dir/videos/:page/', page: 'pornstar' },
  { name: 'pornsites', path: '/pornsites/:sort/:page/' },
  { name: 'pornsite', path: '/pornsite/:dir/' },
  { name: 'pornsite_info', path: '/pornsite/:dir/info/' },
  { name: 'pornsite_uploaded_videos', path: '/pornsite/:dir/videos/:page/', page: 'pornsite' },
  { name: 'community', path: '/community/:sort/:page/' },
  { name: 'partner-program', path: '/content-partner-program/' },
  { name: 'information', path: '/information/' },
  { name: 'information_dmca', path: '/information/dmca/' },
  { name: 'information_support', path: '/information/support/' },
  { name: 'information_terms', path: '/information/terms/' },
  { name: 'information_privacy', path: '/information/privacy/' },
  { name: 'information_2257', path: '/information/2257/' },
  { name: 'information_cookies', path: '/information/cookies/' },
  { name: 'contacts', path: '/contacts/' },
  // Account pages (issue #16). /signup/confirm/ is the server's (it confirms and redirects).
  { name: 'signup', path: '/signup/', noSlider: true, visitorsOnly: true },
  { name: 'signup_reset', path: '/signup/reset/' },
  { name: 'signin', path: '/signin/', visitorsOnly: true },
  // Members only (spec section 2): visitors are sent home (MEMBERS_ONLY_PAGES: upload-video,
  // moderation and every /members/ page). A page not built yet is the 404 page.
  { name: 'upload-video', path: '/upload-video/' },
  // Moderators only (issue #18): a member is told they may not view it (moderation.php's 403).
  { name: 'moderation', path: '/moderation/' },
  { name: 'member', path: '/members/:id/' },
  { name: 'member_info', path: '/members/:id/info/' },
  { name: 'member_edit', path: '/members/:id/edit/' },
  { name: 'member_wall', path: '/members/:id/wall/:page/' },
  { name: 'member_friends', path: '/members/:id/friends/:page/' },
  { name: 'member_messages', path: '/members/:id/messages/' },
  {
    name: 'member_conversation',
    path: '/members/:id/messages/:with/',
    page: 'members/messages/conversation',
  },
  { name: 'member_subscriptions', path: '/members/:id/subscriptions/:page/' },
  { name: 'member_uploaded_videos', path: '/members/:id/uploaded_videos/:page/' },
  { name: 'member_favourite_videos', path: '/members/:id/favourite_videos/:page/' },
  { name: 'member_playlists', path: '/members/:id/playlists/:page/' },
  { name: 'member_history', path: '/members/:id/history/:page/' },
  { name: 'member_watch_later_videos', path: '/members/:id/watch_later_videos/:page/' },
  { name: 'member_bookmarks', path: '/members/:id/bookmarks/:page/' },
  { name: 'not-found', path: '*', page: '404', status: 404 },
] as const satisfies readonly SiteRouteEntry[];

/**
 * The route names of spec section 2, as the analytics page names and the hydration data
 * carry them; the layout hides header, footer and slider on `signup`.
 */
export type RouteName = (typeof PAGE_ROUTES)[number]['name'];

export { REDIRECTS };

/** The source file of a page folder, as Vite's manifest names it. */
export function pageFile(page: string): string {
  return `src/pages/${page}/route.tsx`;
}

/** The source files a server-rendered page preloads: its own, and a members-only page's table. */
export function pageFiles(page: string): string[] {
  return MEMBERS_ONLY_PAGES.test(page) ? [pageFile(page), MEMBERS_ONLY_TABLE] : [pageFile(page)];
}

/** Every page route with its module's import, and the redirects: what loadPage matches. */
export const siteRoutes: RouteTable<RouteName> = {
  pages: PAGE_ROUTES.map((entry: SiteRouteEntry & { name: RouteName }) => {
    const page = entry.page ?? folderOf(entry.path);
    if (!MEMBERS_ONLY_PAGES.test(page)) return { ...entry, page, load: pageModules[`./${page}/route.tsx`] };
    return { ...entry, page, load: membersOnlyPageLoad(page), membersOnly: true };
  }),
  redirects: REDIRECTS,
};
