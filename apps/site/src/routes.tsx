import { REDIRECTS } from './redirects.ts';
import type { PageModule } from './route-module.ts';
import type { RouteEntry, RouteTable } from './router/route-table.ts';

/**
 * The route table of spec section 2. Each page route names a folder: its module is
 * src/pages/<page>/route.tsx (see README.md). Until that file exists the route answers
 * 404 (no stand-in page), so pages can be added without touching this table.
 */
const pageModules = import.meta.glob<PageModule>('./pages/*/route.tsx');

/** Page routes (react-router's matcher ranks them; order matters only between equal ranks). */
export const PAGE_ROUTES: RouteEntry[] = [
  { name: 'index', path: '/', page: 'home' },
  // Before '/:page/': /404/ is where a missing video replace-navigates, not home page 404.
  { name: 'not-found-page', path: '/404/', page: 'not-found', status: 404 },
  { name: 'index-page', path: '/:page/', page: 'home' },
  { name: 'video', path: '/video/:id/:dir/', noSlider: true },
  { name: 'videos', path: '/videos/:sort/:page/' },
  { name: 'categories', path: '/categories/' },
  { name: 'videos-categories', path: '/categories/:object_id/:page?/' },
  { name: 'search', path: '/search/:page/' },
  { name: 'history', path: '/history/' },
  { name: 'pornstars', path: '/pornstars/:sort/:page/' },
  { name: 'pornstar', path: '/pornstar/:dir/' },
  { name: 'pornstar_info', path: '/pornstar/:dir/info/' },
  { name: 'pornstar_comments', path: '/pornstar/:dir/comments/' },
  { name: 'pornstar_uploaded_videos', path: '/pornstar/:dir/videos/:page/' },
  { name: 'pornsites', path: '/pornsites/:sort/:page/' },
  { name: 'pornsite', path: '/pornsite/:dir/' },
  { name: 'pornsite_info', path: '/pornsite/:dir/info/' },
  { name: 'pornsite_uploaded_videos', path: '/pornsite/:dir/videos/:page/' },
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
  { name: 'not-found', path: '*', status: 404 },
];

export { REDIRECTS };

/** The source file of a page folder, as Vite's manifest names it. */
export function pageFile(page: string): string {
  return `src/pages/${page}/route.tsx`;
}

/** Every page route with its module's import, and the redirects: what loadPage matches. */
export const siteRoutes: RouteTable = {
  pages: PAGE_ROUTES.map((entry) => ({
    ...entry,
    load: pageModules[`./pages/${entry.page ?? entry.name}/route.tsx`],
  })),
  redirects: REDIRECTS,
};
