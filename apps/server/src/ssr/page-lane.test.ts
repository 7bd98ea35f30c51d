import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signedInMember, type TestMember } from '../comments/comments-test-kit.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { manualClock } from '../http/clock.ts';
import { listenLocal, RawConnection } from '../test/raw-http.ts';
import { renderedVideoPages } from './test-rendered-pages.ts';

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
    port = await listenLocal(app);
    app.server.on('request', () => parsed++);
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
    const port = await listenLocal(app);
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
