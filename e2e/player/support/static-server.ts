import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** Content types of the files the harness and the bench serve. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.woff2': 'font/woff2',
};

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** URL prefix (e.g. '/media/') -> directory. The longest matching prefix wins. */
  mounts: Record<string, string>;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

/** A running server; `close()` stops it and waits for open sockets. */
export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Parses a single `bytes=a-b` range; null = ignore the header, 'bad' = 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // multi-range or junk: serve the whole file, as RFC 9110 allows
  const [, a = '', b = ''] = match;
  if (a === '' && b === '') return 'bad';
  let start: number;
  let end: number;
  if (a === '') {
    start = Math.max(0, size - Number(b)); // suffix range: the last b bytes
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

/** Resolves a URL path inside a mount; null when it escapes the directory. */
function locate(mounts: Array<[string, string]>, pathname: string): string | null {
  for (const [prefix, dir] of mounts) {
    if (!pathname.startsWith(prefix)) continue;
    const rel = normalize(decodeURIComponent(pathname.slice(prefix.length)));
    const file = resolve(dir, `.${sep}${rel}`);
    const root = resolve(dir);
    return file === root || file.startsWith(root + sep) ? file : null;
  }
  return null;
}

async function fileStats(file: string): Promise<{ file: string; stats: Stats } | null> {
  try {
    const stats = await stat(file);
    if (stats.isFile()) return { file, stats };
    if (stats.isDirectory()) return fileStats(join(file, 'index.html'));
  } catch {
    // missing file: answered with 404 below
  }
  return null;
}

async function handle(
  mounts: Array<[string, string]>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://x');
  if (pathname === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const path = locate(mounts, pathname);
  const found = path ? await fileStats(path) : null;
  if (!found) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const size = found.stats.size;
  const headers: Record<string, string | number> = {
    'content-type': TYPES[extname(found.file)] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    // Every load is cold: the bench compares first loads, and tests never see stale builds.
    'cache-control': 'no-store',
  };
  const range = parseRange(req.headers.range, size);
  if (range === 'bad') {
    res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers['content-length'] = end - start + 1;
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  createReadStream(found.file, { start, end })
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * A tiny static file server with single-range support (what `<video>` and hls.js need),
 * for the e2e harness and the bench. No dependencies; GET and HEAD only.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const mounts = Object.entries(options.mounts).sort((a, b) => b[0].length - a[0].length);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    handle(mounts, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  const { port, close } = await listen(server, options.port ?? 0, host);
  return { url: `http://${host}:${port}`, port, close };
}

/** A server listening: its port, and `close()` that drops open sockets and waits for the stop. */
export interface Listening {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts `server` on `host:port` (port 0: any free one), failing on a taken port. `onClose`
 * runs first when it closes (a test server ending the requests it holds open).
 */
export async function listen(
  server: Server,
  port: number,
  host = '127.0.0.1',
  onClose: () => void = () => {},
): Promise<Listening> {
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((ok) => {
        onClose();
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
