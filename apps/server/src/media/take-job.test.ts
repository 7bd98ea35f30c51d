import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { WORKER_STOPPED } from './job-recovery.ts';
import { createMedia, enqueueTranscode, jobsOf, takeJob } from './jobs.ts';
import type { runPipeline } from './pipeline.ts';
import { mediaRow, STUB_RESULT, tempMediaRoot } from './test-support.ts';
import { Worker } from './worker.ts';

/**
 * `takeJob`: how a job another queue (BullMQ) hands to a worker takes its `media_jobs` row,
 * and the `attempts` fence that keeps a worker whose job was handed on from publishing.
 */
describe.each(testDatabases())('takeJob ($name)', ({ open }) => {
  let db: Db;
  let media: Awaited<ReturnType<typeof tempMediaRoot>>;
  beforeEach(async () => {
    db = await open();
    media = await tempMediaRoot();
  });
  afterEach(async () => {
    await db.close();
    await media.remove();
  });
  const queued = async () => {
    const mediaId = await createMedia(db, { sourcePath: 'a.mp4' });
    return { mediaId, jobId: await enqueueTranscode(db, mediaId) };
  };
  const now = 1_800_000_000;

  it('takes a queued job (whatever its backoff) as attempt 1, and nothing once it is done or failed', async () => {
    const { mediaId, jobId } = await queued();
    await db.kysely
      .updateTable('media_jobs')
      .set({ lease_until: now + 3600 })
      .execute();
    const taken = await takeJob(db, jobId, { now, leaseSeconds: 60 });
    expect([taken?.tookOver, taken?.job.status, taken?.job.attempts, taken?.job.lease_until]).toEqual([
      false,
      'running',
      1,
      now + 60,
    ]);
    for (const status of ['done', 'failed'] as const) {
      await db.kysely.updateTable('media_jobs').set({ status }).execute();
      expect(await takeJob(db, jobId, { now, leaseSeconds: 60 })).toBeNull();
    }
    expect((await jobsOf(db, mediaId))[0]?.attempts).toBe(1);
  });

  it('takes over a running job as an interruption (never a failure), and its first worker, back, publishes nothing', async () => {
    const { mediaId, jobId } = await queued();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first worker's pipeline stalls (a paused process) until the job was handed on.
    const stalled: typeof runPipeline = async (_source, dir, id) => {
      await gate;
      await writeFile(join(dir, `${id}_sd.mp4`), 'first');
      return STUB_RESULT;
    };
    const first = new Worker({ db, mediaRoot: media.root, runPipeline: stalled });
    const firstTake = await takeJob(db, jobId, { now, leaseSeconds: 60 });
    if (!firstTake) throw new Error('not taken');
    const firstRun = first.runClaimed(firstTake.job);
    await vi.waitFor(async () => expect((await mediaRow(db, mediaId)).status).toBe('processing'));

    const second = await takeJob(db, jobId, { now: now + 1, leaseSeconds: 60 });
    expect([second?.tookOver, second?.job.attempts, second?.job.interruptions]).toEqual([true, 2, 1]);
    expect(second?.job.last_error.startsWith(WORKER_STOPPED)).toBe(true);

    release();
    expect(await firstRun).toBe('lost');
    // Nothing of the first worker was published; the job is still the second one's.
    expect(await readdir(media.root)).not.toContain(String(mediaId));
    const row = (await jobsOf(db, mediaId))[0];
    expect([row?.status, row?.attempts]).toEqual(['running', 2]);
  });
});
