import { EMBED_SCRIPT_PATH, type PlayerAdsConfig } from '@tubekit/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, sendError } from '../http/errors.ts';
import { usePageNonce } from '../http/security-headers.ts';
import { attributionFromQuery } from '../partners/attribution.ts';
import { sendStaticFile } from '../ssr/static-files.ts';
import {
  DEFAULT_EMBED_DIST,
  DEFAULT_LOADER_FILE,
  type EmbedBundle,
  type EmbedPage,
  loadEmbedBundle,
} from './embed-bundle.ts';
import { registerOembed } from './oembed.ts';
import { loadEmbedPage } from './page-data.ts';
import { sendFile } from './static.ts';

/** Options of the embed plugin. */
export interface EmbedOptions {
  /** apps/embed-iframe/dist (TUBEKIT_EMBED_DIST overrides the default). */
  embedDist?: string;
  /** The loader script file (default packages/embed/dist/embed.js). */
  loaderFile?: string;
  /** Public origin for oEmbed answers; the request's own origin when absent. */
  baseUrl?: string;
  /** The player's ads, handed to the page in its boot data; none when absent. */
  ads?: PlayerAdsConfig;
  /** Campaigns whose visitors are special users (`config.partners.specialCampaigns`). */
  specialCampaigns?: ReadonlySet<string>;
}

function hasAgeCookie(header: string | undefined): boolean {
  return /(?:^|;\s*)_agev=1(?:;|$)/.test(header ?? '');
}

/**
 * Sends an embed page: the one answer any site may frame (`frame-ancestors *`), under the
 * page policy with the nonce `body` builds its scripts with.
 */
const html = (reply: FastifyReply, status: number, body: (nonce: string) => string) => {
  const nonce = usePageNonce(reply, { frameable: true });
  return reply.code(status).type('text/html; charset=utf-8').send(body(nonce));
};

/**
 * Embedding: `GET /embed/{video_id}/` (the page inside the iframe, the only route other
 * origins may frame), `/embed-static/*` (its client build), `/embed.js` (the loader
 * webmasters paste) and `/oembed`. Register it before the ssr plugin's catch-all.
 */
export const embedRoutes: FastifyPluginAsync<EmbedOptions> = async (app, opts) => {
  const dist = opts.embedDist ?? process.env.TUBEKIT_EMBED_DIST ?? DEFAULT_EMBED_DIST;
  let bundle: EmbedBundle | null = null;
  let missing = '';
  try {
    bundle = await loadEmbedBundle(dist, opts.loaderFile ?? DEFAULT_LOADER_FILE);
  } catch (err) {
    missing = err instanceof Error ? err.message : String(err);
    app.log.warn(`[embed] ${missing}`);
  }
  const originOf = (request: FastifyRequest) =>
    opts.baseUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

  app.get('/embed/:video_id/', async (request, reply) => {
    if (!bundle)
      return html(
        reply,
        503,
        () => `<!doctype html><title>Embed not built</title><p>${missing.replace(/</g, '&lt;')}</p>`,
      );
    const raw = (request.params as { video_id: string }).video_id;
    const page: EmbedPage = /^[1-9]\d{0,14}$/.test(raw)
      ? await loadEmbedPage(app as FastifyInstance, Number(raw), hasAgeCookie(request.headers.cookie))
      : { status: 'missing' };
    // The ad tags ride in the boot data: the page needs no second request to find them.
    if (page.status === 'ok' && opts.ads) page.ads = opts.ads;
    // The loader's data-campaign rides in the iframe URL: a special campaign's visitor gets
    // no countdown and the related panel on end (docs/partners.md).
    const campaign = attributionFromQuery(request.query)?.campaign;
    if (page.status === 'ok' && campaign && opts.specialCampaigns?.has(campaign)) page.specialUser = true;
    const status = page.status === 'missing' ? 404 : page.status === 'deleted' ? 410 : 200;
    // Signed media URLs and the age rule are per visitor: no shared cache may keep the page.
    // Only the origin as referrer, for our own pages too: a visitor who clicks through to
    // the site arrives from `https://<site>/` (spec: the nogeo flag reads it), never from the
    // embed URL with the webmaster's `origin`; and nothing on a downgrade to http.
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie')
      .header('referrer-policy', 'strict-origin');
    const render = bundle.render;
    return html(reply, status, (nonce) => render(page, nonce));
  });

  app.get('/embed-static/*', async (request, reply) => {
    if (!bundle) return sendError(reply, new ApiError('not_found'));
    return sendStaticFile(request, reply, bundle.clientDir, (request.params as { '*': string })['*'] ?? '');
  });

  app.get(EMBED_SCRIPT_PATH, async (_request, reply) => {
    if (!bundle) return sendError(reply, new ApiError('not_found'));
    // A stable URL pasted into other sites: short cache so fixes reach them within the hour.
    return sendFile(
      reply.header('access-control-allow-origin', '*'),
      bundle.loaderFile,
      'public, max-age=3600',
    );
  });

  registerOembed(app as FastifyInstance, originOf);
};
