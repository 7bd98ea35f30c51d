import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { MediaJobsTable } from '../db/schema.ts';
import { WORKER_STOPPED } from './job-recovery.ts';
import type { PipelineResult } from './pipeline.ts';

/**
 * The transcode job queue in `media_jobs`. Times are unix seconds. A job is
 * queued -> running -> done | failed; a failed attempt with attempts left goes back to
 * queued. For a queued job `lease_until` is the earliest time it may run (retry
 * backoff); for a running job it is when its lease ends. `attempts` is bumped on every
 * claim and doubles as a fencing token: a worker whose lease was taken over can no
 * longer write the row. `interruptions` counts the attempts that ended because their
 * worker died; only `attempts - interruptions` (real failures) counts against
 * `max_attempts`, so restarting the server never fails a job.
 */
export type JobRow = Selectable<MediaJobsTable>;

/** Default attempts before a job is marked failed. */
export const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * Inserts a media row (status `pending`) for a source below the media root; returns its id.
 * What is already known of the source (the demo clips' specs) goes in the same insert, so
 * a kill cannot leave a row that claims a zero duration.
 */
export async function createMedia(
  db: Db,
  input: {
    sourcePath: string;
    now?: number;
    duration?: number;
    width?: number;
    height?: number;
    vr?: string;
  },
): Promise<number> {
  const row = await db.kysely
    .insertInto('media')
    .values({
      source_path: input.sourcePath,
      status: 'pending',
      duration: input.duration ?? 0,
      width: input.width ?? 0,
      height: input.height ?? 0,
      vr: input.vr ?? '',
      formats: '',
      timelines_count: 0,
      timelines_interval: 0,
      screenshots_count: 0,
      created_at: input.now ?? nowSeconds(),
    })
    .returning('media_id')
    .executeTakeFirstOrThrow();
  return row.media_id;
}

/** Queues the transcode of a media item; returns the job id. */
export async function enqueueTranscode(
  db: Db,
  mediaId: number,
  opts: { maxAttempts?: number; now?: number } = {},
): Promise<number> {
  const now = opts.now ?? nowSeconds();
  const row = await db.kysely
    .insertInto('media_jobs')
    .values({
      media_id: mediaId,
      kind: 'transcode',
      status: 'queued',
      progress: 0,
      attempts: 0,
      max_attempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      last_error: '',
      lease_until: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  return row.job_id;
}

/**
 * Claims the oldest runnable queued job for `leaseSeconds`, or null. One statement, so
 * two workers never get the same job: on PostgreSQL the inner SELECT takes the row
 * `FOR UPDATE SKIP LOCKED`; SQLite serialises writers anyway.
 */
export async function claimJob(db: Db, opts: { now: number; leaseSeconds: number }): Promise<JobRow | null> {
  const row = await db.kysely
    .updateTable('media_jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      progress: 0,
      lease_until: opts.now + opts.leaseSeconds,
      updated_at: opts.now,
    }))
    .where('job_id', '=', (eb) =>
      eb
        .selectFrom('media_jobs as q')
        .select('q.job_id')
        .where('q.status', '=', 'queued')
        .where('q.lease_until', '<=', opts.now)
        .orderBy('q.job_id')
        .limit(1)
        .$if(db.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked()),
    )
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Takes job `jobId` for a worker that another queue (BullMQ) handed it to: a queued job
 * (whatever its backoff: that queue keeps the delay), or a running one whose worker that
 * queue found dead (its lock expired), which counts as an interruption, never a failure.
 * `attempts` goes up either way, so the worker it was taken from can no longer write the
 * row. Null when the job is done or failed (nothing left to run).
 */
export async function takeJob(
  db: Db,
  jobId: number,
  opts: { now: number; leaseSeconds: number },
): Promise<{ job: JobRow; tookOver: boolean } | null> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('media_jobs')
      .select(['status', 'attempts'])
      .where('job_id', '=', jobId)
      .$if(db.dialect === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!before || (before.status !== 'queued' && before.status !== 'running')) return null;
    const tookOver = before.status === 'running';
    const row = await trx
      .updateTable('media_jobs')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        ...(tookOver
          ? { interruptions: eb('interruptions', '+', 1), last_error: `${WORKER_STOPPED} (lock expired)` }
          : {}),
        progress: 0,
        lease_until: opts.now + opts.leaseSeconds,
        updated_at: opts.now,
      }))
      .where('job_id', '=', jobId)
      .where('attempts', '=', before.attempts)
      .returningAll()
      .executeTakeFirst();
    return row ? { job: row, tookOver } : null;
  });
}

/** Extends a running job's lease and records progress; false when the lease was lost. */
export async function renewLease(
  db: Db,
  job: JobRow,
  opts: { now: number; leaseSeconds: number; progress?: number },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('media_jobs')
    .set({
      lease_until: opts.now + opts.leaseSeconds,
      updated_at: opts.now,
      ...(opts.progress === undefined ? {} : { progress: opts.progress }),
    })
    .where('job_id', '=', job.job_id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a job done and the media row ready with what the pipeline produced. */
export async function completeJob(
  db: Db,
  job: JobRow,
  result: PipelineResult,
  now: number,
): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('media_jobs')
      .set({ status: 'done', progress: 100, lease_until: 0, last_error: '', updated_at: now })
      .where('job_id', '=', job.job_id)
      .where('status', '=', 'running')
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('media')
      .set({
        status: 'ready',
        duration: result.duration,
        width: result.width,
        height: result.height,
        vr: result.vr ?? '',
        formats: result.formats.join(','),
        timelines_count: result.timelinesCount,
        timelines_interval: result.timelinesInterval,
        screenshots_count: result.screenshotsCount,
      })
      .where('media_id', '=', job.media_id)
      .execute();
    return true;
  });
}

/**
 * Records a failed attempt: back to queued after `backoffSeconds` when attempts are
 * left (and `retry` is true), otherwise failed (and the media row too). `lost` when the
 * attempt was no longer this worker's (the job was taken over): nothing is written.
 */
export async function failJob(
  db: Db,
  job: JobRow,
  opts: { now: number; error: string; backoffSeconds: number; retry?: boolean },
): Promise<'retry' | 'failed' | 'lost'> {
  const retry = (opts.retry ?? true) && job.attempts - job.interruptions < job.max_attempts;
  return db.kysely.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('media_jobs')
      .set({
        status: retry ? 'queued' : 'failed',
        lease_until: retry ? opts.now + opts.backoffSeconds : 0,
        last_error: opts.error.slice(0, 1000),
        updated_at: opts.now,
      })
      .where('job_id', '=', job.job_id)
      .where('status', '=', 'running')
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'lost';
    if (!retry)
      await trx.updateTable('media').set({ status: 'failed' }).where('media_id', '=', job.media_id).execute();
    return retry ? 'retry' : 'failed';
  });
}

/** Puts a running job back in the queue without counting the attempt (worker stopping). */
export async function releaseJob(db: Db, job: JobRow, now: number): Promise<void> {
  await db.kysely
    .updateTable('media_jobs')
    .set({ status: 'queued', attempts: job.attempts - 1, lease_until: 0, progress: 0, updated_at: now })
    .where('job_id', '=', job.job_id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempts)
    .execute();
}

/** The job rows of a media item, newest first (for status pages and tests). */
export async function jobsOf(db: Db, mediaId: number): Promise<JobRow[]> {
  return db.kysely
    .selectFrom('media_jobs')
    .selectAll()
    .where('media_id', '=', mediaId)
    .orderBy('job_id', 'desc')
    .execute();
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
