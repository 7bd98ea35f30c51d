import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeWithRedis, redisServer } from '../cluster/redis-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { createMedia, enqueueTranscode, jobsOf } from '../media/jobs.ts';
import type { runPipeline } from '../media/pipeline.ts';
import { mediaDir } from '../media/storage.ts';
import { STUB_RESULT } from '../media/test-support.ts';
import type { WorkerEvent } from '../media/worker.ts';
import { type BullmqTestJobs, bullmqTestConfig, bullmqTestJobs } from './bullmq-test-kit.ts';
import { queueJobId } from './queue.ts';

/** A pipeline whose one output says which worker made it, once `gate` opens. */
const writing =
  (who: string, gate: Promise<void> = Promise.resolve()): typeof runPipeline =>
  async (_source, dir, mediaId) => {
    await gate;
    await writeFile(join(dir, `${mediaId}_sd.mp4`), who);
    return STUB_RESULT;
  };

describeWithRedis('a stalled BullMQ transcode (real redis-server)', () => {
  const redis = redisServer();

  describe.each(testDatabases())('$name', ({ open }) => {
    let db: Db;
    let config: Awaited<ReturnType<typeof bullmqTestConfig>>;
    let jobs: BullmqTestJobs;
    let client: Redis;
    beforeEach(async () => {
      db = await open();
      config = await bullmqTestConfig(redis.url);
      // Short locks, so the stalled check finds the lost lock within seconds.
      config.jobs.lockSeconds = 2;
      jobs = bullmqTestJobs(db, config);
      client = new Redis(redis.url);
    });
    afterEach(async () => {
      await jobs.close();
      client.disconnect();
      await db.close();
      await rm(config.dataDir, { recursive: true, force: true });
    });

    it("goes to the other worker when its worker's lock is lost; the first, back, publishes nothing", async () => {
      const mediaId = await createMedia(db, { sourcePath: 'a.mp4' });
      const jobId = await enqueueTranscode(db, mediaId);
      const lockKey = `${config.redis.prefix}bull:transcode:${queueJobId('transcode', { mediaId, jobId })}:lock`;
      let wakeFirst = () => {};
      const paused = new Promise<void>((resolve) => {
        wakeFirst = resolve;
      });
      const outcomes: string[] = [];
      const outcomeOf = (who: string) => (event: WorkerEvent) => {
        if (event.type === 'finished') outcomes.push(`${who} ${event.outcome}`);
      };
      await jobs.runner({ worker: { runPipeline: writing('first', paused) }, onEvent: outcomeOf('first') });
      await vi.waitFor(async () => expect(await client.exists(lockKey)).toBe(1), { timeout: 10_000 });

      // The first worker stops renewing its lock (a paused process): the lock lapses.
      await client.del(lockKey);
      await jobs.runner({ worker: { runPipeline: writing('second') }, onEvent: outcomeOf('second') });
      await vi.waitFor(async () => expect((await jobsOf(db, mediaId))[0]?.status).toBe('done'), {
        timeout: 20_000,
        interval: 50,
      });
      wakeFirst();
      await vi.waitFor(() => expect(outcomes).toContain('first lost'));

      expect(outcomes.sort()).toEqual(['first lost', 'second done']);
      const row = (await jobsOf(db, mediaId))[0];
      expect([row?.status, row?.attempts, row?.interruptions]).toEqual(['done', 2, 1]);
      expect(await readFile(join(mediaDir(config.mediaRoot, mediaId), `${mediaId}_sd.mp4`), 'utf8')).toBe(
        'second',
      );
    });
  });
});
