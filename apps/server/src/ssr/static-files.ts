import { createReadStream, type Stats, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, sendError } from '../http/errors.ts';
import { acceptedEncoding, type Encoding } from './compression.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Vite names built chunks `name-<hash>.ext` under assets/: those never change. */
const HASHED = /^assets\/.+-[A-Za-z0-9_-]{6,}\.[a-z0-9]+$/;

/** Text types the site build precompresses (`.br`/`.gz` next to the file, apps/site precompress.config.ts). */
const PRECOMPRESSED = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
]);
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** A regular file's stat, or null. */
function fileStat(path: string): Stats | null {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * The representation of `path` to send in `encoding`: its precompressed sibling when there is
 * one written no earlier than the file itself (the build writes both; an older one belongs
 * to a file since replaced, so it is never sent), else the file as it is.
 */
function representation(path: string, file: Stats, encoding: Encoding | null) {
  const encoded = encoding ? fileStat(path + SUFFIX[encoding]) : null;
  if (encoding && encoded && encoded.mtimeMs >= file.mtimeMs)
    return { path: path + SUFFIX[encoding], stat: encoded, encoding };
  return { path, stat: file, encoding: null };
}

/**
 * A strong ETag of one representation: the file's size and time, and the encoding, so a
 * cache never answers one encoding's request with another's bytes (RFC 9110 section 8.8.3).
 */
const etagOf = (stat: Stats, encoding: Encoding | null) =>
  `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;

/**
 * Sends `rel` from `dir`: hashed files with a one-year immutable cache, others an hour. Text
 * files go out as their precompressed `.br` or `.gz` sibling when the client accepts it
 * (Vary: Accept-Encoding on every text file, whichever it got), with that file's length and
 * an ETag per encoding; If-None-Match with it answers 304. Paths outside the directory and the
 * manifest folder answer the JSON 404 `not_found`, as every error does.
 */
export function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  dir: string,
  rawRel: string,
): FastifyReply {
  const rel = normalize(rawRel).replace(/^([/\\])+/, '');
  if (rel.startsWith('..') || rel.split(sep).includes('..') || rel.startsWith('.vite'))
    return sendError(reply, new ApiError('not_found'));
  const path = join(dir, rel);
  const file = fileStat(path);
  if (!file) return sendError(reply, new ApiError('not_found'));
  const compressible = PRECOMPRESSED.has(extname(path));
  const sent = representation(
    path,
    file,
    compressible ? acceptedEncoding(request.headers['accept-encoding']) : null,
  );
  const etag = etagOf(sent.stat, sent.encoding);
  reply
    .type(TYPES[extname(path)] ?? 'application/octet-stream')
    .header('etag', etag)
    .header(
      'cache-control',
      HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  if (compressible) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag))
    return reply.code(304).send();
  if (sent.encoding) reply.header('content-encoding', sent.encoding);
  return reply.header('content-length', sent.stat.size).send(createReadStream(sent.path));
}

/** GET /static/* from the site's client build (see {@link sendStaticFile}). */
export function registerStaticFiles(app: FastifyInstance, clientDir: () => string | null): void {
  app.get('/static/*', async (request, reply) => {
    const dir = clientDir();
    if (!dir) return sendError(reply, new ApiError('not_found'));
    return sendStaticFile(request, reply, dir, (request.params as { '*': string })['*'] ?? '');
  });
}
