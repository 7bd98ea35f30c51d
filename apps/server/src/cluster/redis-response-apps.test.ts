import { randomUUID } from 'node:crypto';
import { LATEST_VIDEOS, videoPath, videosPath } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { manualClock } from '../http/clock.ts';
import { type RedisSharedState, redisSharedState } from './redis-shared-state.ts';
import { describeWithRedis, redisServer } from './redis-test-kit.ts';

/** Two apps (server processes on two machines) on one database and one Redis. */
function twoApps() {
  const server = redisServer();
  const fx = {
    server,
    db: undefined as unknown as Db,
    states: [] as RedisSharedState[],
    apps: [] as FastifyInstance[],
  };
  beforeAll(async () => {
    fx.db = await openDatabase({ sqlitePath: ':memory:' });
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
    });
    const prefix = `jsonapps${randomUUID().slice(0, 8)}:`;
    for (let i = 0; i < 2; i++) {
      const shared = await redisSharedState(server.url, { prefix, onError: () => {} });
      fx.states.push(shared);
      const app = await buildApp({ db: fx.db, config, clock: manualClock(Date.UTC(2026, 0, 2)), shared });
      await app.ready();
      fx.apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of fx.apps) await app.close();
    for (const state of fx.states) await state.close().catch(() => state.crash());
    await fx.db?.close();
  });
  return fx;
}

const videoJson = (id: number) => `/${videoPath.build({ lifetime: 86400, video_id: id })}`;
const retitle = (db: Db, id: number, title: string) =>
  db.kysely.updateTable('videos').set({ title }).where('video_id', '=', id).execute();

describeWithRedis('JSON answers shared by two apps on one Redis', () => {
  const fx = twoApps();

  it('one app sends the JSON the other computed without reading the database, and a vote through one shows at once through both', async () => {
    const [one, two] = fx.apps as [FastifyInstance, FastifyInstance];
    const id = await insertVideo(fx.db, { title: 'Quiet harbour at dawn', likes: 4 });
    const first = await one.inject(videoJson(id));
    expect(first.json()).toMatchObject({ title: 'Quiet harbour at dawn', likes: 4 });
    // The answer goes to Redis after it is sent: a later command on that connection answers once it is there.
    await fx.states[0]?.counters.read('sync', 'sync', 1000);
    // Changed under the caches (no write through the app): an answer computed now would show it.
    await retitle(fx.db, id, 'Stormy harbour at noon');
    const fromRedis = await two.inject(videoJson(id));
    expect(fromRedis.json()).toMatchObject({ title: 'Quiet harbour at dawn', likes: 4 });
    expect(fromRedis.headers.etag).toBe(first.headers.etag);

    const vote = await one.inject({
      method: 'POST',
      url: '/input.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `act=vote&section=videos&object_id=${id}&vote=1`,
    });
    expect(vote.statusCode).toBe(200);
    for (const app of [two, one])
      expect((await app.inject(videoJson(id))).json()).toMatchObject({
        title: 'Stormy harbour at noon',
        likes: 5,
      });
  });

  it('answers 200 once Redis is gone, computing what is not kept in the process', async () => {
    const [one] = fx.apps as [FastifyInstance];
    const id = await insertVideo(fx.db, { title: 'Lantern festival crowd' });
    await fx.server.stop();
    for (const url of [videoJson(id), videoJson(id), `/${videosPath.build(LATEST_VIDEOS)}`]) {
      const answer = await one.inject(url);
      expect([url, answer.statusCode]).toEqual([url, 200]);
    }
    expect((await one.inject(videoJson(id))).json().title).toBe('Lantern festival crowd');
  });
});
