import { createReadStream, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';
import { ApiError, sendError } from '../http/errors.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

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
