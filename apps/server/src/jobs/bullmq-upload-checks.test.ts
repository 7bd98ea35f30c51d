import { readFile, rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeWithRedis, redisServer } from '../cluster/redis-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { probe } from '../media/probe.ts';
import { uploadRow } from '../uploads/upload-test-app.ts';
import {
  postEdit,
  seedUploadDirs,
  startFields,
  testClip,
  tusCreate,
  tusPatch,
  type UploadFixture,
  uploadApp,
  uploader,
} from '../uploads/upload-test-kit.ts';
import { type BullmqTestJobs, bullmqTestConfig, bullmqTestJobs } from './bullmq-test-kit.ts';

describeWithRedis('upload checks on BullMQ (real redis-server)', () => {
  const redis = redisServer();

  describe.each(testDatabases())('$name', ({ open }) => {
    let db: Db;
    let config: Awaited<ReturnType<typeof bullmqTestConfig>>;
    let jobs: BullmqTestJobs;
    let fx: UploadFixture | undefined;
    beforeEach(async () => {
      db = await open();
      await seedUploadDirs(db);
      config = await bullmqTestConfig(redis.url);
      jobs = bullmqTestJobs(db, config);
    });
    afterEach(async () => {
      await fx?.app.close();
      await jobs.close();
      await db.close();
      await rm(config.dataDir, { recursive: true, force: true });
    });

    it('an upload finished through a server is checked by exactly one of two workers, however many servers queue it', async () => {
      // Two servers' hand-overs: each finished upload is queued by both, twice.
      const [serverA, serverB] = [jobs.producer(), jobs.producer()];
      const queueCheck = (uploadId: number) => {
        for (const queue of [serverA, serverB, serverA, serverB]) void queue.queueUploadCheck(uploadId);
      };
      fx = await uploadApp(db, { dataDir: config.dataDir, uploads: { queueCheck } });
      // Each worker's checks, counted by their ffprobe runs (the first step of a check).
      const probes = [0, 0];
      for (const worker of [0, 1])
        await jobs.runner({
          uploads: {
            checkTools: {
              probe: (path, signal) => {
                probes[worker] = (probes[worker] ?? 0) + 1;
                return probe(path, signal);
              },
            },
          },
        });

      const member = await uploader(fx, 'checker1');
      const bytes = await readFile(await testClip(4));
      const start = await postEdit(fx.app, member, startFields({ size: String(bytes.length) }));
      const uploadId = (start.json() as { upload_id: number }).upload_id;
      const created = await tusCreate(fx.app, member, uploadId, bytes.length);
      expect(created.statusCode).toBe(201);
      const sent = await tusPatch(fx.app, member, String(created.headers.location), 0, bytes);
      expect(sent.statusCode).toBe(204);

      // A 4 s video is refused as too short: the check ran, to its end.
      await vi.waitFor(async () => expect((await uploadRow(db, uploadId)).state).toBe('refused'), {
        timeout: 20_000,
        interval: 50,
      });
      expect((await uploadRow(db, uploadId)).error).toBe('too_short');
      expect(probes.reduce((sum, n) => sum + n, 0)).toBe(1);
      // The server does not check it itself (the queue's workers do).
      expect(fx.app.hasDecorator('uploadChecks')).toBe(false);
    });
  });
});
