import type { FastifyInstance, FastifyReply } from 'fastify';

/** The CSP of pages other origins may frame (the embed route only). */
export const FRAMEABLE_CSP = 'frame-ancestors *';
/** The CSP of everything else: only our own pages may frame it (clickjacking). */
export const SAME_ORIGIN_CSP = "frame-ancestors 'self'";

/** Marks a reply as frameable by any origin; the onSend hook then leaves it alone. */
export function allowFraming(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', FRAMEABLE_CSP);
}

/**
 * Every answer of the app gets `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`
 * (for browsers without CSP 3), except replies marked with {@link allowFraming}. Installed on
 * the root instance so it covers every plugin, the site's pages and the 404s.
 */
export function installFrameHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && csp.includes('frame-ancestors')) return payload;
    reply.header('content-security-policy', csp ? `${csp}; ${SAME_ORIGIN_CSP}` : SAME_ORIGIN_CSP);
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}
