import type { FastifyInstance } from 'fastify';

/** robots.txt and the sitemap (filled in by sitemap.ts). */
export function registerSeoFiles(app: FastifyInstance, opts: { baseUrl?: string }): void {
  app.get('/robots.txt', async (request, reply) => {
    const origin = opts.baseUrl ?? `${request.protocol}://${request.host}`;
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(`User-agent: *\nAllow: /\nDisallow: /search/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
}
