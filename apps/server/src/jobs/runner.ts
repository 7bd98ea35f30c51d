/**
 * What runs the jobs in a job process (`pnpm start`'s job process, `tubekit worker`),
 * behind one interface for both queues. Like `openJobQueue`, it imports only the queue the
 * config picks.
 */
import type { SiteBus } from '../cluster/site-bus.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { WorkerEvent, WorkerOptions } from '../media/worker.ts';
import type { UploadJobsOptions } from '../uploads/upload-jobs.ts';

/** What a job runner is built from. */
export interface JobRunnerOptions {
  db: Db;
  config: Pick<Config, 'jobs' | 'redis' | 'mediaRoot' | 'sourcesDir' | 'uploadsDir' | 's3'>;
  /** Where the database queue hears the finished uploads (BullMQ does not use it). */
  bus?: SiteBus;
  /** Jobs of each kind run at once (BullMQ; the database queue runs one of each). */
  concurrency?: number;
  /** What the media Worker does (progress lines, the uploads' state sync). */
  onEvent?: (event: WorkerEvent) => void;
  log: UploadJobsOptions['log'];
  /** Tests: a fake pipeline, a short timeout or backoff, the check tools. */
  worker?: Pick<WorkerOptions, 'runPipeline' | 'jobTimeoutMs' | 'pipeline' | 'pollIntervalMs'>;
  /** Tests: BullMQ's first retry delay (default 30 s, doubling, as the database queue). */
  backoffMs?: number;
  uploads?: Pick<UploadJobsOptions, 'checkTools' | 'nearDuplicates'>;
}

/** Runs jobs until stopped. */
export interface JobRunner {
  /** Sweeps what a previous run left (uploads, jobs of dead workers), then runs jobs. */
  start(): Promise<void>;
  /** Hands the running jobs back to the queue (none is failed for it), then closes. */
  stop(): Promise<void>;
}

/** The runner of the queue the config picks. */
export async function openJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  if (options.config.jobs.queue === 'bullmq') {
    const { bullmqJobRunner } = await import('./bullmq-runner.ts');
    return bullmqJobRunner(options);
  }
  const { databaseJobRunner } = await import('./database-runner.ts');
  return databaseJobRunner(options);
}
