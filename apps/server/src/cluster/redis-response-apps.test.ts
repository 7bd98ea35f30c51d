import { LATEST_VIDEOS, videoPath, videosPath } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { likeRequest } from '../social/test-votes.ts';
import { twoAppsOnRedis } from './redis-apps-kit.ts';
import { describeWithRedis } from './redis-test-kit.ts';

const videoJson = (id: number) => `/${videoPath.build({ lifetime: 86400, video_id: id })}`;
const retitle = (db: Db, id: number, title: string) =>
  db.kysely.updateTable('videos').set({ title }).where('video_id', '=', id).execute();

describeWithRedis('JSON answers shared by two apps on one Redis', () => {
  const fx = twoAppsOnRedis({ name: 'jsonapps', onError: () => {} });

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

    const vote = await one.inject(likeRequest(id));
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
