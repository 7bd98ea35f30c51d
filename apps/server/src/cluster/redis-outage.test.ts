import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { manualClock } from '../http/clock.ts';
import { UNAVAILABLE_RETRY_AFTER_S } from '../http/errors.ts';
import { type RedisSharedState, redisSharedState } from './redis-shared-state.ts';
import { describeWithRedis, redisServer } from './redis-test-kit.ts';

describeWithRedis('a server whose Redis went away', () => {
  const server = redisServer();
  let db: Db;
  let state: RedisSharedState;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
    });
    state = await redisSharedState(server.url, { prefix: 'outage:' });
    app = await buildApp({ db, config, clock: manualClock(Date.UTC(2025, 0, 2)), shared: state });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    state?.crash();
    await db?.close();
  });

  it('answers a rate-limited request 503 unavailable with Retry-After, and still serves what needs no Redis', async () => {
    const id = await insertVideo(db);
    const view = () =>
      app.inject({
        method: 'POST',
        url: '/input.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `act=view&section=videos&object_id=${id}`,
      });
    expect((await view()).statusCode).toBe(200);

    await server.stop();
    const refused = await view();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: true, code: 'unavailable' });
    expect(refused.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    // A cached JSON read counts nothing on Redis.
    expect((await app.inject(`/json/video/86400/0/0/${id}.json`)).statusCode).toBe(200);
  });
});
