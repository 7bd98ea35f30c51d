import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageCsp } from '../http/security-headers.ts';
import { acceptedEncoding, compressBody, type Encoding, MIN_COMPRESS_BYTES } from './compression.ts';
import { type CachedPage, etagOf } from './page-cache.ts';

/** How a page answer may be kept by others. */
export type PageSharing =
  /** Anyone's page: a CDN may keep it `ttlS` seconds and serve it stale while it refetches. */
  | { shared: true; ttlS: number }
  /** A member's page, or a visitor's with their campaign in it: the browser revalidates. */
  | { shared: false };

/**
 * The Cache-Control of a page. A shared page is fresh `ttlS` in a CDN and 0 in a browser
 * (`max-age=0`: a browser revalidates with its ETag, a 304 when nothing changed), so a write
 * is seen by a visitor after at most the CDN's `ttlS`.
 */
export function pageCacheControl(sharing: PageSharing): string {
  return sharing.shared
    ? `public, max-age=0, s-maxage=${sharing.ttlS}, stale-while-revalidate=${sharing.ttlS}`
    : 'private, no-cache';
}

/** A page's bytes and ETag in `encoding` (null: as it is); null when that form is not made yet. */
function keptForm(page: CachedPage, encoding: Encoding | null): { body: Buffer; etag: string } | null {
  if (!encoding) return { body: page.json, etag: page.etag };
  const body = page[encoding];
  const etag = page.etags[encoding];
  return body && etag ? { body, etag } : null;
}

/** Compresses `page` into `encoding` and keeps that form and its ETag on it. */
async function compressedForm(page: CachedPage, encoding: Encoding): Promise<{ body: Buffer; etag: string }> {
  const body = await compressBody(page.json, encoding);
  const etag = etagOf(body);
  page[encoding] = body;
  page.etags[encoding] = etag;
  return { body, etag };
}

/**
 * The encoding each Accept-Encoding header value asks for, kept: browsers send a handful of
 * distinct values, and parsing one on every cache hit was a third of the send's CPU.
 * Bounded, as the header is the client's: emptied when full.
 */
const encodings = new Map<string, Encoding | null>();
const MAX_ENCODINGS = 64;

function encodingOf(header: string | undefined): Encoding | null {
  const value = header ?? '';
  let encoding = encodings.get(value);
  if (encoding === undefined) {
    if (encodings.size >= MAX_ENCODINGS) encodings.clear();
    encoding = acceptedEncoding(value);
    encodings.set(value, encoding);
  }
  return encoding;
}

/** Each entry's Content-Security-Policy, made on its first answer (the nonce is the entry's). */
const csps = new WeakMap<CachedPage, string>();

function cspOf(page: CachedPage): string {
  let csp = csps.get(page);
  if (csp === undefined) {
    csp = pageCsp(page.nonce);
    csps.set(page, csp);
  }
  return csp;
}

/**
 * Sends a page: its status, the CSP of its nonce, the ETag of the representation the client
 * accepts (a 304 when If-None-Match names it), Cache-Control per `sharing` and Vary. The
 * reply's other headers (the visit and campaign cookies) stay as the request set them.
 * Resolves whether the page grew a compressed form (its cache entry must be re-counted) and
 * the body sent (null for a 304).
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  sharing: PageSharing,
): Promise<{ grew: boolean; body: Buffer | null }> {
  const encoding =
    page.json.length >= MIN_COMPRESS_BYTES ? encodingOf(request.headers['accept-encoding']) : null;
  // A kept form is used at once: a cache hit awaits nothing before its answer.
  let form = keptForm(page, encoding);
  const grew = form === null;
  if (form === null && encoding) form = await compressedForm(page, encoding);
  const { body, etag } = form ?? { body: page.json, etag: page.etag };
  reply
    .header('content-security-policy', cspOf(page))
    .header('cache-control', pageCacheControl(sharing))
    // A shared page's bytes depend on its URL and encoding only (the age gate is decided in
    // the browser, see document.ts); a private one's on the session cookie too.
    .header('vary', sharing.shared ? 'accept-encoding' : 'cookie, accept-encoding')
    .header('etag', etag);
  // The page's critical chunks, before its body (page-links.ts); a 304 names them too, so a
  // CDN that refreshes its copy's headers from it keeps them.
  if (page.link) reply.header('link', page.link);
  // A 304 stands for a 200 only (RFC 9110 section 13.2.1): a 404 is always sent whole.
  const inm = request.headers['if-none-match'];
  if (page.status === 200 && inm?.split(',').some((tag) => tag.trim() === etag)) {
    reply.code(304).send();
    return { grew, body: null };
  }
  reply.code(page.status).type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(body);
  return { grew, body };
}
