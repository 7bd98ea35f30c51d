import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStore } from '../storage/file-store.ts';
import { CONTENT_TYPES, sendMediaError, sendMediaFile, signPlaylist } from './serve-file.ts';

/** How long a redirect to a bucket URL may be cached, at most (it names a presigned URL). */
const REDIRECT_CACHE_CAP_S = 3600;
/** Validity of the bucket URL of a public file (a still, a sprite, a picture). */
const PUBLIC_URL_TTL_S = 24 * 3600;

/** What sendStoredFile needs besides the file. */
export interface StoredFileOptions {
  /** Cache-Control of an answer with the bytes (as sendMediaFile). */
  cacheControl: string;
  /** The request's `e=&s=`, appended to a playlist's relative URIs. */
  query?: string;
  /** Expiry of the request's own signed URL (unix s); absent for public files. */
  expiresAt?: number;
}

/**
 * Sends a published file (already allowed and signature-checked) from the media store.
 * Local disk: `sendMediaFile`, exactly as before (Range, ETag, nginx X-Accel-Redirect).
 * S3:
 * - HLS playlists are read and rewritten here, so their relative URIs stay ours, signed;
 * - the timeline VTT is proxied too: its sprite URIs are relative, and after a redirect a
 *   player would resolve them against the bucket URL (unsigned there: 403);
 * - mp4, ts, jpg and svg get a 302 to a presigned bucket (or TUBEKIT_MEDIA_URL) URL that
 *   expires no later than ours, so video bytes never go through Node and Range is the
 *   bucket's. Public files get a URL valid a day, signed per hour, so it is the same URL
 *   for an hour and a browser or CDN caches the object under it.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  key: string,
  options: StoredFileOptions,
): Promise<FastifyReply> {
  const local = store.localPath(key);
  if (local) return sendMediaFile(request, reply, local, options);
  const ext = extname(key).toLowerCase();
  const contentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';
  if (ext === '.m3u8' || ext === '.vtt') {
    const bytes = await store.readBytes(key);
    if (!bytes) return sendMediaError(reply, 404, 'not_found');
    const body = ext === '.m3u8' ? signPlaylist(bytes.toString('utf8'), options.query ?? '') : bytes;
    return reply.code(200).header('cache-control', options.cacheControl).type(contentType).send(body);
  }
  // The bucket checks its URLs against the real time, whatever clock the app runs on.
  const nowSeconds = Math.floor(Date.now() / 1000);
  const expiresAt = options.expiresAt ?? nowSeconds - (nowSeconds % 3600) + PUBLIC_URL_TTL_S;
  const url = await store.directUrl(key, expiresAt, { contentType });
  if (!url) return sendMediaError(reply, 403, 'expired_url');
  const maxAge = Math.max(0, Math.min(REDIRECT_CACHE_CAP_S, expiresAt - nowSeconds - 60));
  return reply.header('cache-control', `public, max-age=${maxAge}`).redirect(url, 302);
}
