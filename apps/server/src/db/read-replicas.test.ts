import { LATEST_VIDEOS, type Video, type VideoSort, videoPath, videosPath } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, setCookie } from '../accounts/accounts-test-kit.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type ManualClock, manualClock } from '../http/clock.ts';
import { likeRequest } from '../social/test-votes.ts';
import { buildPages } from '../ssr/test-rendered-pages.ts';
import { FRESH_READS_COOKIE, READ_YOUR_WRITES_MS } from './read-your-writes.ts';
import { insertUser, insertVideo } from './test-fixtures.ts';
import {
  openReplicaTarget,
  pauseReplay,
  type ReplicaTarget,
  replicaTestUrls,
  resumeReplay,
  waitForReplay,
  waitForUnreplayedWal,
} from './test-replica.ts';

const urls = replicaTestUrls();

/** The app over `target`'s primary with the replicas at `replicaUrls`, probed only when a test says. */
async function replicaApp(
  target: ReplicaTarget,
  replicaUrls: string[],
  options: { maxLagMs?: number; lines?: string[] } = {},
): Promise<{ app: FastifyInstance; clock: ManualClock }> {
  const clock = manualClock(Date.UTC(2025, 0, 2));
  const config = loadConfig({
    TUBEKIT_SECRET: 'test-secret-0123456789',
    TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
    DATABASE_URL: target.primaryUrl,
    DATABASE_REPLICA_URLS: replicaUrls.join(','),
  });
  const lines = options.lines ?? [];
  const app = await buildApp({
    db: target.db,
    config,
    clock,
    readReplicas: { probeEveryMs: 0, log: (line) => lines.push(line), maxLagMs: options.maxLagMs ?? 60_000 },
  });
  await app.ready();
  return { app, clock };
}

const likesSeen = async (app: FastifyInstance, id: number, cookie?: string): Promise<number> => {
  const res = await app.inject({
    url: `/${videoPath.build({ lifetime: 86400, video_id: id })}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Video).likes;
};

/** The ids a listing shows; each `sort` is its own URL, so its own response-cache entry. */
const listedIds = async (app: FastifyInstance, sort: VideoSort, cookie?: string): Promise<number[]> => {
  const res = await app.inject({
    url: `/${videosPath.build({ ...LATEST_VIDEOS, sort })}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { videos: Video[] }).videos.map((v) => Number(v.video_id));
};

/** The `name=value` of the writer's mark in a write's answer. */
function writerMark(res: LightMyRequestResponse): string {
  const cookie = setCookie(res, FRESH_READS_COOKIE);
  expect(cookie).toBeDefined();
  return (cookie as string).split(';')[0] as string;
}

/** Waits until the replica has replayed every write so far and takes reads again (past every fence). */
async function replicaCaughtUp(app: FastifyInstance, target: ReplicaTarget): Promise<void> {
  await app.readReplicas?.fence();
  await waitForReplay(target.primaryUrl, target.replicaUrl);
  await app.readReplicas?.probe();
  expect(app.readReplicas?.inService()).toEqual([new URL(target.replicaUrl).host]);
}

describe.skipIf(!urls)('read replicas on a real hot standby (TEST_DATABASE_REPLICA_URL)', () => {
  let target: ReplicaTarget;
  beforeAll(async () => {
    target = await openReplicaTarget(urls as { admin: string; replica: string });
  });
  afterAll(async () => {
    await resumeReplay(target.replicaUrl);
    await target?.close();
  });

  it('reads listings on the replica, and a member who just wrote on the primary until the window ends', async () => {
    const { app, clock } = await replicaApp(target, [target.replicaUrl]);
    try {
      const member = await sessionCookie(target.db, await insertUser(target.db));
      const vote = await app.inject(
        likeRequest(await insertVideo(target.db), { headers: { cookie: member } }),
      );
      expect(vote.statusCode).toBe(200);
      expect(setCookie(vote, FRESH_READS_COOKIE)).toContain(
        `Max-Age=${READ_YOUR_WRITES_MS / 1000}; Path=/; HttpOnly`,
      );
      const writer = `${member}; ${writerMark(vote)}`;
      await replicaCaughtUp(app, target);
      await pauseReplay(target.replicaUrl);
      try {
        // A row on the primary only (no cache clear): the paused replica does not have it.
        const fresh = await insertVideo(target.db);
        expect(await listedIds(app, 'latest-updates')).not.toContain(fresh);
        expect(await listedIds(app, 'longest', writer)).toContain(fresh);
        // The writer's answer was not kept for others, nor others' answer sent to the writer.
        expect(await listedIds(app, 'longest')).not.toContain(fresh);
        expect(await listedIds(app, 'latest-updates', writer)).toContain(fresh);
        // The same member without the mark (another browser) reads the replica.
        expect(await listedIds(app, 'most-popular', member)).not.toContain(fresh);
        clock.advance(READ_YOUR_WRITES_MS - 1);
        expect(await listedIds(app, 'top-rated', writer)).toContain(fresh);
        clock.advance(1);
        // The window is over: the mark no longer counts and the writer reads the replica.
        expect(await listedIds(app, 'most-viewed', writer)).not.toContain(fresh);
      } finally {
        await resumeReplay(target.replicaUrl);
      }
    } finally {
      await app.close();
    }
  });

  it("renders a writer's page from the primary, never from the page cache nor into it", async () => {
    buildPages(['site']);
    const { app } = await replicaApp(target, [target.replicaUrl]);
    const page = async (cookie?: string) =>
      (
        await app.inject({
          url: '/videos/latest-updates/1/',
          headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
        })
      ).body;
    try {
      const vote = await app.inject(likeRequest(await insertVideo(target.db)));
      const mark = writerMark(vote);
      await replicaCaughtUp(app, target);
      await pauseReplay(target.replicaUrl);
      try {
        await insertVideo(target.db, { title: 'Only on the primary' });
        expect(await page()).not.toContain('Only on the primary');
        expect(await page(mark)).toContain('Only on the primary');
        expect(await page()).not.toContain('Only on the primary');
      } finally {
        await resumeReplay(target.replicaUrl);
      }
    } finally {
      await app.close();
    }
  }, 300_000);

  it('marks an anonymous voter too, never a view or a beacon, and never honours a forged mark or a refused write', async () => {
    const { app } = await replicaApp(target, [target.replicaUrl]);
    try {
      const vote = await app.inject(likeRequest(await insertVideo(target.db)));
      expect(vote.statusCode).toBe(200);
      const mark = writerMark(vote);
      await replicaCaughtUp(app, target);
      await pauseReplay(target.replicaUrl);
      try {
        const fresh = await insertVideo(target.db);
        expect(await listedIds(app, 'latest-updates', mark)).toContain(fresh);
        expect(await listedIds(app, 'longest')).not.toContain(fresh);
        const [name, value] = mark.split('=') as [string, string];
        const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'AB' : 'AA'}`;
        expect(await listedIds(app, 'most-popular', forged)).not.toContain(fresh);
        // A refused write (a vote for no video) marks no one.
        const refused = await app.inject(likeRequest(999_999));
        expect(refused.statusCode).toBeGreaterThanOrEqual(400);
        expect(setCookie(refused, FRESH_READS_COOKIE)).toBeUndefined();
        // A view count and a partner beacon change nothing the sender reads back: no mark,
        // or every video page would send the visitor's next page past the caches.
        const view = await app.inject({
          ...likeRequest(fresh),
          payload: `act=view&section=videos&object_id=${fresh}`,
        });
        expect(view.statusCode).toBe(200);
        expect(setCookie(view, FRESH_READS_COOKIE)).toBeUndefined();
        const beacon = await app.inject({
          ...likeRequest(fresh),
          url: '/partners/beacon',
          payload: 'event=view&campaign=cmp1',
        });
        expect(beacon.statusCode).toBeLessThan(400);
        expect(setCookie(beacon, FRESH_READS_COOKIE)).toBeUndefined();
      } finally {
        await resumeReplay(target.replicaUrl);
      }
    } finally {
      await app.close();
    }
  });

  it('after a write clears the caches, no replica behind it answers (its answer would be cached)', async () => {
    const { app } = await replicaApp(target, [target.replicaUrl]);
    try {
      const video = await insertVideo(target.db);
      await replicaCaughtUp(app, target);
      await pauseReplay(target.replicaUrl);
      try {
        const vote = await app.inject(likeRequest(video));
        expect(vote.statusCode).toBe(200);
        // The vote cleared the caches: everyone reads it, from the primary, until the replica replays it.
        await app.readReplicas?.fence();
        expect(app.readReplicas?.inService()).toEqual([]);
        expect(await likesSeen(app, video)).toBe(1);
      } finally {
        await resumeReplay(target.replicaUrl);
      }
      await replicaCaughtUp(app, target);
    } finally {
      await app.close();
    }
  });

  it('leaves out a replica further behind than the lag limit, with a log line, and takes it back', async () => {
    const lines: string[] = [];
    const { app } = await replicaApp(target, [target.replicaUrl], { maxLagMs: 0, lines });
    try {
      await waitForReplay(target.primaryUrl, target.replicaUrl);
      await pauseReplay(target.replicaUrl);
      try {
        const fresh = await insertVideo(target.db);
        await waitForUnreplayedWal(target.replicaUrl);
        await app.readReplicas?.probe();
        expect(app.readReplicas?.inService()).toEqual([]);
        expect(lines.join('\n')).toMatch(
          /replica 127\.0\.0\.1:\d+ out of service \(\d+ ms behind the primary\)/,
        );
        // Read on the primary: the new video shows to everyone.
        expect(await listedIds(app, 'latest-updates')).toContain(fresh);
      } finally {
        await resumeReplay(target.replicaUrl);
      }
      await replicaCaughtUp(app, target);
      expect(lines.at(-1)).toMatch(/back in service/);
    } finally {
      await app.close();
    }
  });

  it('skips a dead replica for the next live one (round-robin)', async () => {
    const lines: string[] = [];
    const dead = new URL(target.replicaUrl);
    dead.port = '1';
    const { app } = await replicaApp(target, [dead.toString(), target.replicaUrl], { lines });
    try {
      await waitForReplay(target.primaryUrl, target.replicaUrl);
      await pauseReplay(target.replicaUrl);
      try {
        const fresh = await insertVideo(target.db);
        // Whichever replica's turn it is, the answer is the live replica's (no new video).
        expect(await listedIds(app, 'latest-updates')).not.toContain(fresh);
        expect(await listedIds(app, 'longest')).not.toContain(fresh);
        expect(app.readReplicas?.inService()).toEqual([new URL(target.replicaUrl).host]);
        expect(lines.join('\n')).toMatch(/replica 127\.0\.0\.1:1 out of service/);
      } finally {
        await resumeReplay(target.replicaUrl);
      }
    } finally {
      await app.close();
    }
  });
});
