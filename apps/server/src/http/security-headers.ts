import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Full URL to our own origin, only the origin to others, nothing on a downgrade to http:
 * the browsers' default, sent explicitly so an older browser or a proxy cannot weaken it.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The policy of every answer that is not a page (JSON, media, static files, errors,
 * redirects): nothing in it may run script or a plugin, and only our own pages may frame
 * it. It costs nothing to an image, a script file or JSON, and disarms an HTML or SVG
 * answer a browser ever renders by mistake.
 */
export const DEFAULT_CSP = "script-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/**
 * The policy of a server-rendered page (the site's documents and the embed page). Scripts
 * run only when they carry this response's nonce, and whatever those load themselves
 * ('strict-dynamic'), which keeps lazy chunks and the ads layer's IMA SDK working; 'self'
 * is only the fallback of browsers without CSP 3, and how a form's hCaptcha or Turnstile
 * script may load. Workers may also come from blob: URLs, as hls.js builds its
 * transmuxer's and the ALTCHA captcha widget its hashing workers (its styles are a
 * `<style>` it adds, which no style-src restricts). Images, media, connections and frames
 * stay unrestricted on purpose: ad servers and VAST creatives live on third-party origins,
 * and so do the captcha providers' frames.
 * Only the embed page may be framed by any site (`frameable`).
 */
export function pageCsp(nonce: string, options: { frameable?: boolean } = {}): string {
  return [
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${options.frameable ? '*' : "'self'"}`,
  ].join('; ');
}

/** 128 random bits in base64, fresh for every response (CSP 3 asks for at least 128). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Gives a page reply its Content-Security-Policy with a fresh nonce and returns the nonce,
 * which every `<script>` (and modulepreload link) of the document must carry.
 */
export function usePageNonce(reply: FastifyReply, options: { frameable?: boolean } = {}): string {
  const nonce = newNonce();
  reply.header('content-security-policy', pageCsp(nonce, options));
  return nonce;
}

/**
 * Sets the headers every answer carries: `X-Content-Type-Options: nosniff`, the referrer
 * policy (unless a route chose a stricter one), the Content-Security-Policy (a page's own,
 * else {@link DEFAULT_CSP}; a policy without `frame-ancestors` gets `'self'`) and
 * `X-Frame-Options: SAMEORIGIN` for browsers without CSP 3, except on the embed page.
 * Idempotent, so a path that answers without the hook (`frameworkErrors`) may call it too.
 */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
  let csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string' || csp === '') csp = DEFAULT_CSP;
  else if (!/(^|;)\s*frame-ancestors\s/.test(csp)) csp = `${csp}; frame-ancestors 'self'`;
  reply.header('content-security-policy', csp);
  if (!/(^|;)\s*frame-ancestors \*\s*(;|$)/.test(csp)) reply.header('x-frame-options', 'SAMEORIGIN');
}

/**
 * One onSend hook on the root instance, so {@link applySecurityHeaders} covers every plugin,
 * the site's pages, the 404 and error handlers and redirects. Fastify skips the hooks for an
 * error raised before routing (a URL with bad percent-encoding): `frameworkErrors` applies
 * the headers itself. Answers Node sends before Fastify sees the request (a 400 for a
 * malformed request line, 431) are outside its reach.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply);
    return payload;
  });
}
