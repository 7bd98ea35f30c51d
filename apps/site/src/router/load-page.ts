import { matchRoutes, type Params } from 'react-router';
import type { ApiTransport } from '../api/transport.ts';
import type { PageModule } from '../route-module.ts';
import { addressCandidates } from './address-candidates.ts';
import { HttpError, Redirect } from './outcome.ts';
import type { PageRoute, RedirectRoute, RouteTable } from './route-table.ts';
import { sameOriginPath } from './same-origin-path.ts';

/** A page ready to render: its route, params, module and loader data, or the error it shows. */
export interface PageState {
  route: PageRoute;
  params: Params;
  /** Null when the page shows an error (its module may not have loaded). */
  module: PageModule | null;
  data: unknown;
  /** A loader's 404 (the not-found view) or failure (the error view). */
  error?: HttpError;
}

/** The answer for an address: a page, or where to go instead. */
export type LoadResult = { page: PageState } | { redirect: Redirect };

/** `:page` must be a page number: '/beach/' is not page "beach" of the home page. */
const PAGE_PARAM = /^[1-9][0-9]{0,4}$/;

type Matchable = { path: string; page?: PageRoute; redirect?: RedirectRoute };
const matchables = new WeakMap<RouteTable, Matchable[]>();

/** react-router's matcher and ranking over one flat list of pages and redirects. */
export function matchAddress(table: RouteTable, pathname: string) {
  let list = matchables.get(table);
  if (!list) {
    list = [
      ...table.redirects.map((redirect) => ({ path: redirect.path, redirect })),
      ...table.pages.map((page) => ({ path: page.path, page })),
    ];
    matchables.set(table, list);
  }
  // The server renders every request: it matches over the address's candidates (the same
  // answer, at a fraction of the cost); the browser build drops the branch.
  return matchRoutes(import.meta.env.SSR ? addressCandidates(list, pathname) : list, pathname)?.[0];
}

/** A 301 to `location`, made a same-origin path (see sameOriginPath). */
function permanent(location: string): LoadResult {
  return { redirect: new Redirect(sameOriginPath(location), 301, false) };
}

/** The table's catch-all, which renders the 404 page. */
function catchAll(table: RouteTable): PageRoute {
  return table.pages.find((p) => p.path === '*') ?? { name: 'not-found', path: '*', status: 404 };
}

function errorOf(thrown: unknown): HttpError {
  if (thrown instanceof HttpError) return thrown;
  return new HttpError(500, thrown instanceof Error ? thrown.message : String(thrown));
}

/**
 * Resolves an address the way both the server and the browser navigate: the strict trailing
 * slash and a single leading one (301 to the same path with them, query kept), the
 * redirects of section 2 (301; the 404 page when the redirect refuses its params), then the
 * matched page's module and loader. A loader may throw redirect(), replace() or notFound();
 * any other failure becomes the page's 500 error. Every Location is a same-origin path.
 * A members-only route sends a visitor (`signedIn` false) home with a 302, and a
 * visitors-only one a member, before its page loads anything.
 */
export async function loadPage(
  url: URL,
  table: RouteTable,
  api: ApiTransport,
  viewer: { signedIn: boolean } = { signedIn: false },
): Promise<LoadResult> {
  // '//x/' (or '/a/..//x/' once the URL parser drops the dot segment) is no address of ours.
  if (!url.pathname.endsWith('/') || /^\/[/\\]/.test(url.pathname)) {
    return permanent(`${url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`}${url.search}`);
  }
  const match = matchAddress(table, url.pathname);
  const params = match?.params ?? {};
  let route = match?.route.page;
  if (match?.route.redirect) {
    const to = match.route.redirect.to(params);
    if (to !== null) return permanent(to + url.search);
    return { page: { route: catchAll(table), params, module: null, data: null, error: new HttpError(404) } };
  }
  // The catch-all '*' always matches; a table without one still answers 404.
  route ??= catchAll(table);
  if (route.membersOnly ? !viewer.signedIn : route.visitorsOnly && viewer.signedIn)
    return { redirect: new Redirect('/', 302, true) };
  try {
    if (params.page !== undefined && !PAGE_PARAM.test(params.page)) throw new HttpError(404);
    // A route whose page module has not landed answers 404 rather than a stand-in page.
    if (!route.load) throw new HttpError(404);
    const module = await route.load();
    const data = module.loader ? await module.loader({ params, url, api }) : null;
    return { page: { route, params, module, data } };
  } catch (thrown) {
    if (thrown instanceof Redirect)
      return { redirect: new Redirect(sameOriginPath(thrown.location), thrown.status, thrown.replace) };
    return { page: { route, params, module: null, data: null, error: errorOf(thrown) } };
  }
}
