import { rm } from 'node:fs/promises';
import { Queue } from 'bullmq';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeWithRedis, redisServer } from '../cluster/redis-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { createMedia, enqueueTranscode, jobsOf } from '../media/jobs.ts';
import type { runPipeline } from '../media/pipeline.ts';
import { mediaRow, STUB_RESULT } from '../media/test-support.ts';
import { BULLMQ_QUEUES, bullmqConnectionOptions } from './bullmq-options.ts';
import { type BullmqTestJobs, bullmqTestConfig, bullmqTestJobs } from './bullmq-test-kit.ts';
import { bullmqConnection, queueJobId } from './queue.ts';

type Pipeline = typeof runPipeline;

/** A pipeline that hangs until its signal aborts (ffmpeg killed), telling `onAbort`. */
const hanging =
  (onAbort: (reason: unknown) => void = () => {}): Pipeline =>
  (_source, _dir, _id, opts) =>
    new Promise((_resolve, reject) => {
      opts?.signal?.addEventListener('abort', () => {
        onAbort(opts.signal?.reason);
        reject(opts.signal?.reason);
      });
    });

describeWithRedis('transcodes on BullMQ (real redis-server)', () => {
  const redis = redisServer();

  describe.each(testDatabases())('$name', ({ open }) => {
    let db: Db;
    let config: Awaited<ReturnType<typeof bullmqTestConfig>>;
    let jobs: BullmqTestJobs;
    let queue: Queue;
    beforeEach(async () => {
      db = await open();
      config = await bullmqTestConfig(redis.url);
      jobs = bullmqTestJobs(db, config);
      queue = new Queue(BULLMQ_QUEUES.transcode, bullmqConnectionOptions(bullmqConnection(config)));
    });
    afterEach(async () => {
      await jobs.close();
      await queue.close();
      await db.close();
      await rm(config.dataDir, { recursive: true, force: true });
    });

    /** A media row with a transcode queued in media_jobs (the relay hands it to BullMQ). */
    const queued = async (maxAttempts = 3) => {
      const mediaId = await createMedia(db, { sourcePath: 'a.mp4' });
      const jobId = await enqueueTranscode(db, mediaId, { maxAttempts });
      return { mediaId, jobId, bullId: queueJobId('transcode', { mediaId, jobId }) };
    };
    const rowOf = async (mediaId: number) => (await jobsOf(db, mediaId))[0];
    const settled = (mediaId: number, status: string, timeout = 20_000) =>
      vi.waitFor(async () => expect((await rowOf(mediaId))?.status).toBe(status), { timeout, interval: 50 });

    it('retries a failing transcode with exponential backoff (100 ms, then 200 ms), then fails it for good at max_attempts', async () => {
      const started: number[] = [];
      const failing: Pipeline = async () => {
        started.push(Date.now());
        throw new Error(`ffmpeg refused the input (try ${started.length})`);
      };
      const { mediaId, bullId } = await queued(3);
      const errors: string[] = [];
      const log = { warn: () => {}, error: (_err: unknown, what: string) => errors.push(what) };
      await jobs.runner({ worker: { runPipeline: failing }, backoffMs: 100, log });
      await settled(mediaId, 'failed');
      // Each failed attempt is in the worker's log, not only in the row.
      await vi.waitFor(() =>
        expect(errors).toEqual([1, 2, 3].map((n) => `BullMQ transcode job ${bullId} failed (attempt ${n})`)),
      );
      const row = await rowOf(mediaId);
      expect([row?.attempts, row?.interruptions, row?.last_error]).toEqual([
        3,
        0,
        'ffmpeg refused the input (try 3)',
      ]);
      expect((await mediaRow(db, mediaId)).status).toBe('failed');
      expect(started).toHaveLength(3);
      // BullMQ waited before each retry, doubling (never sooner: it only delays).
      expect((started[1] ?? 0) - (started[0] ?? 0)).toBeGreaterThanOrEqual(100);
      expect((started[2] ?? 0) - (started[1] ?? 0)).toBeGreaterThanOrEqual(200);
      // Given up for good: BullMQ keeps no job to run a fourth time.
      await vi.waitFor(async () => expect(await queue.getJob(bullId)).toBeUndefined());
    });

    it("a transcode over its timeout is killed (its pipeline's signal aborts) and the attempt fails; the retry runs it", async () => {
      const aborts: unknown[] = [];
      let runs = 0;
      const slowThenFine: Pipeline = async (...args) => {
        runs += 1;
        if (runs === 1) return hanging((reason) => aborts.push(reason))(...args);
        return STUB_RESULT;
      };
      const { mediaId } = await queued(2);
      await jobs.runner({ worker: { runPipeline: slowThenFine, jobTimeoutMs: 300 }, backoffMs: 100 });
      await settled(mediaId, 'done');
      expect(aborts).toHaveLength(1);
      expect(String(aborts[0])).toContain('timeout after');
      const row = await rowOf(mediaId);
      expect([row?.attempts, row?.interruptions, row?.last_error]).toEqual([2, 0, '']);
      expect((await mediaRow(db, mediaId)).status).toBe('ready');
    });

    it('with no attempt left, a timeout fails the job and its media', async () => {
      const { mediaId } = await queued(1);
      await jobs.runner({ worker: { runPipeline: hanging(), jobTimeoutMs: 300 } });
      await settled(mediaId, 'failed');
      expect((await rowOf(mediaId))?.last_error).toMatch(/^timeout after \d+ s$/);
      expect((await mediaRow(db, mediaId)).status).toBe('failed');
    });

    it('progress reaches the media_jobs row (what the pages read) and the BullMQ job, then done and the media ready', async () => {
      let finish = () => {};
      const gate = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const halfway: Pipeline = async (_source, _dir, _id, opts) => {
        opts?.onProgress?.(40);
        await gate;
        return STUB_RESULT;
      };
      const { mediaId, bullId } = await queued();
      await jobs.runner({ worker: { runPipeline: halfway } });
      await vi.waitFor(async () => expect((await rowOf(mediaId))?.progress).toBe(40), { timeout: 10_000 });
      expect((await rowOf(mediaId))?.status).toBe('running');
      await vi.waitFor(async () => expect((await queue.getJob(bullId))?.progress).toBe(40));
      finish();
      await settled(mediaId, 'done');
      expect((await rowOf(mediaId))?.progress).toBe(100);
      expect((await mediaRow(db, mediaId)).status).toBe('ready');
    });

    it('--concurrency 2 runs two transcodes of one worker at once', async () => {
      let running = 0;
      let most = 0;
      let finish = () => {};
      const gate = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const counted: Pipeline = async () => {
        running += 1;
        most = Math.max(most, running);
        await gate;
        running -= 1;
        return STUB_RESULT;
      };
      const [a, b] = [await queued(), await queued()];
      await jobs.runner({ worker: { runPipeline: counted }, concurrency: 2 });
      await vi.waitFor(() => expect(most).toBe(2), { timeout: 10_000 });
      finish();
      await settled(a.mediaId, 'done');
      await settled(b.mediaId, 'done');
    });

    it('two runners on one queue run each transcode once, and a stop hands a running one back unspent to the other', async () => {
      let runs = 0;
      const slow: Pipeline = async (...args) => {
        runs += 1;
        if (runs === 1) return hanging()(...args);
        return STUB_RESULT;
      };
      const { mediaId } = await queued();
      const first = await jobs.runner({ worker: { runPipeline: slow } });
      await vi.waitFor(async () => expect((await rowOf(mediaId))?.status).toBe('running'), {
        timeout: 10_000,
      });
      await jobs.runner({ worker: { runPipeline: slow } });
      await first.stop();
      await settled(mediaId, 'done');
      const row = await rowOf(mediaId);
      // The stopped attempt was given back (not counted): the second runner's is attempt 1.
      expect([row?.attempts, row?.interruptions]).toEqual([1, 0]);
      expect(runs).toBe(2);
    });
  });
});
