import type { PlayerAdsConfig } from '@tubekit/contract';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ServerLoaderContext } from './api/api-context.ts';
import type { ApiTransport } from './api/transport.ts';
import { serializeHydration } from './hydration.ts';
import { renderHeadTags } from './meta/head-html.ts';
import { resolveMeta } from './meta/resolve.ts';
import { AGE_BODY_CLASS, ageGateRequired } from './modals/age-gate-rules.ts';
import type { PageHandle } from './route-module.ts';
import { pageFile, pageOfRoute, routes } from './routes.tsx';
import { SiteContext } from './site-context.tsx';

export type { ApiTransport } from './api/transport.ts';
export type { SerializedHydration } from './hydration.ts';

/** The request the server renders. */
export interface RenderRequest {
  /** Path and query, e.g. `/videos/latest-updates/1/?campaign=5`. */
  url: string;
  cookies: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** Public origin for absolute URLs (canonical); defaults to http://localhost. */
  origin?: string;
  /** The player's ads from server configuration; absent: no ads. */
  ads?: PlayerAdsConfig;
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

const handler = createStaticHandler(routes);

function toHeaders(headers: RenderRequest['headers']): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    out.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return out;
}

/**
 * Renders one HTML route: runs the matched loaders with the in-process `api`, follows
 * redirects (status and Location), and renders the app to a string.
 */
export async function render(request: RenderRequest, api: ApiTransport): Promise<RenderResult> {
  const origin = (request.origin ?? 'http://localhost').replace(/\/$/, '');
  const url = new URL(request.url, origin);
  const fetchRequest = new Request(url, { headers: toHeaders(request.headers) });
  const requestContext: ServerLoaderContext = request.ads ? { api, ads: request.ads } : { api };
  const context = await handler.query(fetchRequest, { requestContext });
  const empty = { html: '', head: '', hydrationData: null, modules: [], bodyClass: '' };
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location
      ? { ...empty, status: context.status, redirect: location }
      : { ...empty, status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <SiteContext.Provider value={{ cookies: request.cookies, origin }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SiteContext.Provider>,
  );
  const matches = context.matches.map((m) => ({
    params: m.params,
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
  }));
  const handleStatus = (context.matches.at(-1)?.route.handle as PageHandle | undefined)?.status ?? 200;
  const modules = context.matches
    .map((m) => pageOfRoute(m.route.id))
    .filter((p): p is string => p !== undefined)
    .map(pageFile);
  return {
    status: Math.max(context.statusCode, handleStatus),
    html,
    head: renderHeadTags(resolveMeta(matches, url, origin, context.errors)),
    hydrationData: serializeHydration(context),
    modules,
    bodyClass: ageGateRequired(request.cookies, url.pathname) ? AGE_BODY_CLASS : '',
  };
}
