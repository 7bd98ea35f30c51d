import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** An answer read off the wire. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Starts `app` on 127.0.0.1 at a free port and answers its port. Paths like `//`, `/\` or
 * `/a/..//x` need a real socket: `app.inject()` runs every URL through the URL parser first,
 * which rewrites them (or throws) before the app sees them.
 */
export async function listenLocal(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

/**
 * GET (or `method`) `path` exactly as written, through Node's HTTP client: it sends the
 * request target verbatim (only characters outside U+0021-U+00FF are refused).
 */
export function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Writes `bytes` to a fresh connection and reads until the server closes it: for requests
 * Node's own parser refuses (a bad header line, headers over the size limit). The answer's
 * body is everything after the blank line (the server answers with Content-Length).
 */
export function rawExchange(port: number, bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server may close before it has read all we wrote (a header overflow): not a failure.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: split < 0 ? '' : text.slice(split + 4),
      });
    });
    socket.end(bytes);
  });
}
