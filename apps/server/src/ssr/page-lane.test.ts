import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signedInMember, type TestMember } from '../comments/comments-test-kit.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { manualClock } from '../http/clock.ts';
import { renderedVideoPages } from './test-rendered-pages.ts';

/** One answer read off a raw connection. */
interface RawAnswer {
  status: number;
  /** The status line and header lines, without the Date line. */
  head: string;
  body: Buffer;
}

/** A bare HTTP/1.1 connection: writes bytes as given and reads whole answers off it. */
class RawConnection {
  private readonly socket: Socket;
  private data = Buffer.alloc(0);
  private readonly read: RawAnswer[] = [];
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
  async answers(count: number): Promise<RawAnswer[]> {
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

describe('the page lane: kept pages answered from the socket, before Node parses the request', () => {
  let db: Db;
  let app: FastifyInstance;
  let port = 0;
  let member: TestMember;
  const clock = manualClock(Date.UTC(2025, 0, 3, 10));
  let videoId = 0;
  /** Requests Node's server parsed (the lane's answers are not among them). */
  let parsed = 0;
  /** Requests the app answered, in-process ones included. */
  let reached = 0;
  /** A path the app answers 503 (an outage) while set. */
  let unavailable = '';
  const connections: RawConnection[] = [];
  const open = () => {
    const connection = new RawConnection(port);
    connections.push(connection);
    return connection;
  };
  const page = (path = '/', extra = '', encoding = 'gzip') =>
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\nAccept-Encoding: ${encoding}\r\nCookie: _agev=1\r\n${extra}\r\n`;
  const robots = () => `GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
  /** Makes the page of `request` kept and its answer remembered (two answers from the app). */
  const warm = async (request: string) => {
    const connection = open();
    connection.send(request);
    connection.send(request);
    const answers = await connection.answers(2);
    connection.end();
    return answers;
  };

  beforeAll(async () => {
    ({ db, videoId } = await renderedVideoPages());
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
      TUBEKIT_SPECIAL_CAMPAIGNS: '',
    });
    app = await buildApp({ db, config, clock });
    app.addHook('onRequest', async (request, reply) => {
      reached++;
      if (request.url === unavailable) return reply.code(503).send('unavailable');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    app.server.on('request', () => parsed++);
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    member = await signedInMember(db, clock, { username: 'lane_member' });
  }, 300_000);
  afterAll(async () => {
    for (const connection of connections) connection.end();
    await app?.close();
    await db?.close();
  });

  it("answers a kept page on a new connection without Node's parser, with the bytes Node's server sends", async () => {
    const [, fromServer] = await warm(page());
    const before = parsed;
    const connection = open();
    connection.send(page());
    const [fromLane] = await connection.answers(1);
    expect(parsed).toBe(before);
    expect(fromLane?.status).toBe(200);
    expect(fromLane?.head).toBe(fromServer?.head);
    expect(fromLane?.body.equals(fromServer?.body as Buffer)).toBe(true);
    expect(fromLane?.head).toContain('\r\ncontent-encoding: gzip');
    expect(fromLane?.head).toContain('\r\nConnection: keep-alive\r\nKeep-Alive: timeout=');
  });

  it('answers pipelined requests in order: pages from the lane, then the rest from the app on the same connection', async () => {
    const [, kept] = await warm(page());
    const before = parsed;
    const connection = open();
    connection.send(page() + page() + robots() + page());
    const answers = await connection.answers(4);
    // The lane answered the first two; Node's server parsed the robots.txt request and the last.
    expect(parsed - before).toBe(2);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.body.equals(kept?.body as Buffer)).toBe(true);
    expect(answers[1]?.body.equals(kept?.body as Buffer)).toBe(true);
    expect(answers[2]?.body.toString()).toContain('User-agent');
    expect(answers[3]?.body.equals(kept?.body as Buffer)).toBe(true);
  });

  it('answers a request whose head arrives in two reads', async () => {
    const [, kept] = await warm(page());
    const connection = open();
    const request = page();
    connection.send(request.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.send(request.slice(20));
    const [answer] = await connection.answers(1);
    expect(answer?.status).toBe(200);
    expect(answer?.body.equals(kept?.body as Buffer)).toBe(true);
  });

  it("gives a member the member's page and a revalidation its 304, never the visitors' kept answer", async () => {
    const [, kept] = await warm(page('/', '', 'identity'));
    const etag = /\r\netag: *(\S+)/i.exec(kept?.head ?? '')?.[1];
    const connection = open();
    connection.send(
      `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\nCookie: _agev=1; ${member.cookie}\r\n\r\n`,
    );
    connection.send(page('/', `If-None-Match: ${etag}\r\n`, 'identity'));
    const [mine, revalidated] = await connection.answers(2);
    expect(mine?.body.toString()).toContain('lane_member');
    expect(kept?.body.toString()).not.toContain('lane_member');
    expect(revalidated?.status).toBe(304);
  });

  it("leaves a request it cannot read to Node's parser: a malformed head gets Node's 400", async () => {
    await warm(page());
    const connection = open();
    connection.send(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nBad Header\r\n\r\n`);
    const [answer] = await connection.answers(1);
    expect(answer?.status).toBe(400);
    await connection.closed;
  });

  it("keeps a busy connection in the lane through an invalidation: it waits for the page's new answer", async () => {
    await warm(page('/', '', 'identity'));
    const connection = open();
    connection.send(page('/', '', 'identity'));
    await connection.answers(1);
    const before = parsed;
    await db.kysely.updateTable('videos').set({ title: 'Retitled while the lane waited' }).execute();
    app.responseCache.clear();
    connection.send(page('/', '', 'identity') + page('/', '', 'identity'));
    const [fresh, again] = await connection.answers(2);
    expect(fresh?.body.toString()).toContain('Retitled while the lane waited');
    expect(again?.body.equals(fresh?.body as Buffer)).toBe(true);
    expect(parsed).toBe(before);
  });

  it("leaves to the app, and forgets, a signature whose page is not kept after it waited (an outage's 503)", async () => {
    const path = `/video/${videoId}/sunset-clip/`;
    await warm(page(path));
    unavailable = path;
    app.responseCache.clear();
    for (const [i, appRequests] of [2, 1].entries()) {
      const before = { parsed, reached };
      const connection = open();
      connection.send(page(path));
      const [answer] = await connection.answers(1);
      expect([i, answer?.status]).toEqual([i, 503]);
      // Node's server parsed it; the first time the app was also asked in-process, once.
      expect([i, parsed - before.parsed, reached - before.reached]).toEqual([i, 1, appRequests]);
    }
    unavailable = '';
  });

  it('shows a change on a new connection once the pages were invalidated, not the kept answer', async () => {
    await warm(page('/', '', 'identity'));
    await db.kysely.updateTable('videos').set({ title: 'Renamed by the lane test' }).execute();
    app.responseCache.clear();
    const connection = open();
    connection.send(page('/', '', 'identity'));
    const [answer] = await connection.answers(1);
    expect(answer?.body.toString()).toContain('Renamed by the lane test');
  });
});

describe('closing a server whose connections are in the page lane', () => {
  it("ends the lane's idle keep-alive connections at once, so the close does not wait for their timeout", async () => {
    const { db } = await renderedVideoPages();
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
    });
    const app = await buildApp({ db, config, clock: manualClock(Date.UTC(2025, 0, 3, 10)) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const request = `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\nCookie: _agev=1\r\n\r\n`;
    const warm = new RawConnection(port);
    warm.send(request + request);
    await warm.answers(2);
    const idle = new RawConnection(port);
    idle.send(request);
    expect((await idle.answers(1))[0]?.status).toBe(200);
    // Both are idle keep-alive connections (72 s): one in Node's server, one in the lane.
    await app.close();
    await Promise.all([warm.closed, idle.closed]);
    await db.close();
  });
});
