import { createHmac, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValues } from './cookie-values.ts';

/** Name of the visitor cookie: a random id signed by the server. */
export const VISITOR_COOKIE = '_tkv';
/** The visitor cookie lives a year; a visitor who keeps it stays one visitor. */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/**
 * IPv6 addresses count per /64: one home or phone gets a whole /64 and may rotate through
 * it at will, so a single address would be an identity the client can change per request.
 * The same prefix @fastify/rate-limit uses by default, so both agree on "one IP".
 */
export const IPV6_PREFIX = 64;

/** 16 random bytes as base64url: 22 characters. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** Who sent a request, as far as the server can tell without an account. */
export interface Visitor {
  /** The random id of the visitor cookie. */
  id: string;
  /** True when the request carried no valid cookie and this answer issues one. */
  fresh: boolean;
}

/** Options of `createVisitors`. */
export interface VisitorOptions {
  /** The server secret (`config.secret`); keys are derived from it, never used raw. */
  secret: string;
  /** Sets `Secure` on the cookie: true when the site's base URL is https. */
  secure: boolean;
}

/** Reads and issues visitor cookies, and hashes addresses, under keys derived from the secret. */
export interface Visitors {
  /** The visitor id of a valid signed cookie; null when absent, unsigned or forged. */
  read(request: FastifyRequest): string | null;
  /** The request's visitor; a new id (and its Set-Cookie on `reply`) when it has none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Visitor;
  /** An HMAC of the request's address (IPv6 per /64), so no table or map holds the address. */
  ipHash(request: FastifyRequest): string;
}

/** A key for one purpose, so a value signed for one use never verifies for another. */
function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`tubekit:${purpose}`).digest();
}

/** The address a limit or a "once" rule counts: IPv4 as is, IPv6 by its /64, mapped IPv4 unmapped. */
export function ipScope(ip: string): string {
  return normalizeIP(ip, IPV6_PREFIX);
}

/**
 * The visitor identity of issue #25: a first-party, HttpOnly, SameSite=Lax cookie holding a
 * random id signed with a key derived from the server secret. A client can drop it, but it
 * cannot make up a valid one, so "once per visitor" rules pair it with the address (see
 * `ipHash`): rotating user agents or cookies does not make a new voter.
 *
 * Kept apart from @fastify/cookie's plugin registration (only its pure sign/unsign helpers
 * are used: its parse/serialize exports need the plugin loaded), so it works in any app and
 * the accounts issue can reuse it next to a session cookie.
 */
export function createVisitors(options: VisitorOptions): Visitors {
  const cookieKey = derivedKey(options.secret, 'visitor-cookie');
  const ipKey = derivedKey(options.secret, 'visitor-ip');

  function read(request: FastifyRequest): string | null {
    // Several `_tkv` pairs (a forged one set for a narrower path, say): the first valid wins.
    for (const raw of cookieValues(request, VISITOR_COOKIE)) {
      const unsigned = fastifyCookie.unsign(raw, cookieKey);
      if (unsigned.valid && VISITOR_ID.test(unsigned.value)) return unsigned.value;
    }
    return null;
  }

  return {
    read,
    ensure(request, reply) {
      const id = read(request);
      if (id) return { id, fresh: false };
      const issued = randomBytes(16).toString('base64url');
      const value = fastifyCookie.sign(issued, cookieKey);
      const secure = options.secure ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${VISITOR_COOKIE}=${value}; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure}`,
      );
      return { id: issued, fresh: true };
    },
    ipHash(request) {
      return createHmac('sha256', ipKey).update(ipScope(request.ip)).digest('base64url').slice(0, 22);
    },
  };
}
