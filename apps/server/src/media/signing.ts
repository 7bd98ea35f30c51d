import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring media URLs: `/media/<path>?e=<expires>&s=<sig>` where `expires` is
 * unix seconds and `sig` = base64url(HMAC-SHA256(secret, scope + '\n' + expires)).
 *
 * The scope is the path itself, except inside an HLS folder (`<id>/hls/...`) where it is
 * the folder: one signature then covers the master playlist, the variant playlists and
 * every segment, and the server only has to append the same `e`/`s` to the relative
 * URIs of a playlist it serves. The scheme needs nothing but the secret, so nginx
 * (secure_link) or a CDN edge function can check it too.
 */
export const MEDIA_PREFIX = '/media/';

/** What a signature check found. */
export type SignatureCheck = 'ok' | 'expired' | 'invalid';

/** The part of a media path a signature covers (see above). */
export function signatureScope(path: string): string {
  const clean = stripSlashes(path);
  const hls = clean.indexOf('/hls/');
  return hls >= 0 ? clean.slice(0, hls + '/hls/'.length) : clean;
}

/** The signature of `path` valid until `expiresAt` (unix seconds). */
export function mediaSignature(path: string, expiresAt: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${signatureScope(path)}\n${expiresAt}`)
    .digest('base64url');
}

/**
 * The expiry (unix seconds) of a URL signed at `nowMs` to live `ttlSeconds`: rounded up to a
 * step of a tenth of the lifetime (at most 10 minutes), so every URL of a file signed within
 * one step is the same. The pages that hold them (a video page, its `videofile.php` answer)
 * then come out byte for byte the same from every server process and every render of that
 * step, and keep their ETag; and a browser's or CDN's cached media file stays addressed by
 * one URL. A URL lives at least `ttlSeconds`, at most a tenth longer.
 */
export function signedUrlExpiry(nowMs: number, ttlSeconds: number): number {
  const step = Math.min(600, Math.max(1, Math.floor(ttlSeconds / 10)));
  return Math.ceil((Math.floor(nowMs / 1000) + ttlSeconds) / step) * step;
}

/**
 * Signs a media path (relative to the media root, e.g. `12/12_hd.mp4`) until
 * `expiresAt` (unix seconds); returns `/media/<path>?e=…&s=…`.
 */
export function signMediaUrl(path: string, expiresAt: number, secret: string): string {
  const clean = stripSlashes(path);
  const e = Math.floor(expiresAt);
  return `${MEDIA_PREFIX}${clean}?e=${e}&s=${mediaSignature(clean, e, secret)}`;
}

/** Checks the `e` and `s` query values of a request for `path` at `nowSeconds`. */
export function verifyMediaSignature(
  path: string,
  query: { e?: unknown; s?: unknown },
  secret: string,
  nowSeconds: number,
): SignatureCheck {
  const { e, s } = query;
  if (typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return 'invalid';
  const expected = Buffer.from(mediaSignature(path, Number(e), secret));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(e) < nowSeconds ? 'expired' : 'ok';
}

function stripSlashes(path: string): string {
  return path.replace(/^\/+/, '').replace(/^media\//, '');
}
