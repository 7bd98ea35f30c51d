import { millionBucket, thousandBucket } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import { routeLimit } from '../http/rate-limit.ts';
import type { FileStore } from '../storage/file-store.ts';
import { LocalStore } from '../storage/local-store.ts';
import { CONTENT_FILE, contentFileUrl } from './content-file.ts';
import { TIMELINE_VTT } from './pipeline.ts';
import { publishedFile } from './published-files.ts';
import { sendMediaError } from './serve-file.ts';
import { sendStoredFile } from './serve-stored.ts';
import { MEDIA_PREFIX, verifyMediaSignature } from './signing.ts';
import { prefixVttUrls } from './timeline-vtt.ts';
import { DEFAULT_URL_TTL_SECONDS, TIMELINES_FORMAT, videoFileSources } from './video-file-sources.ts';

/** Options of the media plugin. */
export interface MediaRoutesOptions {
  db: Db;
  /** Root of the published media (`<root>/<media_id>/…`). */
  mediaRoot: string;
  /** Where the published media are (`openFileStores(config).media`); default the media root on disk. */
  store?: FileStore;
  /** Secret of the signed media URLs. */
  secret: string;
  /** The app's clock (signed URL expiry); the system clock by default. */
  clock?: Clock;
  /** Public origin for absolute URLs (text_redirect); default the request's own origin. */
  baseUrl?: string;
  /** Validity of the signed URLs videofile.php hands out (default 6 h). */
  urlTtlSeconds?: number;
  /**
   * Cache lifetime of a videofile.php answer (default 1 h). It must stay well under the
   * URL validity: spec section 9's 864000 s would hand out URLs that expired long ago.
   */
  videofileMaxAgeSeconds?: number;
  /** Register `GET /videofile.php` here (default true). */
  videofileRoute?: boolean;
}

/** Requests of `/content/*` per address and minute. */
export const CONTENT_LIMIT = { max: 30, windowMs: 60_000 } as const;

/** Images, sprites and VTT files are public and never change under one path. */
const PUBLIC_CACHE = 'public, max-age=864000';
/** A signed file may be cached as long as its URL is valid, capped at a day. */
const SIGNED_CACHE_CAP = 86_400;

/**
 * Fastify plugin serving the media pipeline's outputs:
 * - `GET /media/*`: only the files the pipeline publishes (`published-files.ts`; anything
 *   else 404), with Range and If-Range; video files (mp4, m3u8, ts) need a valid
 *   signature (403 `invalid_signature` / `expired_url`); `?text_redirect=yes` answers
 *   the real URL as text/plain (the VR player's way to resolve a source).
 * - `GET /videofile.php?video_id=N`: the sources of a catalogue video.
 * - `GET /content/{video_id}.mp4`: a public video's stable file address (contentFileUrl).
 * - `GET /timelines/:million/:thousand/:video_id.:count.:interval.vtt`: the timeline
 *   index with absolute sprite URLs.
 */
export async function mediaRoutes(app: FastifyInstance, opts: MediaRoutesOptions): Promise<void> {
  const clock = opts.clock ?? systemClock;
  const ttl = opts.urlTtlSeconds ?? DEFAULT_URL_TTL_SECONDS;
  const videofileMaxAge = Math.min(opts.videofileMaxAgeSeconds ?? 3600, Math.floor(ttl / 2));
  const base = opts.baseUrl?.replace(/\/$/, '');
  const store = opts.store ?? new LocalStore(opts.mediaRoot);

  app.get('/media/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const published = publishedFile(opts.mediaRoot, path);
    if (!published) return sendMediaError(reply, 404, 'not_found');
    const query = request.query as Record<string, unknown>;
    const nowSeconds = Math.floor(clock.now() / 1000);
    let cacheControl = PUBLIC_CACHE;
    let signed = '';
    let expiresAt: number | undefined;
    if (published.signed) {
      const check = verifyMediaSignature(path, query, opts.secret, nowSeconds);
      if (check === 'expired') return sendMediaError(reply, 403, 'expired_url');
      if (check === 'invalid') return sendMediaError(reply, 403, 'invalid_signature');
      const left = Number(query.e) - nowSeconds;
      cacheControl = `public, max-age=${Math.max(0, Math.min(left, SIGNED_CACHE_CAP))}`;
      signed = `e=${query.e}&s=${query.s}`;
      expiresAt = Number(query.e);
    }
    if (query.text_redirect === 'yes') {
      const origin = base ?? `${request.protocol}://${request.host}`;
      const url = `${origin}${MEDIA_PREFIX}${path.replace(/^\/+/, '')}${signed ? `?${signed}` : ''}`;
      return reply.header('cache-control', 'private, max-age=60').type('text/plain; charset=utf-8').send(url);
    }
    return sendStoredFile(request, reply, store, path, {
      cacheControl,
      query: signed,
      ...(expiresAt === undefined ? {} : { expiresAt }),
    });
  });

  if (opts.videofileRoute ?? true) {
    app.get('/videofile.php', async (request, reply) => {
      const raw = (request.query as Record<string, unknown>).video_id;
      if (typeof raw !== 'string' || !/^[1-9]\d{0,14}$/.test(raw)) {
        return reply
          .code(400)
          .header('cache-control', 'no-cache')
          .send({ error: true, code: 'invalid_param' });
      }
      const answer = await videoFileSources(opts.db, Number(raw), {
        secret: opts.secret,
        now: clock.now(),
        ttlSeconds: ttl,
        ...(base === undefined ? {} : { baseUrl: base }),
      });
      if (!Array.isArray(answer)) return sendMediaError(reply, 404, answer.code);
      return reply.header('cache-control', `public, max-age=${videofileMaxAge}`).send(answer);
    });
  }

  // A public video's stable file address (schema.org contentUrl): a redirect to a signed URL.
  // Per address at most CONTENT_LIMIT a minute: enough for a crawler, slow for a scraper.
  app.get('/content/:file', routeLimit(CONTENT_LIMIT), async (request, reply) => {
    const match = CONTENT_FILE.exec((request.params as { file: string }).file);
    const url = match
      ? await contentFileUrl(opts.db, Number(match[1]), {
          secret: opts.secret,
          now: clock.now(),
          ttlSeconds: ttl,
          ...(base === undefined ? {} : { baseUrl: base }),
        })
      : null;
    if (!url) return sendMediaError(reply, 404, 'not_found');
    return reply.header('cache-control', `public, max-age=${videofileMaxAge}`).redirect(url, 302);
  });

  app.get(`/${TIMELINES_FORMAT}/:million/:thousand/:file`, async (request, reply) => {
    const { million, thousand, file } = request.params as Record<string, string>;
    const match = /^(\d{1,15})\.(\d{1,9})\.(\d{1,9})\.vtt$/.exec(file ?? '');
    if (!match) return sendMediaError(reply, 404, 'not_found');
    const [videoId, count, interval] = match.slice(1).map(Number) as [number, number, number];
    if (String(millionBucket(videoId)) !== million || String(thousandBucket(videoId)) !== thousand) {
      return sendMediaError(reply, 404, 'not_found');
    }
    const row = await opts.db.kysely
      .selectFrom('videos')
      .innerJoin('media', 'media.media_id', 'videos.media_id')
      .select(['media.media_id', 'media.status', 'media.timelines_count', 'media.timelines_interval'])
      .where('videos.video_id', '=', videoId)
      .executeTakeFirst();
    // Count and interval are part of the path so a re-transcode never serves a stale cache.
    if (row?.status !== 'ready' || row.timelines_count !== count || row.timelines_interval !== interval) {
      return sendMediaError(reply, 404, 'not_found');
    }
    const vtt = (await store.readBytes(`${row.media_id}/${TIMELINE_VTT}`))?.toString('utf8');
    if (vtt === undefined) return sendMediaError(reply, 404, 'not_found');
    return reply
      .header('cache-control', PUBLIC_CACHE)
      .type('text/vtt; charset=utf-8')
      .send(prefixVttUrls(vtt, `${base ?? ''}${MEDIA_PREFIX}${row.media_id}/`));
  });
}
