import { rm } from 'node:fs/promises';
import type { Db } from '../db/connect.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import type { FileStores } from '../storage/file-store.ts';
import { recoverJobs, requeueStoppedJobs } from './job-recovery.ts';
import { claimJob, completeJob, failJob, type JobRow, releaseJob, renewLease } from './jobs.ts';
import { type PipelineOptions, runPipeline } from './pipeline.ts';
import { pipelineInputs } from './sources.ts';
import { createWorkDir, inputDir, publishOutputs, removeWorkDirs, workDir } from './storage.ts';

/** Options of a Worker; everything but `db` and `mediaRoot` has a default. */
export interface WorkerOptions {
  db: Db;
  /** Root of the published media (outputs go below it). */
  mediaRoot: string;
  /**
   * Where relative `source_path`s lie (`Config.sourcesDir`, outside the served root). The
   * default, the media root, only suits callers that store absolute source paths.
   */
  sourcesDir?: string;
  /**
   * Where sources are read from and outputs published to (`fileStoresOf(config)`). Absent:
   * local disk, `sourcesDir` and `mediaRoot`. With S3 the pipeline still works in a local
   * work dir below `mediaRoot` (ffmpeg needs files): sources are downloaded beside it and
   * the outputs uploaded at the end (media/README.md "Storage").
   */
  stores?: FileStores;
  clock?: Clock;
  /** Wait between two polls of an empty queue (default 1000 ms). */
  pollIntervalMs?: number;
  /** Lease length; renewed every third of it while a job runs (default 60 s). */
  leaseSeconds?: number;
  /** Kill a job running longer than this (default 2 h: a 40-minute source on 2 busy cores). */
  jobTimeoutMs?: number;
  /** Wait before retry number `attempt` (default 30 s × 2^(attempt-1)). */
  backoffSeconds?: (attempt: number) => number;
  /**
   * On start, re-queue every `running` job, not only those with an expired lease. Right
   * for the embedded single worker (default true); set false when several workers share
   * the queue, so a starting worker does not take over jobs that are alive elsewhere.
   */
  recoverAllRunning?: boolean;
  pipeline?: PipelineOptions;
  /** The pipeline to run (tests pass a hand-written fake). */
  runPipeline?: typeof runPipeline;
  /** Observer of what the worker does (logging). */
  onEvent?: (event: WorkerEvent) => void;
}

/** What happened to one job run. */
export type JobOutcome = 'done' | 'retry' | 'failed' | 'released' | 'lost';

/** Events for logs and tests. */
export type WorkerEvent =
  | { type: 'claimed'; job: JobRow }
  | { type: 'progress'; job: JobRow; percent: number }
  | { type: 'finished'; job: JobRow; outcome: JobOutcome; error?: string }
  | { type: 'recovered'; job: JobRow }
  | { type: 'error'; error: string };

class JobTimeout extends Error {}
class Stopping extends Error {}
class LeaseLost extends Error {}

/**
 * Runs transcode jobs from `media_jobs`, one at a time: claim with a lease, run the
 * pipeline into a work dir, publish, mark the media ready. Failed attempts retry with
 * backoff; a job over its timeout is killed; on start, jobs left running by a dead
 * process are re-queued and their work dirs deleted.
 */
export class Worker {
  readonly #o: Required<Omit<WorkerOptions, 'pipeline' | 'onEvent' | 'stores'>> &
    Pick<WorkerOptions, 'pipeline' | 'onEvent' | 'stores'>;
  #timer: unknown = null;
  #running = false;
  /** The jobs running now: one for the polling loop, up to the queue's concurrency under BullMQ. */
  readonly #runs = new Set<{ controller: AbortController; done: Promise<unknown> }>();
  #stopRequested = false;
  #tickDone: Promise<void> | null = null;

  constructor(options: WorkerOptions) {
    this.#o = {
      clock: systemClock,
      pollIntervalMs: 1000,
      leaseSeconds: 60,
      jobTimeoutMs: 2 * 3600_000,
      backoffSeconds: (attempt) => 30 * 2 ** (attempt - 1),
      recoverAllRunning: true,
      runPipeline,
      sourcesDir: options.mediaRoot,
      ...options,
    };
  }

  /**
   * Recovers the jobs a dead worker left running and re-queues those that failed for a
   * worker's death (`requeueStoppedJobs`), then polls the queue until `stop()`.
   */
  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    this.#stopRequested = false;
    await this.recover(this.#o.recoverAllRunning);
    for (const job of await requeueStoppedJobs(this.#o.db, this.#nowSeconds()))
      this.#o.onEvent?.({ type: 'recovered', job });
    this.#schedule(0);
  }

  /** Stops polling; every job in progress is killed and put back in the queue. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#stopRequested = true;
    if (this.#timer !== null) this.#o.clock.clearTimeout(this.#timer);
    this.#timer = null;
    const runs = [...this.#runs];
    for (const run of runs) run.controller.abort(new Stopping('worker stopping'));
    await Promise.all(runs.map((run) => run.done.catch(() => {})));
    await this.#tickDone;
  }

  /**
   * Re-queues running jobs with an expired lease (or all running ones) as interrupted, not
   * failed, and cleans their work dirs.
   */
  async recover(all = false): Promise<JobRow[]> {
    const jobs = await recoverJobs(this.#o.db, { now: this.#nowSeconds(), all });
    for (const job of jobs) {
      await removeWorkDirs(this.#o.mediaRoot, job.media_id);
      this.#o.onEvent?.({ type: 'recovered', job });
    }
    return jobs;
  }

  /** Claims and runs one job; 'idle' when none is runnable. */
  async runOnce(): Promise<JobOutcome | 'idle'> {
    const job = await claimJob(this.#o.db, { now: this.#nowSeconds(), leaseSeconds: this.#o.leaseSeconds });
    if (!job) return 'idle';
    return this.runClaimed(job);
  }

  /**
   * Runs a job already claimed for this worker (`claimJob`, or `takeJob` when another queue,
   * BullMQ, hands the job over): pipeline, publish, done; retry, failed, released or lost
   * otherwise. Several may run at once; `stop()` hands each back.
   */
  async runClaimed(job: JobRow): Promise<JobOutcome> {
    this.#o.onEvent?.({ type: 'claimed', job });
    // stop() came while the claim was in flight: hand the job straight back.
    if (this.#stopRequested) {
      await releaseJob(this.#o.db, job, this.#nowSeconds());
      return this.#emit(job, 'released');
    }
    const controller = new AbortController();
    const run = { controller, done: this.#run(job, controller) };
    this.#runs.add(run);
    try {
      return await run.done;
    } finally {
      this.#runs.delete(run);
    }
  }

  #schedule(ms: number): void {
    if (!this.#running) return;
    this.#timer = this.#o.clock.setTimeout(() => {
      this.#timer = null;
      this.#tickDone = this.#tick().finally(() => {
        this.#tickDone = null;
      });
    }, ms);
  }

  async #tick(): Promise<void> {
    let next = this.#o.pollIntervalMs;
    try {
      await this.recover(false);
      if ((await this.runOnce()) !== 'idle') next = 0;
    } catch (err) {
      // A database hiccup must not kill the loop; try again at the next poll.
      this.#o.onEvent?.({ type: 'error', error: String(err) });
    }
    this.#schedule(next);
  }

  async #run(job: JobRow, controller: AbortController): Promise<JobOutcome> {
    const { db, clock, mediaRoot, leaseSeconds } = this.#o;
    const timeout = clock.setTimeout(
      () => controller.abort(new JobTimeout(`timeout after ${Math.round(this.#o.jobTimeoutMs / 1000)} s`)),
      this.#o.jobTimeoutMs,
    );
    // Lease writes go one after another so an old progress value never lands last.
    let writes: Promise<unknown> = Promise.resolve();
    const renew = (progress?: number) => {
      writes = writes.then(async () => {
        const ok = await renewLease(db, job, { now: this.#nowSeconds(), leaseSeconds, progress });
        if (!ok) controller.abort(new LeaseLost('lease lost'));
      });
    };
    let heartbeat: unknown = null;
    const beat = () => {
      heartbeat = clock.setTimeout(
        () => {
          renew();
          beat();
        },
        (leaseSeconds * 1000) / 3,
      );
    };
    beat();
    try {
      const media = await db.kysely
        .selectFrom('media')
        .selectAll()
        .where('media_id', '=', job.media_id)
        .executeTakeFirst();
      if (!media) return await this.#fail(job, 'media row not found', false);
      await db.kysely
        .updateTable('media')
        .set({ status: 'processing' })
        .where('media_id', '=', job.media_id)
        .execute();
      const dir = await createWorkDir(mediaRoot, job.media_id, job.attempts);
      const input = await pipelineInputs(this.#o.stores?.sources, this.#o.sourcesDir, media, inputDir(dir));
      const result = await this.#o.runPipeline(input.source, dir, job.media_id, {
        ...this.#o.pipeline,
        ...(input.posterSource ? { posterSource: input.posterSource } : {}),
        signal: controller.signal,
        onProgress: (percent) => {
          renew(percent);
          this.#o.onEvent?.({ type: 'progress', job, percent });
        },
      });
      controller.signal.throwIfAborted();
      await writes;
      // The fence before publishing: a worker whose job was taken over (its lease expired,
      // or BullMQ gave the job to another worker) publishes nothing.
      if (!(await renewLease(db, job, { now: this.#nowSeconds(), leaseSeconds })))
        throw new LeaseLost('lease lost');
      await publishOutputs(this.#o.stores?.media, mediaRoot, job.media_id, dir);
      const ok = await completeJob(db, job, result, this.#nowSeconds());
      return this.#emit(job, ok ? 'done' : 'lost');
    } catch (err) {
      await writes.catch(() => {});
      // Only this attempt's dir: nothing of a failed attempt is ever published.
      await rm(workDir(mediaRoot, job.media_id, job.attempts), { recursive: true, force: true });
      const reason = controller.signal.aborted ? controller.signal.reason : err;
      if (reason instanceof LeaseLost) return this.#emit(job, 'lost', reason.message);
      if (reason instanceof Stopping) {
        await releaseJob(db, job, this.#nowSeconds());
        return this.#emit(job, 'released');
      }
      const message = reason instanceof Error ? reason.message : String(reason);
      return await this.#fail(job, message, true);
    } finally {
      // The downloaded sources of an S3 run (nothing on local disk).
      await rm(inputDir(workDir(mediaRoot, job.media_id, job.attempts)), { recursive: true, force: true });
      clock.clearTimeout(timeout);
      if (heartbeat !== null) clock.clearTimeout(heartbeat);
    }
  }

  async #fail(job: JobRow, error: string, retry: boolean): Promise<JobOutcome> {
    const outcome = await failJob(this.#o.db, job, {
      now: this.#nowSeconds(),
      error,
      backoffSeconds: this.#o.backoffSeconds(job.attempts),
      retry,
    });
    return this.#emit(job, outcome, error);
  }

  #emit(job: JobRow, outcome: JobOutcome, error?: string): JobOutcome {
    this.#o.onEvent?.({ type: 'finished', job, outcome, ...(error === undefined ? {} : { error }) });
    return outcome;
  }

  #nowSeconds(): number {
    return Math.floor(this.#o.clock.now() / 1000);
  }
}
