import { LATEST_VIDEOS, type Video, videoPath, videosPath } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, setCookie } from '../accounts/accounts-test-kit.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type ManualClock, manualClock } from '../http/clock.ts';
import { likeRequest } from '../social/test-votes.ts';
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

const listedIds = async (app: FastifyInstance, cookie?: string): Promise<number[]> => {
  const res = await app.inject({
    url: `/${videosPath.build(LATEST_VIDEOS)}`,
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

describe.skipIf(!urls)('read replicas on a real hot standby (TEST_DATABASE_REPLICA_URL)', () => {
  let target: ReplicaTarget;
  beforeAll(async () => {
    target = await openReplicaTarget(urls as { admin: string; replica: string });
  });
  afterAll(async () => {
    await resumeReplay(target.replicaUrl);
    await target?.close();
  });

  it('routes listings to the replica, and a member who just voted to the primary until the window ends', async () => {
    const { app, clock } = await replicaApp(target, [target.replicaUrl]);
    try {
      const video = await insertVideo(target.db);
      const member = await sessionCookie(target.db, await insertUser(target.db));
      await waitForReplay(target.primaryUrl, target.replicaUrl);
      await pauseReplay(target.replicaUrl);
      try {
        const vote = await app.inject(likeRequest(video, { headers: { cookie: member } }));
        expect(vote.statusCode).toBe(200);
        const mark = writerMark(vote);
        expect(setCookie(vote, FRESH_READS_COOKIE)).toContain(`Max-Age=${READ_YOUR_WRITES_MS / 1000}`);
        const writer = `${member}; ${mark}`;
        // The vote is on the primary only: the replica, paused, still has no like.
        expect(await likesSeen(app, video, writer)).toBe(1);
        expect(await likesSeen(app, video)).toBe(0);
        // The writer's answer was not kept for others, nor others' answer sent to the writer.
        expect(await likesSeen(app, video, writer)).toBe(1);
        // The same member without the mark (another tab before the write) reads the replica.
        expect(await likesSeen(app, video, member)).toBe(0);
        clock.advance(READ_YOUR_WRITES_MS - 1);
        expect(await likesSeen(app, video, writer)).toBe(1);
        clock.advance(1);
        // The window is over: the mark no longer counts and the writer reads the replica.
        expect(await likesSeen(app, video, writer)).toBe(0);
      } finally {
        await resumeReplay(target.replicaUrl);
      }
      await waitForReplay(target.primaryUrl, target.replicaUrl);
      app.responseCache.clear();
      expect(await likesSeen(app, video)).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('marks an anonymous voter too, and never honours a forged mark', async () => {
    const { app } = await replicaApp(target, [target.replicaUrl]);
    try {
      await waitForReplay(target.primaryUrl, target.replicaUrl);
      await pauseReplay(target.replicaUrl);
      try {
        const fresh = await insertVideo(target.db);
        const vote = await app.inject(likeRequest(fresh));
        expect(vote.statusCode).toBe(200);
        const mark = writerMark(vote);
        expect(await listedIds(app, mark)).toContain(fresh);
        expect(await listedIds(app)).not.toContain(fresh);
        const [name, value] = mark.split('=') as [string, string];
        const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'AB' : 'AA'}`;
        expect(await listedIds(app, forged)).not.toContain(fresh);
        // A refused write (a vote for no video) marks no one.
        const refused = await app.inject(likeRequest(999_999));
        expect(refused.statusCode).toBeGreaterThanOrEqual(400);
        expect(setCookie(refused, FRESH_READS_COOKIE)).toBeUndefined();
      } finally {
        await resumeReplay(target.replicaUrl);
      }
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
      let fresh = 0;
      try {
        fresh = await insertVideo(target.db);
        await waitForUnreplayedWal(target.replicaUrl);
        await app.readReplicas?.probe();
        expect(app.readReplicas?.inService()).toEqual([]);
        expect(lines.join('\n')).toMatch(
          /replica 127\.0\.0\.1:\d+ out of service \(\d+ ms behind the primary\)/,
        );
        // Read on the primary: the new video shows to everyone.
        expect(await listedIds(app)).toContain(fresh);
      } finally {
        await resumeReplay(target.replicaUrl);
      }
      await waitForReplay(target.primaryUrl, target.replicaUrl);
      await app.readReplicas?.probe();
      expect(app.readReplicas?.inService()).toHaveLength(1);
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
        expect(await listedIds(app)).not.toContain(fresh);
        app.responseCache.clear();
        expect(await listedIds(app)).not.toContain(fresh);
        expect(app.readReplicas?.inService()).toEqual([`${new URL(target.replicaUrl).host}`]);
        expect(lines.join('\n')).toMatch(/replica 127\.0\.0\.1:1 out of service/);
      } finally {
        await resumeReplay(target.replicaUrl);
      }
    } finally {
      await app.close();
    }
  });
});
