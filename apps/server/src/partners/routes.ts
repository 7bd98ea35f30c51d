import type { PartnerStatsAnswer } from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { writesNothingShown } from '../db/read-your-writes.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError, sendError } from '../http/errors.ts';
import { type PerIpLimit, routeLimit } from '../http/rate-limit.ts';
import { usePageNonce } from '../http/security-headers.ts';
import { installFormBody } from '../social/form-body.ts';
import { attributePage, attributionFromCookie, type PageAttribution } from './attribution.ts';
import { PARTNER_ID } from './partner-config.ts';
import { renderPartnerPage } from './partner-page.ts';
import { countPartnerEvent, type PartnerCounter, readPartnerStats } from './partner-stats.ts';
import { campaignsOfToken, STATS_MAX_DAYS, statsSpan, tokenOf } from './stats-query.ts';

/** What the client's beacon may report, and the counter each adds to. */
const BEACON_EVENTS: Record<string, PartnerCounter> = {
  view: 'views',
  play: 'plays',
  ad_impression: 'ad_impressions',
};

/**
 * Per address: 60 beacons a minute (a visitor sends a view, a play and an ad or two per
 * video page) and 30 stats reads a minute (a partner's page or script, a few a day).
 */
export const PARTNER_LIMITS = {
  beacon: { max: 60, windowMs: 60_000 },
  stats: { max: 30, windowMs: 60_000 },
} as const satisfies Record<string, PerIpLimit>;

/** Options of the partner plugin. */
export interface PartnerRoutesOptions {
  db: Db;
  config: Config;
  clock: Clock;
}

/**
 * The rules of a rendered page (`attributePage`) plus its visit in the numbers: what the
 * ssr and embed plugins call for every HTML document. A failed count is logged, never fails
 * the page.
 */
export function partnerPages(opts: PartnerRoutesOptions) {
  const secure = opts.config.baseUrl.startsWith('https:');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<PageAttribution> => {
    const page = attributePage(request, reply, opts.config.partners, secure);
    if (page.countsVisit && page.attribution)
      await countPartnerEvent(opts.db, opts.clock, page.attribution.campaign, 'visits').catch((err) =>
        request.log.error({ err }, 'partners: visit not counted'),
      );
    return page;
  };
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Partner campaigns (issue #24, docs/partners.md): POST /partners/beacon (the player's view,
 * play and ad impression of an attributed visitor, same-site only by the global check),
 * GET /partners/stats.json (a token's campaigns per day) and /partners/ (the same numbers as
 * a page: GET the form, POST the token).
 */
export const partnerRoutes: FastifyPluginAsync<PartnerRoutesOptions> = async (app, opts) => {
  const { db, clock } = opts;
  const { partners } = opts.config;
  installFormBody(app);

  app.post('/partners/beacon', routeLimit(PARTNER_LIMITS.beacon), async (request, reply) => {
    writesNothingShown(request);
    const body = fieldsOf(request.body);
    const counter = typeof body.event === 'string' ? BEACON_EVENTS[body.event] : undefined;
    if (!counter) throw new ApiError('invalid_param', 'event');
    let campaign: string | null = null;
    if (body.campaign !== undefined && body.campaign !== null && body.campaign !== '') {
      if (typeof body.campaign !== 'string' || !PARTNER_ID.test(body.campaign))
        throw new ApiError('invalid_param', 'campaign');
      campaign = body.campaign;
    } else campaign = attributionFromCookie(request)?.campaign ?? null;
    // No campaign: nothing to count, and nothing to tell the client either way.
    if (campaign) await countPartnerEvent(db, clock, campaign, counter);
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.get('/partners/stats.json', routeLimit(PARTNER_LIMITS.stats), async (request, reply) => {
    const query = fieldsOf(request.query);
    const campaigns = campaignsOfToken(partners, tokenOf(request, query));
    const { from, to } = statsSpan(query, clock.now());
    const days = await readPartnerStats(db, campaigns, from, to);
    const answer: PartnerStatsAnswer = { campaigns: [...campaigns], from, to, days };
    return reply.header('cache-control', 'private, no-store').send(answer);
  });

  const page = (reply: FastifyReply, status: number, state: Parameters<typeof renderPartnerPage>[0]) =>
    reply
      .code(status)
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(renderPartnerPage(state, usePageNonce(reply)));

  app.get('/partners/', async (_request, reply) => page(reply, 200, { kind: 'form' }));

  app.post('/partners/', routeLimit(PARTNER_LIMITS.stats), async (request, reply) => {
    const fields = fieldsOf(request.body);
    try {
      const campaigns = campaignsOfToken(partners, tokenOf(request, fields));
      const { from, to } = statsSpan(fields, clock.now());
      const days = await readPartnerStats(db, campaigns, from, to);
      return page(reply, 200, { kind: 'stats', campaigns, from, to, days });
    } catch (err) {
      if (!(err instanceof ApiError)) return sendError(reply, err);
      const error =
        err.code === 'invalid_token'
          ? 'That token is not a partner token.'
          : `Choose a start day on or before the end day, at most ${STATS_MAX_DAYS} days apart.`;
      return page(reply, err.status, { kind: 'form', error });
    }
  });
};
