import { rm } from 'node:fs/promises';
import { type Job, Worker as QueueWorker, UnrecoverableError, WaitingError } from 'bullmq';
import { takeJob } from '../media/jobs.ts';
import { workDir } from '../media/storage.ts';
import { type JobOutcome, Worker, type WorkerEvent } from '../media/worker.ts';
import { fileStoresOf } from '../storage/open-store.ts';
import { checkUpload } from '../uploads/upload-checks.ts';
import { uploadJobs } from '../uploads/upload-jobs.ts';
import { BULLMQ_QUEUES, bullmqConnectionOptions, MAX_STALLS } from './bullmq-options.ts';
import { bullmqJobQueue } from './bullmq-queue.ts';
import { bullmqConnection } from './queue.ts';
import type { JobRunner, JobRunnerOptions } from './runner.ts';
import { transcodeRelay } from './transcode-relay.ts';

/** The media_jobs lease of a BullMQ-run transcode: BullMQ's lock finds a dead worker; this is the relay's last resort. */
const ROW_LEASE_SECONDS = 120;

/** A transcode's data on the queue. */
interface TranscodeData {
  jobId: number;
  mediaId: number;
}

/**
 * A `tubekit worker`'s jobs on BullMQ (`TUBEKIT_JOB_QUEUE=bullmq`): transcodes and upload
 * checks pulled from Redis, `concurrency` of each at once. BullMQ holds a lock on each
 * running job, renewed every half `lockSeconds` while ffmpeg runs (in child processes, so
 * the loop is free to renew it); a worker killed mid-job stops renewing, and another
 * worker's stalled check hands the job on, which `takeJob` records as an interruption. The
 * `media_jobs` row stays the record (progress, status, the uploads' state sync) and its
 * `attempts` the fence: the first worker, back from a pause, can no longer publish. A
 * transcode's attempt that fails or times out is retried by BullMQ with backoff up to the
 * row's `max_attempts`, after which it fails for good (`UnrecoverableError`).
 */
export function bullmqJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, config, log } = options;
  const connection = bullmqConnection(config);
  const concurrency = options.concurrency ?? 1;
  const lockMs = config.jobs.lockSeconds * 1000;
  const workerOptions = {
    ...bullmqConnectionOptions(connection),
    concurrency,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    maxStalledCount: MAX_STALLS,
    autorun: false,
  };
  const queue = bullmqJobQueue(connection, options.backoffMs);
  const uploads = uploadJobs({ db, config, log, ...options.uploads });
  // The BullMQ job of each running transcode (by media_jobs row), for its progress.
  const running = new Map<number, { job: Job; percent: number }>();
  const onEvent = (event: WorkerEvent) => {
    if (event.type === 'progress') {
      const run = running.get(event.job.job_id);
      const percent = Math.floor(event.percent);
      if (run && percent !== run.percent) {
        run.percent = percent;
        run.job.updateProgress(percent).catch((err: unknown) => log.warn(err, 'job progress not sent'));
      }
    }
    options.onEvent?.(event);
  };
  const media = new Worker({
    db,
    mediaRoot: config.mediaRoot,
    sourcesDir: config.sourcesDir,
    // Sources from and outputs to the bucket in cluster mode (TUBEKIT_S3_BUCKET).
    stores: fileStoresOf(config),
    leaseSeconds: ROW_LEASE_SECONDS,
    ...options.worker,
    onEvent,
  });
  const now = () => Math.floor(Date.now() / 1000);

  const transcode = async (job: Job<TranscodeData>, token?: string): Promise<JobOutcome | 'gone'> => {
    const taken = await takeJob(db, job.data.jobId, { now: now(), leaseSeconds: ROW_LEASE_SECONDS });
    if (!taken) return 'gone';
    if (taken.tookOver) {
      // The dead worker's attempt: its work dir (on this machine, if it was here) goes.
      const previous = taken.job.attempts - 1;
      await rm(workDir(config.mediaRoot, taken.job.media_id, previous), { recursive: true, force: true });
      options.onEvent?.({ type: 'recovered', job: taken.job });
    }
    running.set(taken.job.job_id, { job, percent: -1 });
    let outcome: JobOutcome;
    try {
      outcome = await media.runClaimed(taken.job);
    } finally {
      running.delete(taken.job.job_id);
    }
    return settle(job, token, outcome, taken.job.job_id);
  };

  /** Tells BullMQ what the media Worker made of the attempt. */
  const settle = async (job: Job, token: string | undefined, outcome: JobOutcome, rowId: number) => {
    if (outcome === 'done' || outcome === 'lost') return outcome;
    if (outcome === 'released') {
      // Stopping: back to waiting, no attempt used, for another worker to take at once.
      await job.moveToWait(token);
      throw new WaitingError();
    }
    const row = await db.kysely
      .selectFrom('media_jobs')
      .select('last_error')
      .where('job_id', '=', rowId)
      .executeTakeFirst();
    const error = row?.last_error || 'transcode failed';
    throw outcome === 'failed' ? new UnrecoverableError(error) : new Error(error);
  };

  const stopping = new AbortController();
  const check = async (job: Job<{ uploadId: number }>, token?: string): Promise<void> => {
    await checkUpload(uploads.context, job.data.uploadId, stopping.signal);
    // Cut short by a stop: the upload is still `checking`; another worker checks it now.
    if (stopping.signal.aborted) {
      await job.moveToWait(token);
      throw new WaitingError();
    }
  };

  const transcodes = new QueueWorker(BULLMQ_QUEUES.transcode, transcode, workerOptions);
  const checks = new QueueWorker(BULLMQ_QUEUES.uploadCheck, check, workerOptions);
  for (const worker of [transcodes, checks]) {
    worker.on('error', (err) => log.error(err, `BullMQ ${worker.name} worker`));
    // BullMQ keeps a job that threw (for a retry, or failed) without a word: the log says it.
    worker.on('failed', (job, err) =>
      log.error(
        err,
        `BullMQ ${worker.name} job ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'})`,
      ),
    );
  }
  let relay: { stop(): Promise<void> } | undefined;

  return {
    async start() {
      await uploads.start((uploadId) => queue.queueUploadCheck(uploadId));
      relay = transcodeRelay({ db, queue, onError: (err) => log.error(err, 'transcode relay') });
      void transcodes.run();
      void checks.run();
      await Promise.all([transcodes.waitUntilReady(), checks.waitUntilReady()]);
    },
    async stop() {
      await relay?.stop();
      stopping.abort(new Error('worker stopping'));
      // close() waits for the running jobs, which the media Worker's stop hands back.
      await Promise.all([transcodes.close(), checks.close(), media.stop()]);
      await queue.close();
    },
  };
}
