/**
 * The job queue behind one interface (README "Processes", media README "Jobs"): the
 * embedded `database` queue (the `media_jobs` rows and the job process's check queue fed
 * over the bus) or BullMQ on Redis (`TUBEKIT_JOB_QUEUE=bullmq`), chosen by the config.
 * This file loads neither: `openJobQueue` imports the one the config picks, so the
 * embedded default never loads BullMQ.
 */
import type { SiteBus } from '../cluster/site-bus.ts';
import type { Config } from '../config.ts';

/** The kinds of job: a media item's transcode, an upload's checks. */
export type JobKind = 'transcode' | 'upload-check';

/** A transcode to run: its `media_jobs` row (the record of its state and progress). */
export interface TranscodeJob {
  /** `media_jobs.job_id`. */
  jobId: number;
  mediaId: number;
  /** `media_jobs.max_attempts`: BullMQ's attempts, so both count the same failures. */
  maxAttempts: number;
}

/** What hands jobs to the job processes (a server process, the transcode relay). */
export interface JobQueue {
  readonly kind: Config['jobs']['queue'];
  /** Hands a finished upload's checks over; however often it is asked, one process runs them. */
  queueUploadCheck(uploadId: number): Promise<void>;
  /** Hands a queued transcode over (its `media_jobs` row exists; the database queue polls it). */
  queueTranscode(job: TranscodeJob): Promise<void>;
  close(): Promise<void>;
}

/**
 * The queue's own id of a job, the same whoever queues it, so queueing twice (two servers,
 * two relays, a restart's sweep) leaves one job. A transcode's id holds its media id and
 * its `media_jobs` row (one row per transcode of that media); an upload is checked once.
 * BullMQ refuses `:` in ids.
 */
export function queueJobId(kind: 'transcode', job: Pick<TranscodeJob, 'jobId' | 'mediaId'>): string;
export function queueJobId(kind: 'upload-check', uploadId: number): string;
export function queueJobId(kind: JobKind, of: number | Pick<TranscodeJob, 'jobId' | 'mediaId'>): string {
  if (typeof of === 'number') return `${kind}-${of}`;
  return `${kind}-${of.mediaId}-${of.jobId}`;
}

/**
 * The queue the config picks, for a process that hands jobs over: BullMQ on Redis, or the
 * database queue, whose upload checks go to the job process over `bus`.
 */
export async function openJobQueue(config: Pick<Config, 'jobs' | 'redis'>, bus: SiteBus): Promise<JobQueue> {
  if (config.jobs.queue === 'bullmq') {
    const { bullmqJobQueue } = await import('./bullmq-queue.ts');
    return bullmqJobQueue(bullmqConnection(config));
  }
  const { databaseJobQueue } = await import('./database-queue.ts');
  return databaseJobQueue(bus);
}

/** Where BullMQ keeps its queues: TUBEKIT_REDIS_URL, under the site's key prefix. */
export interface BullmqConnection {
  url: string;
  /** BullMQ's key prefix (`{TUBEKIT_REDIS_PREFIX}bull`), so two sites can share a Redis. */
  prefix: string;
}

/** The BullMQ connection of the config; throws when BullMQ was chosen without Redis. */
export function bullmqConnection(config: Pick<Config, 'redis'>): BullmqConnection {
  if (!config.redis) throw new Error('TUBEKIT_JOB_QUEUE=bullmq needs TUBEKIT_REDIS_URL');
  return { url: config.redis.url, prefix: `${config.redis.prefix}bull` };
}
