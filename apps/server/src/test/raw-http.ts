import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
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

/** One answer read off a kept-open connection (`RawConnection`). */
export interface ConnectionAnswer {
  status: number;
  /** The status line and header lines, without the Date line. */
  head: string;
  body: Buffer;
}

/**
 * A bare HTTP/1.1 connection kept open: writes bytes as given (pipelined requests, a head in
 * pieces) and reads whole answers off it, Content-Length framed, as they come.
 */
export class RawConnection {
  private readonly socket: Socket;
  private data = Buffer.alloc(0);
  private readonly read: ConnectionAnswer[] = [];
  private wake = () => {};
  readonly closed: Promise<void>;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.data = Buffer.concat([this.data, chunk]);
      this.parse();
      this.wake();
    });
    this.closed = new Promise((resolve) => this.socket.on('close', () => resolve()));
  }

  send(text: string): void {
    this.socket.write(Buffer.from(text, 'latin1'));
  }

  /** The next `count` answers (Content-Length framed; none of these tests reads a 304's body). */
  async answers(count: number): Promise<ConnectionAnswer[]> {
    while (this.read.length < count) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.read.splice(0, count);
  }

  end(): void {
    this.socket.destroy();
  }

  private parse(): void {
    for (;;) {
      const blank = this.data.indexOf('\r\n\r\n');
      if (blank < 0) return;
      const head = this.data.toString('latin1', 0, blank);
      const status = Number(head.slice(9, 12));
      const length = status === 304 ? 0 : Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (this.data.length < blank + 4 + length) return;
      this.read.push({
        status,
        head: head
          .split('\r\n')
          .filter((line) => !line.startsWith('Date: '))
          .join('\r\n'),
        body: this.data.subarray(blank + 4, blank + 4 + length),
      });
      this.data = this.data.subarray(blank + 4 + length);
    }
  }
}
