import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/connect.ts';
import { type ManualClock, manualClock } from '../http/clock.ts';
import { FfmpegError } from './ffmpeg-run.ts';
import { recoverJobs } from './job-recovery.ts';
import { claimJob, createMedia, enqueueTranscode, jobsOf, renewLease } from './jobs.ts';
import type { runPipeline } from './pipeline.ts';
import { BACKENDS, mediaRow, openTestDb, STUB_RESULT, tempMediaRoot } from './test-support.ts';
import { Worker, type WorkerOptions } from './worker.ts';

type Fake = typeof runPipeline;
/** A pipeline that writes one file and succeeds. */
const succeed: Fake = async (_src, dir, mediaId) => {
  await writeFile(join(dir, `${mediaId}_sd.mp4`), 'x');
  return STUB_RESULT;
};
/** A pipeline that waits until it is aborted, then rejects like ffmpeg being killed. */
const hang =
  (onStart: () => void): Fake =>
  (_src, _dir, _id, opts) =>
    new Promise((_resolve, reject) => {
      opts?.signal?.addEventListener('abort', () => reject(opts.signal?.reason), { once: true });
      onStart();
    });

for (const backend of BACKENDS) {
  describe.runIf(backend.enabled)(`media job queue (${backend.name})`, () => {
    let db: Db;
    let media: { root: string; remove: () => Promise<void> };
    let clock: ManualClock;
    const now = () => Math.floor(clock.now() / 1000);
    const worker = (o: Partial<WorkerOptions>) => new Worker({ db, mediaRoot: media.root, clock, ...o });
    const mediaStatus = async (mediaId: number) => (await mediaRow(db, mediaId)).status;
    /** A media row for a.mp4 with a transcode job queued for it; answers the media id. */
    const queuedMedia = async (job: { maxAttempts?: number } = {}) => {
      const m = await createMedia(db, { sourcePath: 'a.mp4', now: now() });
      await enqueueTranscode(db, m, { now: now(), ...job });
      return m;
    };

    beforeEach(async () => {
      db = await openTestDb(backend.name);
      media = await tempMediaRoot();
      clock = manualClock();
    });
    afterEach(async () => {
      await db.close();
      await media.remove();
    });

    it('claims the oldest queued job once, with a lease', async () => {
      const m = await createMedia(db, { sourcePath: 'a.mp4', now: now() });
      const first = await enqueueTranscode(db, m, { now: now() });
      const second = await enqueueTranscode(db, m, { now: now() });
      const [a, b, c] = await Promise.all([
        claimJob(db, { now: now(), leaseSeconds: 60 }),
        claimJob(db, { now: now(), leaseSeconds: 60 }),
        claimJob(db, { now: now(), leaseSeconds: 60 }),
      ]);
      const claimed = [a, b, c].filter((j) => j !== null);
      expect(claimed.map((j) => j.job_id).sort()).toEqual([first, second]);
      expect(claimed[0]).toMatchObject({ status: 'running', attempts: 1, lease_until: now() + 60 });
    });

    it('runs a job to done, records progress and marks the media ready', async () => {
      const m = await queuedMedia();
      let release = () => {};
      const gate = new Promise<void>((r) => {
        release = r;
      });
      const pipeline: Fake = async (src, dir, id, opts) => {
        opts?.onProgress?.(40);
        await gate;
        return succeed(src, dir, id, opts);
      };
      const run = worker({ runPipeline: pipeline }).runOnce();
      await vi.waitFor(async () => expect((await jobsOf(db, m))[0]?.progress).toBe(40));
      release();
      expect(await run).toBe('done');
      expect((await jobsOf(db, m))[0]).toMatchObject({ status: 'done', progress: 100 });
      const row = await db.kysely
        .selectFrom('media')
        .selectAll()
        .where('media_id', '=', m)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'ready',
        formats: '_sd.mp4',
        timelines_count: 8,
        screenshots_count: 5,
      });
      expect(await readdir(join(media.root, String(m)))).toEqual([`${m}_sd.mp4`]);
      expect(await readdir(join(media.root, '.work'))).toEqual([]);
    });

    it('retries a failed attempt after the backoff, then fails for good at max_attempts', async () => {
      const m = await queuedMedia({ maxAttempts: 2 });
      const w = worker({
        backoffSeconds: () => 30,
        runPipeline: async () => {
          throw new Error('boom');
        },
      });
      expect(await w.runOnce()).toBe('retry');
      expect((await jobsOf(db, m))[0]).toMatchObject({
        status: 'queued',
        last_error: 'boom',
        lease_until: now() + 30,
      });
      expect(await w.runOnce()).toBe('idle');
      clock.advance(30_000);
      expect(await w.runOnce()).toBe('failed');
      expect((await jobsOf(db, m))[0]).toMatchObject({ status: 'failed', attempts: 2 });
      const row = await db.kysely
        .selectFrom('media')
        .select('status')
        .where('media_id', '=', m)
        .executeTakeFirst();
      expect(row?.status).toBe('failed');
      expect(await readdir(media.root)).toEqual(['.work']);
    });

    it('kills a job that exceeds its timeout and queues a retry', async () => {
      const m = await queuedMedia();
      const w = worker({ jobTimeoutMs: 600_000, runPipeline: hang(() => clock.advance(600_000)) });
      expect(await w.runOnce()).toBe('retry');
      expect((await jobsOf(db, m))[0]?.last_error).toMatch(/timeout/);
    });

    it('stop() kills the running job and gives it back to the queue without using an attempt', async () => {
      const m = await queuedMedia();
      let started = () => {};
      const isRunning = new Promise<void>((r) => {
        started = r;
      });
      const w = worker({ runPipeline: hang(() => started()) });
      const run = w.runOnce();
      await isRunning;
      await w.stop();
      expect(await run).toBe('released');
      expect((await jobsOf(db, m))[0]).toMatchObject({ status: 'queued', attempts: 0 });
    });

    it('crash recovery: a running job whose lease expired is re-queued and its work dir removed', async () => {
      const m = await queuedMedia();
      const crashed = await claimJob(db, { now: now(), leaseSeconds: 60 });
      await mkdir(join(media.root, '.work', `${m}-1`), { recursive: true });
      await writeFile(join(media.root, '.work', `${m}-1`, 'half.mp4'), 'x');
      // A starting worker in cluster mode leaves live leases alone...
      const w = worker({ recoverAllRunning: false, runPipeline: succeed });
      expect(await w.recover(false)).toEqual([]);
      // ...and takes the job back once the lease has run out.
      clock.advance(61_000);
      const recovered = await w.recover(false);
      expect(recovered.map((j) => j.job_id)).toEqual([crashed?.job_id]);
      expect(await readdir(join(media.root, '.work'))).toEqual([]);
      // The dead worker can no longer write the row (attempts is the fencing token).
      expect(crashed && (await renewLease(db, crashed, { now: now(), leaseSeconds: 60 }))).toBe(false);
      expect(await w.runOnce()).toBe('done');
      expect((await jobsOf(db, m))[0]).toMatchObject({ status: 'done', attempts: 2 });
    });

    it('start() re-queues every job left running by a dead single worker and then runs it', async () => {
      const m = await queuedMedia({ maxAttempts: 3 });
      await claimJob(db, { now: now(), leaseSeconds: 600 });
      const w = worker({ runPipeline: succeed, pollIntervalMs: 1000 });
      await w.start();
      clock.advance(0);
      await vi.waitFor(async () => expect((await jobsOf(db, m))[0]?.status).toBe('done'));
      await w.stop();
    });

    it('a job whose worker died on its last attempt is re-queued as interrupted, not failed', async () => {
      await queuedMedia({ maxAttempts: 1 });
      await claimJob(db, { now: now(), leaseSeconds: 60 });
      const recovered = await recoverJobs(db, { now: now() + 120, all: false });
      expect(recovered).toMatchObject([{ status: 'queued', attempts: 1, interruptions: 1, lease_until: 0 }]);
      expect(recovered[0]?.last_error).toMatch(/^worker stopped while running/);
    });

    it('regression: a job whose worker was killed three times stayed failed; each start re-queues it and it runs', async () => {
      const m = await queuedMedia({ maxAttempts: 3 });
      for (let kill = 1; kill <= 3; kill++) {
        // The server claims the job and is killed -9 while ffmpeg runs; then it starts again.
        expect(await claimJob(db, { now: now(), leaseSeconds: 60 })).toMatchObject({ attempts: kill });
        const restarted = worker({ runPipeline: succeed });
        await restarted.start();
        await restarted.stop();
        expect((await jobsOf(db, m))[0]).toMatchObject({ status: 'queued', interruptions: kill });
      }
      expect(await worker({ runPipeline: succeed }).runOnce()).toBe('done');
      expect((await jobsOf(db, m))[0]).toMatchObject({ status: 'done', attempts: 4, interruptions: 3 });
    });

    it('interruptions do not use up attempts, real failures still do', async () => {
      const m = await queuedMedia({ maxAttempts: 2 });
      await claimJob(db, { now: now(), leaseSeconds: 60 });
      await recoverJobs(db, { now: now(), all: true });
      const w = worker({
        backoffSeconds: () => 0,
        runPipeline: async () => {
          throw new FfmpegError('ffprobe exited with 1: Invalid data found when processing input', 1, '');
        },
      });
      expect(await w.runOnce()).toBe('retry');
      expect(await w.runOnce()).toBe('failed');
      expect((await jobsOf(db, m))[0]).toMatchObject({ status: 'failed', attempts: 3, interruptions: 1 });
    });

    it('a job that failed because ffmpeg rejected its input stays failed across starts', async () => {
      const m = await queuedMedia({ maxAttempts: 1 });
      const bad: Fake = async () => {
        throw new FfmpegError('ffprobe exited with 1: Invalid data found when processing input', 1, '');
      };
      expect(await worker({ runPipeline: bad }).runOnce()).toBe('failed');
      const restarted = worker({ runPipeline: succeed });
      await restarted.start();
      clock.advance(0);
      await restarted.stop();
      expect((await jobsOf(db, m))[0]).toMatchObject({ status: 'failed', attempts: 1 });
      expect(await mediaStatus(m)).toBe('failed');
    });

    it('start() re-queues a job an older server failed for "worker stopped" and runs it; a newer job of the same media wins', async () => {
      const failedByStop = async (mediaId: number) => {
        const job = await enqueueTranscode(db, mediaId, { now: now(), maxAttempts: 3 });
        await db.kysely
          .updateTable('media_jobs')
          .set({ status: 'failed', attempts: 3, last_error: 'worker stopped while running (lease expired)' })
          .where('job_id', '=', job)
          .execute();
        await db.kysely
          .updateTable('media')
          .set({ status: 'failed' })
          .where('media_id', '=', mediaId)
          .execute();
        return job;
      };
      const m = await createMedia(db, { sourcePath: 'a.mp4', now: now() });
      await failedByStop(m);
      const other = await createMedia(db, { sourcePath: 'b.mp4', now: now() });
      const old = await failedByStop(other);
      await enqueueTranscode(db, other, { now: now() });
      const w = worker({ runPipeline: succeed, pollIntervalMs: 1000 });
      await w.start();
      expect((await jobsOf(db, m))[0]).toMatchObject({ status: 'queued', interruptions: 1 });
      expect(await mediaStatus(m)).toBe('pending');
      expect((await jobsOf(db, other)).find((j) => j.job_id === old)?.status).toBe('failed');
      clock.advance(0);
      await vi.waitFor(async () => expect(await mediaStatus(m)).toBe('ready'));
      await w.stop();
    });
  });
}
