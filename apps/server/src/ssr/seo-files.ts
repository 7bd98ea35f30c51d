import type { FastifyInstance } from 'fastify';
import { ApiError, sendError } from '../http/errors.ts';
import { injectTransport } from './inject-transport.ts';
import { sitemapFiles, sitemapIndex, sitemapPaths, urlset } from './sitemap.ts';

const XML = 'application/xml; charset=utf-8';
/** Sitemaps follow the catalogue's own list lifetime closely enough at one hour. */
const SITEMAP_CACHE = 'public, max-age=3600';

/**
 * GET /robots.txt, /sitemap.xml (an index) and /sitemap-{kind}-{page}.xml (home, listings,
 * categories, models, channels, videos; 1000 URLs per file), all read from the catalogue
 * through the API in-process.
 */
export function registerSeoFiles(app: FastifyInstance, opts: { baseUrl?: string }): void {
  const originOf = (request: { protocol: string; host: string }) =>
    (opts.baseUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(`User-agent: *\nAllow: /\nDisallow: /search/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const files = await sitemapFiles(injectTransport(app));
    return reply
      .type(XML)
      .header('cache-control', SITEMAP_CACHE)
      .send(sitemapIndex(originOf(request), files));
  });

  app.get('/sitemap-*', async (request, reply) => {
    const match = /^([a-z]+)-(\d+)\.xml$/.exec((request.params as { '*': string })['*']);
    const paths = match ? await sitemapPaths(injectTransport(app), match[1] ?? '', Number(match[2])) : null;
    if (!paths) return sendError(reply, new ApiError('not_found'));
    return reply
      .type(XML)
      .header('cache-control', SITEMAP_CACHE)
      .send(urlset(originOf(request), paths));
  });
}
