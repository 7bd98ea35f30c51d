import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError, sendError } from '../http/errors.ts';
import { acceptedEncoding } from './compression.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite names built chunks `name-<hash>.ext` under assets/: those never change. */
const HASHED = /^assets\/.+-[A-Za-z0-9_-]{6,}\.[a-z0-9]+$/;

/** Text types the site build precompresses (`.br`/`.gz` next to the file, apps/site). */
const PRECOMPRESSED = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt']);
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** Size of a regular file, or null. */
function fileSize(path: string): number | null {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

/**
 * GET /static/* from the client build. Hashed files get a one-year immutable cache; others
 * an hour. Text files go out as their precompressed `.br` or `.gz` sibling when the client
 * accepts it (Vary: Accept-Encoding). Paths outside the directory and the manifest folder
 * answer the JSON 404 `not_found`, as every error does.
 */
export function registerStaticFiles(app: FastifyInstance, clientDir: () => string | null): void {
  app.get('/static/*', async (request, reply) => {
    const dir = clientDir();
    const rel = normalize((request.params as { '*': string })['*'] ?? '').replace(/^([/\\])+/, '');
    if (!dir || rel.startsWith('..') || rel.split(sep).includes('..') || rel.startsWith('.vite')) {
      return sendError(reply, new ApiError('not_found'));
    }
    let path = join(dir, rel);
    let size = fileSize(path);
    if (size === null) return sendError(reply, new ApiError('not_found'));
    reply.type(TYPES[extname(path)] ?? 'application/octet-stream');
    if (PRECOMPRESSED.has(extname(path))) {
      reply.header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const encodedSize = encoding ? fileSize(path + SUFFIX[encoding]) : null;
      if (encoding && encodedSize !== null) {
        path += SUFFIX[encoding];
        size = encodedSize;
        reply.header('content-encoding', encoding);
      }
    }
    reply
      .header('content-length', size)
      .header(
        'cache-control',
        HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    return reply.send(createReadStream(path));
  });
}
