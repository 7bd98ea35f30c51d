import { randomUUID } from 'node:crypto';
import { videoPath } from '@tubekit/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FRESH_READS_COOKIE, installReadYourWrites } from '../db/read-your-writes.ts';
import { registerJsonPath } from '../http/cached-json.ts';
import { manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import { forgetScopes, isForgetScope } from './redis-responses.ts';
import { type RedisSharedState, redisSharedState } from './redis-shared-state.ts';
import { describeWithRedis, redisServer } from './redis-test-kit.ts';

describe('forget scopes of response-cache keys', () => {
  it("are the key path's prefixes ending in / or .json, never its query", () => {
    expect(forgetScopes('json/comments/3600/videos/0/0/999.json?["2"]')).toEqual([
      'json/',
      'json/comments/',
      'json/comments/3600/',
      'json/comments/3600/videos/',
      'json/comments/3600/videos/0/',
      'json/comments/3600/videos/0/0/',
      'json/comments/3600/videos/0/0/999.json',
    ]);
    expect(forgetScopes('videos2.php?["a/b.json"]')).toEqual([]);
  });

  it('a prefix is forgotten by its scope alone only when every key it covers has it as a scope', () => {
    for (const prefix of ['json/playlists/', 'json/playlist/86400/0/999.json'])
      expect([prefix, isForgetScope(prefix)]).toEqual([prefix, true]);
    // 'json/video/86400/0/0/99' also starts '.../999.json', which has no such scope: the whole layer advances.
    for (const prefix of ['json/video/86400/0/0/99', 'videos2.php?', 'videos2.php?["a/', 'json/x.json?'])
      expect([prefix, isForgetScope(prefix)]).toEqual([prefix, false]);
  });
});

/** One server process: an app on the shared Redis whose one JSON path reads `data`, counting its computes. */
interface JsonProcess {
  app: FastifyInstance;
  state: RedisSharedState;
  computes: number;
}

const SECRET = 'test-secret-0123456789';
const url = (id: number, lifetime = 3600) => `/${videoPath.build({ lifetime, video_id: id })}`;

describeWithRedis('the JSON response cache shared on Redis by two server processes', () => {
  const server = redisServer();
  const clock = manualClock(Date.UTC(2026, 0, 2));
  /** The site's data: what the path answers for each video id. */
  let data: Map<number, string>;
  /** When set, a compute waits for it after reading the data (a slow query). */
  let hold: Promise<void> | null = null;
  let a: JsonProcess;
  let b: JsonProcess;
  let prefix: string;

  const start = async (): Promise<JsonProcess> => {
    const state = await redisSharedState(server.url, { prefix, onError: () => {} });
    const app = Fastify();
    installHttp(app, clock, undefined, state);
    installReadYourWrites(app, { secret: SECRET, clock, secure: false });
    const process: JsonProcess = { app, state, computes: 0 };
    registerJsonPath(app, {
      url: '/json/video/*',
      shape: videoPath,
      handler: async (params) => {
        process.computes += 1;
        const answer = { id: params.video_id, title: data.get(params.video_id), pad: 'x'.repeat(1500) };
        if (hold) await hold;
        return answer;
      },
    });
    // A write: changes a title, then clears the cache or forgets one prefix; answered once
    // the other processes forgot (install.ts's onSend).
    app.post('/write', async (request) => {
      const write = (request.body ?? {}) as { id?: number; title?: string; forget?: string };
      if (write.id !== undefined && write.title !== undefined) data.set(write.id, write.title);
      if (write.forget !== undefined) app.responseCache.forgetPrefix(write.forget);
      else if (write.id !== undefined) app.responseCache.clear();
      return { ok: true };
    });
    await app.ready();
    return process;
  };
  /** Resolves once every command `p` sent before is done (one connection answers in order). */
  const sync = (p: JsonProcess) => p.state.counters.read('sync', 'sync', 1000);
  const write = (p: JsonProcess, payload: { id?: number; title?: string; forget?: string }) =>
    p.app.inject({ method: 'POST', url: '/write', payload });
  const title = async (p: JsonProcess, id: number, headers: Record<string, string> = {}) =>
    (await p.app.inject({ url: url(id), headers })).json().title;

  beforeEach(async () => {
    prefix = `json${randomUUID().slice(0, 8)}:`;
    data = new Map([
      [1, 'one'],
      [2, 'two'],
    ]);
    hold = null;
    a = await start();
    b = await start();
  });
  afterEach(async () => {
    for (const p of [a, b]) {
      await p.app.close();
      await p.state.close().catch(() => p.state.crash());
    }
  });

  it('answers from one process what the other computed, without computing it: the same bytes, ETag and compressed form', async () => {
    const first = await a.app.inject({ url: url(1), headers: { 'accept-encoding': 'gzip' } });
    await sync(a);
    const fromRedis = await b.app.inject({ url: url(1), headers: { 'accept-encoding': 'gzip' } });
    expect([a.computes, b.computes]).toEqual([1, 0]);
    expect(fromRedis.statusCode).toBe(200);
    expect(fromRedis.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fromRedis.headers.etag).toBe(first.headers.etag);
    expect(fromRedis.headers['content-encoding']).toBe('gzip');
    expect(fromRedis.headers['cache-control']).toBe('public, max-age=3600');
    // Kept in B now: a local hit (no compute, no Redis), then expiry after min(lifetime, 60 s) as before.
    expect(b.app.responseCache.size).toBe(1);
    clock.advance(60_000);
    data.set(1, 'one later');
    expect(await title(b, 1)).toBe('one later');
  });

  it('a write through one process is seen at once through the other: no old answer from Redis', async () => {
    expect(await title(a, 1)).toBe('one');
    await sync(a);
    expect(await title(b, 1)).toBe('one');
    expect((await write(a, { id: 1, title: 'one edited' })).statusCode).toBe(200);
    expect(await title(b, 1)).toBe('one edited');
    expect(await title(a, 1)).toBe('one edited');
  });

  it("forgetPrefix through one process drops that object's answers on Redis and keeps the others'", async () => {
    for (const id of [1, 2]) await title(a, id);
    await sync(a);
    data.set(2, 'two edited, not forgotten');
    await write(a, { id: 1, title: 'one edited', forget: url(1).slice(1) });
    expect(await title(b, 1)).toBe('one edited');
    expect(await title(b, 2)).toBe('two');
    expect(b.computes).toBe(1);
    // A prefix that is no scope forgets every answer on Redis (never too few).
    await sync(b);
    await write(a, { id: 1, title: 'one again', forget: 'json/vid' });
    const c = await start();
    expect([await title(c, 1), await title(c, 2)]).toEqual(['one again', 'two edited, not forgotten']);
    await c.app.close();
    await c.state.close();
  });

  it('never keeps a compute that started before a write and ended after it, on Redis or in its process', async () => {
    let finish: () => void = () => {};
    hold = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const slow = b.app.inject({ url: url(1) });
    await expect.poll(() => b.computes).toBe(1);
    hold = null;
    await write(a, { id: 1, title: 'one edited' });
    finish();
    expect((await slow).json().title).toBe('one');
    await sync(b);
    expect(b.app.responseCache.size).toBe(0);
    expect(await title(a, 1)).toBe('one edited');
    await sync(a);
    expect(await title(b, 1)).toBe('one edited');
    expect(a.computes + b.computes).toBe(2);
  });

  it("keeps neither a recent writer's answers (read on the primary) nor jsond answers on Redis", async () => {
    const written = await write(a, {});
    const cookie = String(written.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie.startsWith(`${FRESH_READS_COOKIE}=`)).toBe(true);
    expect(await title(a, 1, { cookie })).toBe('one');
    await a.app.inject({ url: url(2, 0) });
    await sync(a);
    expect(await title(b, 1)).toBe('one');
    await b.app.inject({ url: url(2, 0) });
    expect([a.computes, b.computes]).toEqual([2, 2]);
    await sync(b);
    const redis = new Redis(server.url);
    expect(await redis.keys(`${prefix}json:*`)).toHaveLength(1);
    redis.disconnect();
  });
});

describeWithRedis('the JSON response cache when Redis is down', () => {
  const server = redisServer();
  let state: RedisSharedState;
  let app: FastifyInstance;
  afterAll(async () => {
    await app?.close();
    state?.crash();
  });

  it('answers 200 and keeps answers in the process: no error, no wait for Redis', async () => {
    state = await redisSharedState(server.url, { prefix: 'down:', onError: () => {} });
    app = Fastify();
    installHttp(app, manualClock(Date.UTC(2026, 0, 2)), undefined, state);
    let computes = 0;
    registerJsonPath(app, {
      url: '/json/video/*',
      shape: videoPath,
      handler: async () => ({ n: ++computes }),
    });
    await app.ready();
    await server.stop();
    for (const id of [1, 1, 2]) expect((await app.inject(url(id))).statusCode).toBe(200);
    expect(computes).toBe(2);
    app.responseCache.clear();
    expect((await app.inject(url(1))).json()).toEqual({ n: 3 });
  });
});
