import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { likeRequest } from '../social/test-votes.ts';
import { twoAppsOnRedis } from './redis-apps-kit.ts';
import { describeWithRedis } from './redis-test-kit.ts';

const LATEST = '/videos/latest-updates/1/';
const html = { accept: 'text/html' };

/** Two apps on one Redis (redis-apps-kit.ts), counting the API reads of their renders. */
function twoApps(options: { onError?: (err: unknown) => void } = {}) {
  // The site build the apps render with, before the apps start (registered first).
  beforeAll(() => {
    execFileSync('node', [join(REPO_ROOT, 'apps/site/scripts/build-if-stale.mjs')], { stdio: 'pipe' });
  }, 300_000);
  /** The API reads of each app's renders: a render of an uncached page reads the API in-process. */
  const apiReads = [0, 0];
  const fx = twoAppsOnRedis({
    name: 'pageapps',
    ...options,
    onApp: (app, i) =>
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/json/')) apiReads[i] = (apiReads[i] ?? 0) + 1;
      }),
  });
  return Object.assign(fx, { apiReads });
}

describeWithRedis('pages shared by two apps on one Redis', () => {
  const fx = twoApps();

  it('sends a page rendered by one app from the other without rendering it, and a write through one makes both show the change at once', async () => {
    const [one, two] = fx.apps as [FastifyInstance, FastifyInstance];
    const id = await insertVideo(fx.db, { title: 'Quiet harbour at dawn' });
    const first = await one.inject({ url: LATEST, headers: html });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Quiet harbour at dawn');
    expect(fx.apiReads[0]).toBeGreaterThan(0);
    // The render's copy goes to Redis after its answer (not awaited): a later command on the
    // same connection answers once it is there.
    await fx.states[0]?.counters.read('sync', 'sync', 1000);
    const fromRedis = await two.inject({ url: LATEST, headers: html });
    expect(fromRedis.body).toBe(first.body);
    expect(fromRedis.headers.etag).toBe(first.headers.etag);
    expect(fromRedis.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(fx.apiReads[1]).toBe(0);

    // A change the next write's clear covers, then the write (a vote) through the first app.
    await fx.db.kysely
      .updateTable('videos')
      .set({ title: 'Stormy harbour at noon' })
      .where('video_id', '=', id)
      .execute();
    const vote = await one.inject(likeRequest(id));
    expect(vote.statusCode).toBe(200);
    for (const app of [two, one]) {
      const after = await app.inject({ url: LATEST, headers: html });
      expect(after.body).toContain('Stormy harbour at noon');
      expect(after.body).not.toContain('Quiet harbour at dawn');
    }
  });
});

describeWithRedis('pages of an app whose Redis went away', () => {
  const fx = twoApps({ onError: () => {} });

  it('still renders pages (never a 500 or 503) and keeps them in the process', async () => {
    const [one] = fx.apps as [FastifyInstance];
    await insertVideo(fx.db, { title: 'Lantern festival crowd' });
    await fx.server.stop();
    for (const url of [LATEST, '/', LATEST]) {
      const page = await one.inject({ url, headers: html });
      expect([url, page.statusCode]).toEqual([url, 200]);
    }
    expect((await one.inject({ url: LATEST, headers: html })).body).toContain('Lantern festival crowd');
  });
});
