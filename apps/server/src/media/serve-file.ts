import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from './range.ts';

/** Content types of the files the pipeline publishes. */
export const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Whether a media file is a video file (needs a valid signature) rather than an image or index. */
export function isVideoFile(path: string): boolean {
  const ext = extname(path).toLowerCase();
  return ext === '.mp4' || ext === '.m3u8' || ext === '.ts';
}

/** Sends a JSON error in the spec's shape; never cached. */
export function sendMediaError(reply: FastifyReply, status: number, code: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-cache')
    .type('application/json')
    .send({ error: true, code });
}

/**
 * Sends one published file with `Accept-Ranges`, a 206 answer for a `Range` request and
 * 416 for a range outside the file. `query` (the request's `e`/`s`) is appended to the
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
  reply.header('last-modified', info.mtime.toUTCString());
  if (ext === '.m3u8') {
    const text = signPlaylist(await readFile(file, 'utf8'), options.query ?? '');
    return reply.code(200).send(text);
  }
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply.header('etag', etag).header('accept-ranges', 'bytes');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = parseRange(request.headers.range, info.size);
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
