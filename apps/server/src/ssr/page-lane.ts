import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastAnswer, PageFastPath } from './page-fast-path.ts';
import { readRequestHead } from './request-head.ts';

/** A remembered answer's status line and headers, as Node would write them at `date`. */
interface AnswerHead {
  date: string;
  bytes: Buffer;
}

/**
 * The page lane (README "Page cache", lane): the fast path's answers sent from the socket,
 * before Node's HTTP parser. Sent through Node's server, a kept page still costs its
 * request and response objects and its header checks, about half of what a process can
 * answer a second (bench/site: 46,000 answers/s for two processes against nginx's 78,000 on
 * the same bytes; the socket alone, 84,000). So a new connection starts in the lane: each
 * whole request head in a read is read here (request-head.ts) and, when the fast path has
 * its answer, that answer is written as Node would write it (same status line, headers and
 * order, Date, Connection, Keep-Alive). A request whose page went (a write, an expiry) waits
 * for the app's new answer to its signature (`PageFastPath.refresh`). The first request the
 * lane does not answer, with every byte after it, goes to Node's server, which keeps the
 * connection from then on.
 */
export class PageLane {
  private readonly server: Server;
  private readonly fastPath: { current: PageFastPath | null };
  private readonly handOff: (socket: Socket) => void;
  private readonly heads = new WeakMap<FastAnswer, AnswerHead>();
  /** Connections in the lane, closed with the server's idle ones. */
  private readonly sockets = new Set<Socket>();
  /** Connections paused until their request's new answer is made (`PageFastPath.refresh`). */
  private readonly waiting = new Set<Socket>();
  private closing = false;
  private date = '';
  private dateUntil = 0;

  /**
   * `fastPath.current` holds the answers (none until the app is built); `handOff` gives a
   * connection to Node's server (its own 'connection' listener).
   */
  constructor(server: Server, fastPath: { current: PageFastPath | null }, handOff: (socket: Socket) => void) {
    this.server = server;
    this.fastPath = fastPath;
    this.handOff = handOff;
  }

  /** Takes a new connection into the lane, or hands it to Node's server at once. */
  accept(socket: Socket): void {
    // Node counts requests per connection for maxRequestsPerSocket: the lane would not.
    if (this.closing || !this.fastPath.current || this.server.maxRequestsPerSocket) {
      this.handOff(socket);
      return;
    }
    this.sockets.add(socket);
    const keepAlive = () =>
      socket.setTimeout(this.server.keepAliveTimeout + (this.server.keepAliveTimeoutBuffer ?? 0));
    const leave = (rest: Buffer | null) => {
      socket.removeListener('data', onData);
      socket.removeListener('error', onError);
      socket.removeListener('end', onEnd);
      socket.removeListener('timeout', onTimeout);
      socket.removeListener('close', onClose);
      socket.setTimeout(0);
      this.sockets.delete(socket);
      // The rest is put back while the socket is paused (so no read comes before it), and
      // flows to Node's parser once its listeners are on.
      socket.pause();
      if (rest) socket.unshift(rest);
      this.handOff(socket);
      process.nextTick(() => socket.resume());
    };
    /**
     * Answers the whole heads in `data`; true while the connection stays in the lane.
     * `refreshed`: the first request already waited for its signature's new answer once.
     */
    const answerAll = (data: Buffer, refreshed: boolean): boolean => {
      let at = 0;
      let again = refreshed;
      while (at < data.length) {
        const read = readRequestHead(data, at);
        if (typeof read === 'string') break;
        if (!this.answer(socket, read.request)) {
          // A signature whose page went (a write, an expiry): the connection waits, paused,
          // for the app's new answer (one in-process request for all who wait on it), so a
          // busy connection is not left to Node's server by every invalidation.
          const refreshing = again ? null : this.fastPath.current?.refresh(read.request);
          if (!refreshing) break;
          const rest = data.subarray(at);
          socket.pause();
          this.waiting.add(socket);
          void refreshing.then(() => {
            this.waiting.delete(socket);
            if (socket.destroyed || !this.sockets.has(socket)) return;
            if (!answerAll(rest, true)) return;
            if (this.closing) socket.end();
            else socket.resume();
          });
          return true;
        }
        again = false;
        at = read.end;
        // A client that pipelines faster than it reads: Node's server, which pauses its
        // parser until the socket drains, takes the rest.
        if (socket.writableNeedDrain && at < data.length) break;
      }
      if (at < data.length) {
        leave(data.subarray(at));
        return false;
      }
      keepAlive();
      return true;
    };
    const onData = (data: Buffer) => void answerAll(data, false);
    const onError = () => socket.destroy();
    // Node's server allows half-open connections: a client that ended gets its end too.
    const onEnd = () => socket.end();
    const onTimeout = () => socket.destroy();
    const onClose = () => {
      this.sockets.delete(socket);
      this.waiting.delete(socket);
    };
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('end', onEnd);
    socket.on('timeout', onTimeout);
    socket.on('close', onClose);
    socket.setTimeout(this.server.headersTimeout);
  }

  /**
   * Closes the lane's idle connections and takes no new ones; one waiting for its answer is
   * ended once that answer is written.
   */
  closeIdle(): void {
    this.closing = true;
    for (const socket of this.sockets) {
      if (this.waiting.has(socket)) continue;
      if (socket.writableLength === 0) socket.destroy();
      else socket.end();
      this.sockets.delete(socket);
    }
  }

  /** Writes the fast path's answer to `request`; false when it has none. */
  private answer(socket: Socket, request: Parameters<PageFastPath['find']>[0]): boolean {
    const found = this.fastPath.current?.find(request);
    if (!found) return false;
    socket.cork();
    socket.write(this.headOf(found.answer, found.body.length));
    socket.write(found.body);
    socket.uncork();
    return true;
  }

  /** The answer's head bytes for now, remade when the second (the Date header) changes. */
  private headOf(answer: FastAnswer, length: number): Buffer {
    const date = this.now();
    const kept = this.heads.get(answer);
    if (kept?.date === date) return kept.bytes;
    const bytes = Buffer.from(answerHead(answer, length, date, this.server.keepAliveTimeout), 'latin1');
    this.heads.set(answer, { date, bytes });
    return bytes;
  }

  /** The HTTP date of this second (Node's server keeps its own the same way). */
  private now(): string {
    const now = Date.now();
    if (now >= this.dateUntil) {
      this.date = new Date(now).toUTCString();
      this.dateUntil = now - (now % 1000) + 1000;
    }
    return this.date;
  }
}

/**
 * The status line and headers Node's server writes for `res.writeHead(status, headers)` and
 * `res.end(body)` on a keep-alive connection: the headers in their order, then Date,
 * Connection and Keep-Alive (and Content-Length when the app did not set it).
 */
export function answerHead(answer: FastAnswer, length: number, date: string, keepAliveMs: number): string {
  let head = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'unknown'}\r\n`;
  let hasLength = false;
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    if (name.toLowerCase() === 'content-length') hasLength = true;
    for (const one of Array.isArray(value) ? value : [value]) head += `${name}: ${one}\r\n`;
  }
  head += `Date: ${date}\r\nConnection: keep-alive\r\n`;
  if (keepAliveMs) head += `Keep-Alive: timeout=${Math.floor(keepAliveMs / 1000)}\r\n`;
  if (!hasLength) head += `Content-Length: ${length}\r\n`;
  return `${head}\r\n`;
}
