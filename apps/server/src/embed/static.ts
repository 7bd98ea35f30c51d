import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import { ApiError, sendError } from '../http/errors.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/** Vite names built chunks `name-<hash>.ext` under assets/: those never change. */
const HASHED = /^assets\/.+-[A-Za-z0-9_-]{6,}\.[a-z0-9]+$/;

/**
 * Sends `rel` from `dir` (the embed page's client build): hashed files cached for a year,
 * anything else an hour; paths leaving the directory, and the manifest, answer the JSON
 * 404 `not_found` like every other error.
 */
export function sendBuiltFile(reply: FastifyReply, dir: string, rawRel: string): FastifyReply {
  const rel = normalize(rawRel).replace(/^([/\\])+/, '');
  if (rel.startsWith('..') || rel.split(sep).includes('..') || rel.startsWith('.vite'))
    return sendError(reply, new ApiError('not_found'));
  return sendFile(
    reply,
    join(dir, rel),
    HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
}

/** Streams one file with its type, length and cache header; the JSON 404 when it is not a file. */
export function sendFile(reply: FastifyReply, path: string, cacheControl: string): FastifyReply {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    return sendError(reply, new ApiError('not_found'));
  }
  return reply
    .type(TYPES[extname(path)] ?? 'application/octet-stream')
    .header('content-length', size)
    .header('cache-control', cacheControl)
    .send(createReadStream(path));
}
