import { join } from 'node:path';
import type { PlayerAdsConfig } from '@tubekit/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REPO_ROOT } from '../config.ts';
import { readsFromPrimary } from '../db/read-your-writes.ts';
import { withOembedDiscovery } from '../embed/discovery.ts';
import { ApiError, sendError } from '../http/errors.ts';
import type { PageAttribution } from '../partners/attribution.ts';
import { missingBuildPage, renderDocument } from './document.ts';
import { injectTransport } from './inject-transport.ts';
import { memberPage, STAND_IN_MEMBER } from './member-page.ts';
import { type CachedPage, createPageCache, type PageCache, type PageRender } from './page-cache.ts';
import { type FastAnswer, formOf, PageFastPath, type PageForm, requestSignature } from './page-fast-path.ts';
import { pageLinkHeader } from './page-links.ts';
import { withPageNonce } from './page-nonce.ts';
import { pageAddress, safeLocation } from './page-path.ts';
import { pageQuery, withDropped } from './page-query.ts';
import { type PageSharing, sendPage } from './page-send.ts';
import { pageUser } from './page-user.ts';
import { cookiesOf, pageKey, sameForEveryone, siteCookies } from './page-variant.ts';
import { registerSeoFiles } from './seo-files.ts';
import {
  assetsFor,
  loadSiteBundle,
  SiteBuildMissing,
  type SiteBundle,
  type SiteRenderRequest,
} from './site-bundle.ts';
import { registerStaticFiles } from './static-files.ts';

/** Options of the ssr plugin. */
export interface SsrOptions {
  /** apps/site/dist (TUBEKIT_SITE_DIST overrides the default). */
  siteDist?: string;
  /** Public origin for canonical and sitemap URLs; the request's host when absent. */
  baseUrl?: string;
  /** The player's ads, handed to the site's root loader data; none when absent. */
  ads?: PlayerAdsConfig;
  /** The partner campaign rules of a page (cookies, visit, comeback); none when absent. */
  attribute?: (request: FastifyRequest, reply: FastifyReply) => Promise<PageAttribution>;
  /** The page cache of anonymous visitors (README "Page cache"); absent or 0 bytes: off. */
  pageCache?: { bytes: number; ttlS: number };
  /** The server's secret, which a page's CSP nonce is made with (page-nonce.ts); random nonces when absent. */
  secret?: string;
  /** Where the plugin puts its fast path for the server to call (`pageServerFactory`); none when absent. */
  fastPath?: { current: PageFastPath | null };
}

/** Renders one page into a document with its CSP nonce (a page entry), or its redirect. */
async function renderHtml(
  app: FastifyInstance,
  secret: string | undefined,
  pages: PageCache,
  bundle: SiteBundle,
  site: SiteRenderRequest,
  events: Record<string, string>[],
  cookie: string | undefined,
): Promise<PageRender> {
  const result = await bundle.render(site, injectTransport(app, cookie));
  if (result.redirect) return { redirect: result.redirect, status: result.status };
  const page = withOembedDiscovery(result, site.url, site.origin ?? '');
  const assets = assetsFor(bundle.manifest, result.modules);
  const { html, nonce } = withPageNonce((n) => renderDocument(page, assets, n, events), secret);
  return pages.entry(html, result.status, nonce, pageLinkHeader(assets, nonce));
}

/** The default build directory of the site. */
export const DEFAULT_SITE_DIST = join(REPO_ROOT, 'apps/site/dist');

/**
 * Requests that get the JSON 404 instead of a page: API and file paths, and clients that do
 * not accept HTML (API clients, `app.inject` without an Accept header), so the API keeps its
 * `{error, code}` answers for every unknown path.
 */
function wantsJson(path: string, accept: string | undefined): boolean {
  if (!accept || !/text\/html|\*\/\*/.test(accept)) return true;
  if (path.startsWith('/json/') || path.startsWith('/media/') || path.startsWith('/static/')) return true;
  const last = path.split('/').at(-1) ?? '';
  return last.includes('.');
}

/** The origin of a request (the configured one wins). */
export function originOf(request: FastifyRequest, baseUrl?: string): string {
  if (baseUrl) return baseUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

let warned = false;

/**
 * Serves the visitor site: /static/* (client build), /robots.txt, /sitemap.xml and a
 * catch-all GET that server-renders every HTML route. Register it LAST so API routes win.
 * Without a build it logs one clear message and answers 503 pages; the API is unaffected.
 */
export const ssrRoutes: FastifyPluginAsync<SsrOptions> = async (app, opts) => {
  const siteDist = opts.siteDist ?? process.env.TUBEKIT_SITE_DIST ?? DEFAULT_SITE_DIST;
  let bundle: SiteBundle | null = null;
  let missing: string | null = null;
  try {
    bundle = await loadSiteBundle(siteDist);
  } catch (err) {
    missing = err instanceof Error ? err.message : String(err);
    if (!(err instanceof SiteBuildMissing)) app.log.error({ err }, 'ssr: the site build failed to load');
    if (!warned) {
      warned = true;
      console.warn(`[ssr] ${missing}`);
    }
  }

  // With Redis (app.shared.pages), a local miss looks there before rendering (page-layer.ts).
  const pages = createPageCache(
    app.clock,
    opts.pageCache?.bytes ?? 0,
    opts.pageCache?.ttlS ?? 0,
    app.shared.pages,
  );
  // Any write that makes the JSON answers forget something (a moderation act, a vote, a
  // comment, a playlist change) makes every page forget too: pages are built from them.
  app.responseCache.onClear(() => pages.invalidate());
  app.responseCache.onForget(() => pages.invalidate());

  // The answers the fast path may send again (page-fast-path.ts): none while the app logs
  // its requests, which the fast path would not. A signature whose page went is asked again
  // in-process for the page lane's waiting connections (page-lane.ts); the answer depends on
  // the signed headers only, so those are all the request carries.
  const fast =
    opts.fastPath && pages.enabled
      ? new PageFastPath(pages, (req) =>
          app.inject({ method: 'GET', url: req.url ?? '/', headers: { ...req.headers } }),
        )
      : null;
  if (fast && opts.fastPath) opts.fastPath.current = fast;
  const fastCandidates = new WeakMap<
    FastifyRequest,
    { signature: string; key: string; page: CachedPage; form: PageForm }
  >();
  // Once sent, the answer's every header is known (the hooks' too): remembered with them.
  const rememberFastAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
    const candidate = fastCandidates.get(request);
    if (!candidate || !fast) return;
    const { signature, key, page, form } = candidate;
    const headers: FastAnswer['headers'] = {};
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) headers[name] = value;
    fast.remember(signature, { key, page: new WeakRef(page), form, status: reply.statusCode, headers });
  };

  registerStaticFiles(app, () => bundle?.clientDir ?? null);
  registerSeoFiles(app, { baseUrl: opts.baseUrl });

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (wantsJson(path, request.headers.accept)) return sendError(reply, new ApiError('not_found'));
    if (!bundle)
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(missingBuildPage(missing ?? ''));
    // A page renders only at its canonical address ('//', '/\', '/a/..//x' are 301s).
    const address = pageAddress(request.url);
    if ('redirect' in address) return reply.redirect(address.redirect, 301);
    // Rendered (and kept) with only the parameters its page reads (page-query.ts).
    const query = pageQuery(address.url);
    const member = request.member;
    const user = pageUser(member);
    try {
      const partner = await opts.attribute?.(request, reply);
      const site: SiteRenderRequest = {
        url: query.url,
        cookies: siteCookies(cookiesOf(request.headers.cookie)),
        origin: originOf(request, opts.baseUrl),
        // Members' benefits (spec section 1): no ads, so their pages never load the ads code.
        ...(opts.ads && !member ? { ads: opts.ads } : {}),
        user,
        ...(partner?.attribution ? { campaign: partner.attribution.campaign } : {}),
        ...(partner?.special ? { special: true } : {}),
      };
      // The visit's one comeback event (docs/partners.md) rides in the document it starts with.
      const events = partner?.comeback ? [{ event: 'comeback', campaign: partner.comeback }] : [];
      // A member's page that is the same for every member (README "Page cache"): rendered once
      // for all of them, for a stand-in, without the session, and filled in per answer.
      const forMembers =
        user !== null && events.length === 0 && bundle.sharedByMembers?.(address.url) === true;
      const rendered = forMembers ? { ...site, user: STAND_IN_MEMBER } : site;
      // A member's API answers may be their own: only the render of their own page passes the session on.
      const cookie = member && !forMembers ? request.headers.cookie : undefined;
      const render = () =>
        renderHtml(app, opts.secret, pages, bundle as SiteBundle, rendered, events, cookie);
      // A member's own pages and a comeback's page are the requester's alone: rendered, never kept.
      // A recent writer's page reads the primary (db/read-your-writes.ts): never kept, nor a kept one sent.
      const kept = (!member || forMembers) && events.length === 0 && !readsFromPrimary();
      const key = kept ? pageKey(rendered) : '';
      let page = kept ? await pages.page(key, render) : await render();
      // The shared page with this member's name and page constants (never kept); rendered for
      // them when it cannot be filled in.
      if (forMembers && user && !('redirect' in page))
        page =
          memberPage(page, user) ??
          (await renderHtml(app, opts.secret, pages, bundle, site, events, request.headers.cookie));
      if ('redirect' in page)
        return reply.redirect(
          safeLocation(withDropped(page.redirect, query.dropped)),
          page.status === 301 ? 301 : 302,
        );
      const sharing: PageSharing =
        kept && pages.enabled && sameForEveryone(site)
          ? { shared: true, ttlS: pages.ttlS }
          : { shared: false };
      const sent = await sendPage(request, reply, page, sharing);
      if (sent.grew && kept && !forMembers) pages.touch(key, page);
      // A kept page anyone gets the same way: the fast path may send this answer again.
      const signature =
        fast && sharing.shared && !partner?.attribution ? requestSignature(request.raw) : null;
      const form = signature !== null && sent.body ? formOf(page, sent.body) : null;
      if (signature !== null && form) fastCandidates.set(request, { signature, key, page, form });
      return reply;
    } catch (err) {
      request.log.error({ err }, 'ssr: render failed');
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><html lang="en"><title>Error</title><h1>Something went wrong</h1></html>');
    }
  };
  app.get('/*', { onResponse: rememberFastAnswer }, renderPage);
};
