import type { FastifyRequest } from 'fastify';

/**
 * Every value of the cookie `name` in a request's Cookie header, first first, trimmed and
 * not decoded (the site's cookies are base64url ids and signatures). A browser can send one
 * name several times (a forged pair set for a narrower path, say), so callers take the first
 * value that is valid for them rather than trusting the first one.
 */
export function cookieValues(request: FastifyRequest, name: string): string[] {
  const header = request.headers.cookie;
  // Most requests carry none of the cookie asked for: no regular expression runs for them.
  if (!header?.includes(`${name}=`)) return [];
  return [...header.matchAll(pairOf(name))].map(([, raw = '']) => raw.trim());
}

/** One compiled pattern per cookie name (a handful of constants), made on its first use. */
const pairs = new Map<string, RegExp>();

function pairOf(name: string): RegExp {
  let pair = pairs.get(name);
  if (!pair) {
    // matchAll copies the pattern, so the one kept here never carries a lastIndex.
    pair = new RegExp(`(?:^|;)\\s*${name}=([^;]*)`, 'g');
    pairs.set(name, pair);
  }
  return pair;
}
