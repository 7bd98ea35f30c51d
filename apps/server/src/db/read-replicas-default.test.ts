import { LATEST_VIDEOS, type Video, videosPath } from '@tubekit/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../accounts/accounts-test-kit.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { manualClock } from '../http/clock.ts';
import { likeRequest } from '../social/test-votes.ts';
import { buildTestApp } from '../test/test-app.ts';
import { withReadReplicas } from './read-replicas-app.ts';
import { FRESH_READS_COOKIE } from './read-your-writes.ts';
import { testDatabases } from './test-databases.ts';
import { insertVideo } from './test-fixtures.ts';

const SECRET = 'test-secret-0123456789';
const PRIMARY = 'postgres://tubekit:tubekit@127.0.0.1:5432/tubekit';

describe('DATABASE_REPLICA_URLS', () => {
  const load = (env: Record<string, string>) => loadConfig({ TUBEKIT_SECRET: SECRET, ...env });

  it('reads a comma-separated list of postgres URLs beside DATABASE_URL', () => {
    const config = load({
      DATABASE_URL: PRIMARY,
      DATABASE_REPLICA_URLS: ' postgres://r@10.0.0.2/tubekit , postgresql://r:pw@10.0.0.3:5433/tubekit,',
    });
    expect(config.databaseReplicaUrls).toEqual([
      'postgres://r@10.0.0.2/tubekit',
      'postgresql://r:pw@10.0.0.3:5433/tubekit',
    ]);
  });

  it('is absent when unset or empty', () => {
    expect(load({ DATABASE_URL: PRIMARY }).databaseReplicaUrls).toBeUndefined();
    expect(load({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: ' , ' }).databaseReplicaUrls).toBeUndefined();
  });

  it('throws at start without a PostgreSQL DATABASE_URL (replicas of SQLite make no sense)', () => {
    expect(() => load({ DATABASE_REPLICA_URLS: 'postgres://r@10.0.0.2/tubekit' })).toThrow(
      /needs DATABASE_URL/,
    );
  });

  it('throws at start on a bad URL, naming the entry but never echoing it (it may hold a password)', () => {
    for (const bad of [
      'mysql://r:hunter2@10.0.0.2/tubekit',
      'hunter2',
      'postgres://',
      'postgres:///tubekit',
    ]) {
      let message = '';
      try {
        load({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: `postgres://r@10.0.0.2/t,${bad}` });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toBe('DATABASE_REPLICA_URLS entry 2 must be a postgres:// URL with a host');
    }
  });
});

describe.each(testDatabases())('without read replicas on $name', ({ open }) => {
  it('the app reads its one database (reader() is the Db itself) and marks no writer', async () => {
    const db = await open();
    const { app } = await buildTestApp(db);
    try {
      const scratch = Fastify();
      const config = loadConfig({ TUBEKIT_SECRET: SECRET });
      expect(withReadReplicas(scratch, db, config, manualClock())).toBe(db);
      expect(db.reader().kysely).toBe(db.kysely);
      expect(scratch.hasDecorator('readReplicas')).toBe(false);
      const vote = await app.inject(likeRequest(await insertVideo(db)));
      expect(vote.statusCode).toBe(200);
      expect(setCookie(vote, FRESH_READS_COOKIE)).toBeUndefined();
      await scratch.close();
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe.each(testDatabases().filter((d) => d.name === 'postgres'))('a dead replica on $name', ({ open }) => {
  it('falls back to the primary with a log line: the listing answers 200 with its rows', async () => {
    const db = await open();
    const lines: string[] = [];
    const config = loadConfig({
      TUBEKIT_SECRET: SECRET,
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
      DATABASE_URL: PRIMARY,
      // Port 1: nothing listens, the connection is refused at once.
      DATABASE_REPLICA_URLS: 'postgres://tubekit:tubekit@127.0.0.1:1/tubekit',
    });
    const app = await buildApp({
      db,
      config,
      clock: manualClock(Date.UTC(2025, 0, 2)),
      readReplicas: { probeEveryMs: 0, log: (line) => lines.push(line) },
    });
    try {
      const id = await insertVideo(db);
      const res = await app.inject(`/${videosPath.build(LATEST_VIDEOS)}`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { videos: Video[] }).videos.map((v) => Number(v.video_id))).toEqual([id]);
      expect(lines).toEqual([
        expect.stringMatching(
          /^\[db\] replica 127\.0\.0\.1:1 out of service \(.+\): its reads go to the primary$/,
        ),
      ]);
      expect(lines.join()).not.toContain('tubekit:tubekit');
      // The probe keeps it out while it stays dead; the next read does not log again.
      await app.readReplicas?.probe();
      expect(app.readReplicas?.inService()).toEqual([]);
      app.responseCache.clear();
      expect((await app.inject(`/${videosPath.build(LATEST_VIDEOS)}`)).statusCode).toBe(200);
      expect(lines).toHaveLength(1);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
