import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, sendError } from './errors.ts';

/** Methods that never change state: they pass without an origin check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request comes from another site. Browsers send `Sec-Fetch-Site`
 * on every request (Chromium, Firefox, Safari since 2023), and `Origin` on every POST, so a
 * form or fetch from another site always carries one of them; a request with neither is a
 * non-browser client (curl, a server), which a cookie-riding attack cannot use.
 * `same-site` is refused too: a sibling subdomain is not this origin.
 */
export function isCrossSite(request: FastifyRequest, baseUrl?: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // `Origin: null` (sandboxed frames, privacy redirects) and garbage: not us.
    return true;
  }
  // Through URL so a default port written out (`Host: example.com:80`) compares equal.
  if (host === safeHost(`${request.protocol}://${request.host}`)) return false;
  return baseUrl === undefined || host !== new URL(baseUrl).host;
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * Refuses every cross-site state-changing request with 403 `{error, code: 'cross_site'}`
 * before it reaches a route, so no endpoint can forget the check (CSRF: another site making
 * its visitors vote, post or sign in).
 */
export function installCrossSiteRefusal(app: FastifyInstance, baseUrl?: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, baseUrl)) return sendError(reply, new ApiError('cross_site'));
  });
}
