import { type RouteObject, redirect } from 'react-router';
import { apiFromContext } from './api/api-context.ts';
import { App, AppErrorBoundary, PageErrorBoundary } from './app.tsx';
import { rootLoader } from './root-loader.ts';
import { notFound, type PageHandle, type PageModule } from './route-module.ts';

/**
 * The route table of spec section 2. Each page route names a folder: its module is
 * src/pages/<page>/route.tsx (see README.md). Until that file exists the route answers
 * 404 (no stand-in page), so pages can be added without touching this table.
 */
const pageModules = import.meta.glob<PageModule>('./pages/*/route.tsx');

/** One row of the table. */
export interface RouteEntry {
  /** Route name (spec section 2), also the analytics page name. */
  name: string;
  path: string;
  /** Folder under src/pages/ (defaults to the name). */
  page?: string;
  status?: number;
  noSlider?: boolean;
}

/** Page routes, most specific first where react-router's ranking needs no help. */
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

/** Permanent redirects of spec section 2 (301). `to` receives the params. */
export const REDIRECTS: { path: string; to: (p: Record<string, string | undefined>) => string }[] = [
  { path: '/videos/', to: () => '/videos/latest-updates/1/' },
  { path: '/videos/:sort/', to: (p) => `/videos/${p.sort}/1/` },
  { path: '/latest-updates/', to: () => '/videos/latest-updates/1/' },
  { path: '/top-rated/', to: () => '/videos/top-rated/1/' },
  { path: '/most-popular/', to: () => '/videos/most-popular/1/' },
  { path: '/pornstars/', to: () => '/pornstars/alphabetaz/1/' },
  { path: '/pornstars/:sort/', to: (p) => `/pornstars/${p.sort}/1/` },
  { path: '/pornsites/', to: () => '/pornsites/alphabetaz/1/' },
  { path: '/pornsites/:sort/', to: (p) => `/pornsites/${p.sort}/1/` },
  { path: '/pornstar/:dir/videos/', to: (p) => `/pornstar/${p.dir}/videos/1/` },
  { path: '/pornsite/:dir/videos/', to: (p) => `/pornsite/${p.dir}/videos/1/` },
  { path: '/search/', to: () => '/search/1/' },
];

/** The source file of a page folder, as Vite's manifest names it. */
export function pageFile(page: string): string {
  return `src/pages/${page}/route.tsx`;
}

/** `:page` must be a page number: '/beach/' is not page "beach" of the home page. */
const PAGE_PARAM = /^[1-9][0-9]{0,4}$/;

function pageRoute(entry: RouteEntry): RouteObject {
  const page = entry.page ?? entry.name;
  const load = pageModules[`./pages/${page}/route.tsx`];
  const handle: PageHandle = { name: entry.name, status: entry.status, noSlider: entry.noSlider };
  return {
    id: entry.name,
    path: entry.path,
    ErrorBoundary: PageErrorBoundary,
    // `handle` comes from `lazy` only: react-router ignores a lazy value for a property
    // that is also defined statically, and the page's `meta` is known after the import.
    // The loader is static (not from `lazy`) so the page-number check runs for every page,
    // missing modules included; the module import is shared with `lazy` below.
    async loader({ params, request, context }) {
      if (params.page !== undefined && !PAGE_PARAM.test(params.page)) notFound();
      // A route whose page module has not landed answers 404 rather than a stand-in page.
      if (!load) notFound();
      const mod = load ? await load() : null;
      if (!mod?.loader) return null;
      return mod.loader({ params, request, url: new URL(request.url), api: apiFromContext(context) });
    },
    async lazy() {
      if (!load) return { handle };
      const mod = await load();
      return { Component: mod.default, handle: { ...handle, meta: mod.meta } };
    },
  };
}

function redirectRoute(entry: (typeof REDIRECTS)[number]): RouteObject {
  return {
    id: `redirect:${entry.path}`,
    path: entry.path,
    loader: ({ params, request }) => {
      throw redirect(entry.to(params) + new URL(request.url).search, 301);
    },
  };
}

/** Every route, under the root layout. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: App,
    ErrorBoundary: AppErrorBoundary,
    loader: rootLoader,
    shouldRevalidate: ({ nextUrl }) => !nextUrl.pathname.endsWith('/'),
    children: [...REDIRECTS.map(redirectRoute), ...PAGE_ROUTES.map(pageRoute)],
  },
];

/** The page folder of a route name, or undefined for redirects and the root. */
export function pageOfRoute(name: string): string | undefined {
  const entry = PAGE_ROUTES.find((r) => r.name === name);
  return entry ? (entry.page ?? entry.name) : undefined;
}
