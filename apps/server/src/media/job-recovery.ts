import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { JobRow } from './jobs.ts';

/**
 * Crash recovery of the job queue (`jobs.ts`): attempts cut short by their worker's death go
 * back to the queue as interruptions, which never count against `max_attempts`.
 */

/**
 * Start of `last_error` for an attempt whose worker died under it. Rows failed with it by
 * the code before migration 007 (a job killed `max_attempts` times) are re-queued at start.
 */
export const WORKER_STOPPED = 'worker stopped while running';

/**
 * The update that puts an interrupted job back in the queue, runnable at once: the attempt
 * is recorded as an interruption, not a failure.
 */
function interrupted(eb: ExpressionBuilder<Database, 'media_jobs'>, now: number) {
  return {
    status: 'queued',
    interruptions: eb('interruptions', '+', 1),
    progress: 0,
    lease_until: 0,
    updated_at: now,
  } as const;
}

/**
 * Crash recovery: running jobs whose lease has expired (or every running job when
 * `all`, i.e. the only worker is starting and nothing can still be running) were cut
 * short by the death of their worker, not by their own failure: they go back to queued,
 * runnable at once, with the attempt recorded as an interruption (never failed for it).
 * Returns the jobs touched so the caller can delete their work dirs.
 */
export async function recoverJobs(db: Db, opts: { now: number; all: boolean }): Promise<JobRow[]> {
  let query = db.kysely.selectFrom('media_jobs').selectAll().where('status', '=', 'running');
  if (!opts.all) query = query.where('lease_until', '<', opts.now);
  const stale = await query.execute();
  const recovered: JobRow[] = [];
  for (const job of stale) {
    const error = `${WORKER_STOPPED} (${opts.all ? 'worker restarted' : 'lease expired'})`;
    const row = await db.kysely
      .updateTable('media_jobs')
      .set((eb) => ({ ...interrupted(eb, opts.now), last_error: error }))
      .where('job_id', '=', job.job_id)
      .where('status', '=', 'running')
      // Attempts is the fencing token: a worker that took the job meanwhile keeps it.
      .where('attempts', '=', job.attempts)
      .returningAll()
      .executeTakeFirst();
    if (row) recovered.push(row);
  }
  return recovered;
}

/**
 * Re-queues failed jobs whose last attempt ended with their worker's death
 * (`WORKER_STOPPED`): before migration 007 a job killed `max_attempts` times stayed failed
 * forever. Only the newest job of its media counts (a newer one already retries it); the
 * media row goes back to pending. Returns the jobs re-queued.
 */
export async function requeueStoppedJobs(db: Db, now: number): Promise<JobRow[]> {
  return db.kysely.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('media_jobs')
      .set((eb) => interrupted(eb, now))
      .where('status', '=', 'failed')
      .where('last_error', 'like', `${WORKER_STOPPED}%`)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('media_jobs as newer')
              .select('newer.job_id')
              .whereRef('newer.media_id', '=', 'media_jobs.media_id')
              .whereRef('newer.job_id', '>', 'media_jobs.job_id'),
          ),
        ),
      )
      .returningAll()
      .execute();
    const media = rows.map((r) => r.media_id);
    if (media.length)
      await trx.updateTable('media').set({ status: 'pending' }).where('media_id', 'in', media).execute();
    return rows;
  });
}
