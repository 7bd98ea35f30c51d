import type { JobsOptions } from 'bullmq';
import type { BullmqConnection } from './queue.ts';

/** BullMQ's queue of each job kind (two, so a short check never waits behind a transcode). */
export const BULLMQ_QUEUES = { transcode: 'transcode', uploadCheck: 'upload-check' } as const;

/** The first retry's delay, doubling after (30 s, 60 s...), as the database queue's backoff. */
export const BACKOFF_MS = 30_000;

/**
 * A killed worker's job is taken again at once this many times (its attempts are
 * interruptions, never failures, as in the database queue) before BullMQ gives it up as
 * stalled; its `media_jobs` row is still running then, so the relay queues it again once
 * the row's lease lapses (2 min): a job whose run kills its worker (ffmpeg eating the
 * memory) slows down instead of killing workers back to back.
 */
export const MAX_STALLS = 20;

/**
 * The connection options of a BullMQ queue or worker. `maxRetriesPerRequest: null`, as
 * BullMQ requires of a worker: a command waits for Redis to come back instead of failing
 * the job.
 */
export function bullmqConnectionOptions(connection: BullmqConnection) {
  return { connection: { url: connection.url, maxRetriesPerRequest: null }, prefix: connection.prefix };
}

/**
 * The options of every job: `attempts` tries with exponential backoff from `backoffMs`, and
 * removed once finished (so the same id can be queued again later, and Redis holds only
 * live jobs: the record of a transcode is its `media_jobs` row, of a check its upload).
 */
export function jobOptions(jobId: string, attempts: number, backoffMs = BACKOFF_MS): JobsOptions {
  return {
    jobId,
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: true,
    removeOnFail: true,
  };
}
