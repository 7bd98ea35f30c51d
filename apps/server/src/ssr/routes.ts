import { join } from 'node:path';
import type { PlayerAdsConfig } from '@tubekit/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REPO_ROOT } from '../config.ts';
import { withOembedDiscovery } from '../embed/discovery.ts';
import { ApiError, sendError } from '../http/errors.ts';
import { usePageNonce } from '../http/security-headers.ts';
import type { PageAttribution } from '../partners/attribution.ts';
import { acceptedEncoding, compressBody, MIN_COMPRESS_BYTES } from './compression.ts';
import { missingBuildPage, renderDocument } from './document.ts';
import { injectTransport } from './inject-transport.ts';
import { pageAddress, safeLocation } from './page-path.ts';
import { pageUser } from './page-user.ts';
import { registerSeoFiles } from './seo-files.ts';
import { assetsFor, loadSiteBundle, SiteBuildMissing, type SiteBundle } from './site-bundle.ts';
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

function cookiesOf(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
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
    const cookie = request.headers.cookie;
    const member = request.member;
    try {
      const partner = await opts.attribute?.(request, reply);
      const result = await bundle.render(
        {
          url: address.url,
          cookies: cookiesOf(cookie),
          origin: originOf(request, opts.baseUrl),
          // Members' benefits (spec section 1): no ads, so their pages never load the ads code.
          ...(opts.ads && !member ? { ads: opts.ads } : {}),
          user: pageUser(member),
          ...(partner?.attribution ? { campaign: partner.attribution.campaign } : {}),
          ...(partner?.special ? { special: true } : {}),
        },
        injectTransport(app as FastifyInstance, cookie),
      );
      if (result.redirect)
        return reply.redirect(safeLocation(result.redirect), result.status === 301 ? 301 : 302);
      const origin = originOf(request, opts.baseUrl);
      const page = withOembedDiscovery(result, address.url, origin);
      // The visit's one comeback event (docs/partners.md) rides in the document it starts with.
      const events = partner?.comeback ? [{ event: 'comeback', campaign: partner.comeback }] : [];
      const html = renderDocument(
        page,
        assetsFor(bundle.manifest, result.modules),
        usePageNonce(reply),
        events,
      );
      reply
        .code(result.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding || Buffer.byteLength(html) < MIN_COMPRESS_BYTES) return reply.send(html);
      return reply.header('content-encoding', encoding).send(await compressBody(html, encoding));
    } catch (err) {
      request.log.error({ err }, 'ssr: render failed');
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><html lang="en"><title>Error</title><h1>Something went wrong</h1></html>');
    }
  };
  app.get('/*', renderPage);
};
