import type { FastifyRequest } from 'fastify';

/**
 * Every value of the cookie `name` in a request's Cookie header, first first, trimmed and
 * not decoded (the site's cookies are base64url ids and signatures). A browser can send one
 * name several times (a forged pair set for a narrower path, say), so callers take the first
 * value that is valid for them rather than trusting the first one.
 */
export function cookieValues(request: FastifyRequest, name: string): string[] {
  const header = request.headers.cookie;
  if (!header) return [];
  const pair = new RegExp(`(?:^|;)\\s*${name}=([^;]*)`, 'g');
  return [...header.matchAll(pair)].map(([, raw = '']) => raw.trim());
}
