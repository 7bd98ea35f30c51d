import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

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

/**
 * GET /static/* from the client build. Hashed files get a one-year immutable cache; others
 * an hour. Paths outside the directory and the manifest folder answer 404.
 */
export function registerStaticFiles(app: FastifyInstance, clientDir: () => string | null): void {
  app.get('/static/*', async (request, reply) => {
    const dir = clientDir();
    const rel = normalize((request.params as { '*': string })['*'] ?? '').replace(/^([/\\])+/, '');
    if (!dir || rel.startsWith('..') || rel.split(sep).includes('..') || rel.startsWith('.vite')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const path = join(dir, rel);
    let size: number;
    try {
      const stat = statSync(path);
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
    } catch {
      return reply.code(404).type('text/plain').send('Not found');
    }
    reply
      .type(TYPES[extname(path)] ?? 'application/octet-stream')
      .header('content-length', size)
      .header(
        'cache-control',
        HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    return reply.send(createReadStream(path));
  });
}
