import type { PlayerAdsConfig } from '@tubekit/contract';
import { renderToString } from 'react-dom/server';
import { createPath, type Navigator, Router } from 'react-router';
import type { ApiTransport } from './api/transport.ts';
import { App } from './app.tsx';
import { serializeHydration } from './hydration.ts';
import { renderHeadTags } from './meta/head-html.ts';
import { resolveMeta } from './meta/resolve.ts';
import { AGE_BODY_CLASS, ageGateRequired } from './modals/age-gate-rules.ts';
import { prerollModules } from './pages/video/preroll-preload.ts';
import { loadRoot } from './root-loader.ts';
import { loadPage } from './router/load-page.ts';
import { sameForEveryMember } from './router/member-pages.ts';
import { SiteStateContext } from './router/site-state.ts';
import { pageFiles, siteRoutes } from './routes.tsx';
import { SiteContext } from './site-context.tsx';
import type { SessionUser } from './state/user.ts';

export type { ApiTransport } from './api/transport.ts';
export type { SerializedHydration } from './hydration.ts';

/** The request the server renders. */
export interface RenderRequest {
  /** Path and query, e.g. `/videos/latest-updates/1/?campaign=5`. */
  url: string;
  cookies: Record<string, string>;
  /** Public origin for absolute URLs (canonical); defaults to http://localhost. */
  origin?: string;
  /** The player's ads from server configuration; absent: no ads (and none for members). */
  ads?: PlayerAdsConfig;
  /**
   * The signed-in member of the request's session; null (or absent) for a visitor. For the
   * page every member shares (`sharedByMembers`) the server passes a stand-in member whose
   * name and id it replaces per request (apps/server ssr/member-page.ts).
   */
  user?: SessionUser | null;
  /** The visitor's partner campaign (the URL's, else the campaign cookie's; docs/partners.md). */
  campaign?: string;
  /** The campaign makes the visitor a special user: no countdown, related on end. */
  special?: boolean;
}

/** What the server writes: a redirect, or the document parts. */
export interface RenderResult {
  status: number;
  /** Location of a 301/302 (html is then empty). */
  redirect?: string;
  /** The rendered app (inside <div id="root">). */
  html: string;
  /** Tags for <head>: title, description, canonical, robots, JSON-LD. */
  head: string;
  /** JSON-ready data for window.__HYDRATION__. */
  hydrationData: unknown;
  /** Source files of the matched page modules (src/pages/x/route.tsx), to preload from the manifest. */
  modules: string[];
  /** Class for <body> ('age-verification' while the age gate shows). */
  bodyClass: string;
}

/**
 * Whether a member's page at `url` (path and query) is the same for every member, so the
 * server may render it once for all of them (router/member-pages.ts).
 */
export function sharedByMembers(url: string): boolean {
  return sameForEveryMember(siteRoutes, url);
}

/** The server render never navigates: links only need their href. */
const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push() {
    throw new Error('navigation during a server render');
  },
  replace() {
    throw new Error('navigation during a server render');
  },
  go() {
    throw new Error('navigation during a server render');
  },
};

/**
 * Renders one HTML route: loads the page (following section 2's redirects: status and
 * Location) and the shared root data with the in-process `api`, and renders the app to a string.
 */
export async function render(request: RenderRequest, api: ApiTransport): Promise<RenderResult> {
  const origin = (request.origin ?? 'http://localhost').replace(/\/$/, '');
  const url = new URL(request.url, origin);
  const user = request.user ?? null;
  const [result, shared] = await Promise.all([
    loadPage(url, siteRoutes, api, { signedIn: user !== null }),
    loadRoot(api, request.ads, user),
  ]);
  // The partner campaign joins the root data here, not in loadRoot: no client code for it.
  const root = {
    ...shared,
    ...(request.campaign ? { campaign: request.campaign } : {}),
    ...(request.special ? { special: true as const } : {}),
  };
  if ('redirect' in result) {
    const { location, status } = result.redirect;
    return {
      status,
      redirect: location,
      html: '',
      head: '',
      hydrationData: null,
      modules: [],
      bodyClass: '',
    };
  }
  const { page } = result;
  const html = renderToString(
    <SiteContext.Provider value={{ cookies: request.cookies, origin, api }}>
      <Router
        location={{ pathname: url.pathname, search: url.search, hash: '' }}
        navigator={staticNavigator}
        static
      >
        <SiteStateContext.Provider value={{ root, page, navigating: false }}>
          <App />
        </SiteStateContext.Provider>
      </Router>
    </SiteContext.Provider>,
  );
  return {
    status: page.error?.status ?? page.route.status ?? 200,
    html,
    head: renderHeadTags(resolveMeta(page, url, origin)),
    hydrationData: serializeHydration(root, page),
    // The page module to preload (a video page with a preroll: the ads chunks too); an
    // error page renders from the entry alone.
    modules: page.module
      ? [...pageFiles(page.route.page ?? page.route.name), ...prerollModules(page, root)]
      : [],
    bodyClass: ageGateRequired(request.cookies, url.pathname) ? AGE_BODY_CLASS : '',
  };
}
