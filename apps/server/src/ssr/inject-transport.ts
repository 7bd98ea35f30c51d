import type { FastifyInstance } from 'fastify';
import { readsFromPrimary } from '../db/read-your-writes.ts';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from '../http/cached-json.ts';
import type { CachedBody } from '../http/response-cache.ts';

/** The transport shape the site's `render` expects (apps/site/src/api/transport.ts). */
export interface SiteApiTransport {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, form: Record<string, string | number>): Promise<T>;
}

function parse<T>(path: string, body: string): T {
  try {
    return JSON.parse(body) as T;
  } catch {
    throw new Error(`ssr: ${path} did not answer JSON`);
  }
}

/**
 * Response-cache entries that were, byte for byte (their ETag), the 200 answer of a visitor's
 * in-process GET of their path: reading such an entry again is what that same request (no
 * cookie, the internal token) would answer while the entry lives, so a visitor's render
 * reads it without `app.inject`. A path a visitor may not read (a member's profile: 401)
 * never gets here, whoever filled the cache. Weak: an entry the cache dropped goes with it.
 */
const visitorAnswers = new WeakSet<CachedBody>();

/**
 * Server rendering calls the API in-process with `app.inject`: the same routes and response
 * cache as the browser's requests, with no socket. `cookie` is passed on so per-visitor
 * answers (signed-in members) match what the browser would get. The requests carry the
 * internal token: the limits for clients (count caps, jsond per address) do not apply.
 *
 * A visitor's render (no cookie) reads a query-less path's cached answer straight from the
 * response cache once an inject of that path answered it (`visitorAnswers`): the inject
 * machinery (request and response objects, routing, every hook, copying the body) cost about
 * half of an uncached page's render. Members' renders always inject (their answers may differ).
 */
export function injectTransport(app: FastifyInstance, cookie?: string): SiteApiTransport {
  const headers = { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN, ...(cookie ? { cookie } : {}) };
  return {
    async get<T>(path: string): Promise<T> {
      const url = `/${path.replace(/^\//, '')}`;
      // The cache key of a query-less path is the path without its slash (cached-json.ts `cacheKey`).
      const key = cookie || url.includes('?') || readsFromPrimary() ? null : url.slice(1);
      const kept = key === null ? undefined : app.responseCache.get(key);
      if (kept && visitorAnswers.has(kept)) return parse<T>(path, kept.json.toString());
      const res = await app.inject({ method: 'GET', url, headers });
      if (key !== null && res.statusCode === 200) {
        const entry = app.responseCache.get(key);
        if (entry && entry.etag === res.headers.etag) visitorAnswers.add(entry);
      }
      return parse<T>(path, res.body);
    },
    async post<T>(path: string, form: Record<string, string | number>): Promise<T> {
      const payload = new URLSearchParams(
        Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const res = await app.inject({
        method: 'POST',
        url: `/${path.replace(/^\//, '')}`,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      return parse<T>(path, res.body);
    },
  };
}
