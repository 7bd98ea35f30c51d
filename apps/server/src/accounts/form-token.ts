import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValues } from '../http/cookie-values.ts';
import { randomId } from './sessions.ts';

/** The cookie the form token is bound to. */
export const FORM_COOKIE = '_tkf';
/** The form field that carries the token (contract: AccountFormAnswer.csrf). */
export const FORM_TOKEN_FIELD = 'csrf';
/** A day: a form left open overnight asks form.php again (the site does on form_expired). */
const FORM_COOKIE_S = 24 * 3600;
const COOKIE_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Form tokens of the account forms (synchronizer tokens bound to a cookie, kept nowhere):
 * form.php gives the browser a random `_tkf` cookie (HttpOnly, SameSite=Strict) and the
 * token HMAC(key, cookie); a POST passes only when its `csrf` field is the HMAC of the
 * `_tkf` it carries. Another site can make a browser send the cookie (not even that, with
 * Strict) but can never read the token, so it cannot forge a sign-in, a sign-up, a password
 * change or a logout. This sits behind the cross-site refusal (Origin / Sec-Fetch-Site),
 * for browsers and proxies that strip those headers.
 */
export class FormTokens {
  readonly #key: Buffer;
  readonly #secure: boolean;

  constructor(options: { secret: string; secure: boolean }) {
    // A key of its own, so a token is never a valid signature of anything else.
    this.#key = createHmac('sha256', options.secret).update('account-form-token').digest();
    this.#secure = options.secure;
  }

  #sign(cookieId: string): string {
    return createHmac('sha256', this.#key).update(cookieId).digest('base64url');
  }

  /** The token for this browser, setting its cookie when it has none (or a malformed one). */
  issue(request: FastifyRequest, reply: FastifyReply): string {
    let id = cookieIdOf(request);
    if (!id) {
      id = randomId();
      const secure = this.#secure ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${FORM_COOKIE}=${id}; Max-Age=${FORM_COOKIE_S}; Path=/; HttpOnly; SameSite=Strict${secure}`,
      );
    }
    return this.#sign(id);
  }

  /** Whether `token` is the token of the request's `_tkf` cookie (constant time). */
  valid(request: FastifyRequest, token: string): boolean {
    const id = cookieIdOf(request);
    if (!id || !token) return false;
    const expected = Buffer.from(this.#sign(id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

function cookieIdOf(request: FastifyRequest): string | null {
  return cookieValues(request, FORM_COOKIE).find((v) => COOKIE_ID.test(v)) ?? null;
}
