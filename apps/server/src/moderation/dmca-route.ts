import { DMCA_PATH, DMCA_RULES } from '@tubekit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_TOKEN_FIELD, type FormTokens } from '../accounts/form-token.ts';
import { waitOf } from '../comments/comment-limits.ts';
import { fieldsOf, stringField } from '../comments/form-fields.ts';
import { isUndeletedVideo } from '../comments/report-store.ts';
import type { Db } from '../db/connect.ts';
import { rateLimited } from '../http/rate-limit.ts';
import { ipScope, type Visitors } from '../http/visitor.ts';
import { parseDmcaForm, videoIdInUrl } from './dmca-form.ts';
import { formExpired } from './form-expired.ts';

/** DMCA notices per address: DMCA_RULES.perHour stored notices an hour (refused ones do not count). */
export const DMCA_LIMIT = { max: DMCA_RULES.perHour, windowMs: 3_600_000 } as const;

/**
 * A notice's body at the longest: 6,370 code points of fields, each up to 4 bytes percent-encoded
 * as 12 characters, and the field names: 96 KiB, where the other forms' parser stops at 16.
 */
export const DMCA_BODY_LIMIT = 96 * 1024;

/** The id of the video the URL names on this site, when that video exists and is not deleted. */
async function namedVideo(db: Db, url: string, baseUrl: string): Promise<number | null> {
  const id = videoIdInUrl(url, baseUrl);
  if (id === null) return null;
  return (await isUndeletedVideo(db, id)) ? id : null;
}

/**
 * POST dmca.php (the contacts page's DMCA form): anyone with the form token of form
 * `dmca` (403 `form_expired` without); the fields of `parseDmcaForm`; DMCA_LIMIT per address
 * (IPv6 per /64): a full window answers 429 `rate_limited` with Retry-After before the
 * fields are read, and only a stored notice counts. The notice lands open in the moderators'
 * `dmca` section, with the video its URL names.
 */
export function registerDmcaRoute(
  app: FastifyInstance,
  options: { db: Db; baseUrl: string; tokens: FormTokens; visitors: Visitors; now: () => number },
): void {
  const { db, tokens } = options;
  const perAddress = app.createRateLimit({
    max: DMCA_LIMIT.max,
    timeWindow: DMCA_LIMIT.windowMs,
    keyGenerator: (request: FastifyRequest) => `dmca-ip:${ipScope(request.ip)}`,
  });
  app.post(`/${DMCA_PATH}`, { bodyLimit: DMCA_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!tokens.valid(request, stringField(fieldsOf(request.body), FORM_TOKEN_FIELD)))
      return formExpired(reply);
    const full = await waitOf(perAddress, request, false);
    if (full > 0) throw rateLimited(reply, full);
    const form = parseDmcaForm(request.body);
    const videoId = await namedVideo(db, form.url, options.baseUrl);
    // Counted only now, so a refused form never uses up the hour; a count past the limit
    // (two sent at once) is refused too.
    const over = await waitOf(perAddress, request, true);
    if (over > 0) throw rateLimited(reply, over);
    await db.kysely
      .insertInto('dmca_notices')
      .values({
        ...form,
        video_id: videoId,
        ip_hash: options.visitors.ipHash(request),
        added_date: options.now(),
      })
      .execute();
    return { success: true };
  });
}
