import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseLayer } from '../cluster/response-layer.ts';
import { readsFromPrimary } from '../db/read-your-writes.ts';
import type { Clock } from './clock.ts';
import { ApiError, sendError } from './errors.ts';
import type { CachedBody, ResponseCache } from './response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process response cache of the JSON paths; `clear()` after writes that must show at once. */
    responseCache: ResponseCache;
    /** The response cache's shared layer (Redis) behind its local misses; null: per process only. */
    responseLayer: ResponseLayer | null;
    /** The injected clock (see `installHttp`). */
    clock: Clock;
  }
}

/** Longest time an answer stays in the in-process cache, whatever the path's lifetime. */
export const MAX_CACHE_TTL_MS = 60_000;
/** Bodies smaller than this are sent uncompressed (compression would not pay). */
const COMPRESS_MIN_BYTES = 1024;

type ParseResult<P> = { ok: true; value: P } | { ok: false; error: { code: string; field: string } };

/** What a contract path shape offers the route helper. */
export interface ParsingShape<P> {
  parse(path: string): ParseResult<P>;
  /** The parse for the server's own in-process requests (a list's larger `count`). */
  parseTrusted?(path: string): ParseResult<P>;
}

/**
 * The header that marks the server's own in-process requests (the ssr plugin's inject
 * transport: page loaders and the sitemap). Its value is a random token made at start and
 * never sent out, so no client can claim to be the server.
 */
export const INTERNAL_REQUEST_HEADER = 'x-tubekit-internal';
/** The token of `INTERNAL_REQUEST_HEADER`; pass it only to `app.inject`. */
export const INTERNAL_REQUEST_TOKEN = randomBytes(24).toString('base64url');
const INTERNAL_TOKEN_BYTES = Buffer.from(INTERNAL_REQUEST_TOKEN);

/**
 * True for the server's own in-process requests. They are exempt from the limits meant for
 * clients: a list's `count` cap (`parseTrusted`) and the per-address jsond limit, since every
 * in-process request comes from the one loopback address whichever visitor it serves.
 */
export function isInternalRequest(request: FastifyRequest): boolean {
  const value = request.headers[INTERNAL_REQUEST_HEADER];
  if (typeof value !== 'string' || value.length !== INTERNAL_REQUEST_TOKEN.length) return false;
  return timingSafeEqual(Buffer.from(value), INTERNAL_TOKEN_BYTES);
}

/** One cacheable GET JSON path of spec section 7. */
export interface JsonPathRoute<P extends { lifetime: number }> {
  /** Fastify URL with a wildcard, e.g. `/json/videos2/*`. */
  url: string;
  /** The contract shape that parses the whole path (e.g. `videosPath`). */
  shape: ParsingShape<P>;
  /** Builds the answer object; throw `ApiError` for error answers. */
  handler: (params: P, request: FastifyRequest) => Promise<unknown>;
  /**
   * Query keys the handler reads (members: `search`). Only these are part of the cache key:
   * any other key (`?x=1`, `?x=2`, ...) shares the path's entry instead of splitting it.
   */
  query?: readonly string[];
}

/** Serialises a body once: JSON bytes plus a strong ETag over them. */
export function serialise(body: unknown, lifetime: number, expiresAt: number): CachedBody {
  const json = Buffer.from(JSON.stringify(body));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag, lifetime, expiresAt };
}

/** `public, max-age=<lifetime>`, or `no-cache` for lifetime 0 (the `jsond` paths). */
export function cacheControl(lifetime: number): string {
  return lifetime > 0 ? `public, max-age=${lifetime}` : 'no-cache';
}

function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Compressed form of an entry, made on first use and kept on the entry. */
function encoded(entry: CachedBody, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    // Quality 5: most of brotli's gain at a fraction of quality 11's CPU cost.
    entry.br ??= brotliCompressSync(entry.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.json, { level: 6 });
  return entry.gzip;
}

/**
 * Sends a serialised body with Cache-Control, ETag (304 on a matching If-None-Match) and the
 * best compression the client accepts. Returns true when the entry grew a compressed form.
 */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): boolean {
  reply
    .header('cache-control', cacheControl(entry.lifetime))
    .header('etag', entry.etag)
    .header('vary', 'Accept-Encoding');
  const inm = request.headers['if-none-match'];
  if (inm?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    reply.code(304).send();
    return false;
  }
  reply.type('application/json; charset=utf-8');
  const encoding = entry.json.length >= COMPRESS_MIN_BYTES ? pickEncoding(request) : null;
  if (!encoding) {
    reply.send(entry.json);
    return false;
  }
  const grew = encoding === 'br' ? !entry.br : !entry.gzip;
  reply.header('content-encoding', encoding).send(encoded(entry, encoding));
  return grew;
}

/**
 * Answers a JSON body for a query-string endpoint (videos2.php, suggester.php ...) with the
 * same headers as the cached paths, without the in-process cache.
 */
export function sendJson(reply: FastifyReply, body: unknown, lifetime: number): FastifyReply {
  sendEntry(reply.request, reply, serialise(body, lifetime, 0));
  return reply;
}

/**
 * Registers a GET JSON path: parse with the contract shape (bad -> 400 `{error, code, field}`),
 * run the handler, answer with cache headers. For lifetime > 0 the serialised (and lazily
 * compressed) body is kept in `app.responseCache` under the full URL for min(lifetime, 60 s),
 * so a hot path costs no query and no serialisation. Other methods answer 405.
 */
export function registerJsonPath<P extends { lifetime: number }>(
  app: FastifyInstance,
  route: JsonPathRoute<P>,
): void {
  app.get(route.url, async (request, reply) => {
    const path = pathOf(request.url);
    const parsed =
      route.shape.parseTrusted && isInternalRequest(request)
        ? route.shape.parseTrusted(path)
        : route.shape.parse(path);
    if (!parsed.ok) {
      const code = parsed.error.code === 'invalid_path' ? 'invalid_path' : 'invalid_param';
      return sendError(reply, new ApiError(code, parsed.error.field));
    }
    const params = parsed.value;
    const queryKeys = route.query ?? [];
    // The handler sees only the declared keys, so the cache key covers all it can read.
    request.query = pick(request.query, queryKeys);
    return answerCached(request, reply, params.lifetime, () => route.handler(params, request), queryKeys);
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: route.url,
    handler: (_request, reply) =>
      sendError(reply.header('allow', 'GET, HEAD'), new ApiError('method_not_allowed')),
  });
}

/**
 * Answers `produce()`'s body with cache headers; for lifetime > 0 the serialised body is
 * kept in `app.responseCache` for min(lifetime, 60 s), so a hot URL costs no query and no
 * serialisation. For query-string endpoints that validated their input.
 *
 * The cache key is the path plus the values of `queryKeys` only (the keys the answer
 * depends on): a client adding `?x=<random>` gets the cached answer instead of making each
 * request a miss. Lifetime 0 (`jsond`) skips the cache, so those answers are limited per
 * address (`app.jsondLimiter`, see http/rate-limit.ts) when the app installed the limits.
 * With Redis (`app.responseLayer`), a local miss looks there before computing, and a
 * computed answer is put there for the other processes (cluster/response-layer.ts).
 */
export async function answerCached(
  request: FastifyRequest,
  reply: FastifyReply,
  lifetime: number,
  produce: () => Promise<unknown>,
  queryKeys: readonly string[],
): Promise<FastifyReply> {
  const app = request.server;
  // A recent writer's answer comes from the primary: no cached answer (maybe a replica's) and not kept.
  if (readsFromPrimary()) {
    sendEntry(request, reply, serialise(await produce(), lifetime, app.clock.now()));
    return reply;
  }
  if (lifetime === 0) {
    if (app.hasDecorator('jsondLimiter') && !isInternalRequest(request))
      await app.jsondLimiter?.(request, reply);
    const entry = serialise(await produce(), 0, app.clock.now());
    sendEntry(request, reply, entry);
    return reply;
  }
  const cache = app.responseCache;
  const key = cacheKey(request, queryKeys);
  const layer = app.responseLayer ?? null;
  const hit = cache.get(key);
  if (hit) {
    if (sendEntry(request, reply, hit)) (layer ?? cache).touch(key, hit);
    return reply;
  }
  const compute = async () =>
    serialise(await produce(), lifetime, app.clock.now() + Math.min(lifetime * 1000, MAX_CACHE_TTL_MS));
  if (layer) {
    await layer.answer(key, compute, (entry) => sendEntry(request, reply, entry));
    return reply;
  }
  const entry = await compute();
  cache.set(key, entry);
  sendEntry(request, reply, entry);
  cache.touch(key, entry);
  return reply;
}

/**
 * The response-cache key of a request: its path, plus the named query values as the route
 * reads them (`request.query`), so two URLs share an entry exactly when the answer is the same.
 */
export function cacheKey(request: FastifyRequest, queryKeys: readonly string[]): string {
  const path = pathOf(request.url);
  if (queryKeys.length === 0) return path;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return `${path}?${JSON.stringify(queryKeys.map((name) => query[name] ?? null))}`;
}

/** The named keys of a parsed query string (absent ones left out). */
function pick(query: unknown, names: readonly string[]): Record<string, unknown> {
  const from = (query ?? {}) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const name of names) if (from[name] !== undefined) picked[name] = from[name];
  return picked;
}

/** The URL path without the query string and the leading slash. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return (q < 0 ? url : url.slice(0, q)).replace(/^\//, '');
}
