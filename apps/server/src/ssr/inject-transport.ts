import type { FastifyInstance } from 'fastify';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from '../http/cached-json.ts';

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
 * Server rendering calls the API in-process with `app.inject`: the same routes and response
 * cache as the browser's requests, with no socket. `cookie` is passed on so per-visitor
 * answers (later: signed-in members) match what the browser would get. The requests carry
 * the internal token: the limits for clients (count caps, jsond per address) do not apply.
 */
export function injectTransport(app: FastifyInstance, cookie?: string): SiteApiTransport {
  const headers = { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN, ...(cookie ? { cookie } : {}) };
  return {
    async get<T>(path: string): Promise<T> {
      const res = await app.inject({ method: 'GET', url: `/${path.replace(/^\//, '')}`, headers });
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
