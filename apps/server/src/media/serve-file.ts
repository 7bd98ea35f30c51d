import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accelUri } from './accel.ts';
import { ifRangeMatches, noneMatchHits, parseRange } from './range.ts';

/** Content types of the files the pipeline publishes. */
export const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Sends a JSON error in the spec's shape; never cached. */
export function sendMediaError(reply: FastifyReply, status: number, code: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-cache')
    .type('application/json')
    .send({ error: true, code });
}

/**
 * Sends one published file with `Accept-Ranges`, a strong ETag and Last-Modified, 304 for
 * a matching `If-None-Match`, a 206 answer for a `Range` request (unless an `If-Range`
 * names another version: then the whole file with 200) and 416 for a range outside the
 * file. `query` (the request's `e`/`s`) is appended to the
 * relative URIs of an HLS playlist so its variants and segments carry the signature.
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  options: { cacheControl: string; query?: string },
): Promise<FastifyReply> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return sendMediaError(reply, 404, 'not_found');
  const ext = extname(file).toLowerCase();
  reply.header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  reply.header('cache-control', options.cacheControl);
  const lastModified = info.mtime.toUTCString();
  reply.header('last-modified', lastModified);
  if (ext === '.m3u8') {
    const text = signPlaylist(await readFile(file, 'utf8'), options.query ?? '');
    return reply.code(200).send(text);
  }
  // Checked and found: nginx sends the bytes (Range, validators) when TUBEKIT_MEDIA_ACCEL is set.
  const accel = accelUri(request.server.mediaAccel, file);
  if (accel) return reply.header('x-accel-redirect', accel).code(200).send();
  // Strong (size and mtime, like nginx): If-Range only ever matches a strong validator.
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply.header('etag', etag).header('accept-ranges', 'bytes');
  if (noneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  // A repeated If-Range is malformed: it matches nothing, so the whole file goes out.
  const range =
    ifRange === undefined || (typeof ifRange === 'string' && ifRangeMatches(ifRange, { etag, lastModified }))
      ? parseRange(request.headers.range, info.size)
      : null;
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    return sendMediaError(reply, 416, 'invalid_range');
  }
  if (range === null) {
    reply.header('content-length', info.size);
    return reply.code(200).send(createReadStream(file));
  }
  reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  reply.header('content-length', range.end - range.start + 1);
  return reply.code(206).send(createReadStream(file, { start: range.start, end: range.end }));
}

/**
 * Appends `query` to every relative URI of a playlist: the URI lines and `URI="…"`
 * attributes. Absolute URIs are left alone.
 */
export function signPlaylist(text: string, query: string): string {
  if (!query) return text;
  const add = (uri: string) =>
    /^[a-z]+:|^\//i.test(uri) ? uri : `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return add(trimmed);
      return line.replace(/URI="([^"]+)"/g, (_m, uri: string) => `URI="${add(uri)}"`);
    })
    .join('\n');
}
