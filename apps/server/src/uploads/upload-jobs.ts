import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import { CheckQueue, uploadsLeftToCheck } from './check-queue.ts';
import { fingerprintNearDuplicates, type NearDuplicates } from './near-duplicates.ts';
import { expireStaleUploads } from './stale-uploads.ts';
import { syncTranscodedUploads } from './transcode-state.ts';
import type { CheckContext } from './upload-checks.ts';
import { openUploadStorage } from './upload-storage.ts';

/** The bus topic on which a server process hands an upload to the job process's checks. */
export const UPLOAD_CHECK_TOPIC = 'upload-check';

/** Options of the upload jobs. */
export interface UploadJobsOptions {
  db: Db;
  config: Pick<Config, 'uploadsDir' | 'sourcesDir' | 's3'>;
  clock?: Clock;
  /** The near-duplicate lookup of the check step (default the fingerprint module's). */
  nearDuplicates?: NearDuplicates;
  /** Tests swap ffprobe or the frame writer of the check step. */
  checkTools?: Pick<CheckContext, 'probe' | 'writeFrames'>;
  log: { warn(err: unknown, what: string): void; error(err: unknown, what: string): void };
}

/** The upload work that is not a request: the check queue, and what a start sweeps. */
export interface UploadJobs {
  checks: CheckQueue;
  /** What a check runs with (BullMQ's worker runs `checkUpload` with it, not through `checks`). */
  context: CheckContext;
  /**
   * Moves on the uploads whose transcode ended while nothing ran, ends those left
   * `receiving` past their week, and queues the checks a previous run left undone: on
   * `checks`, or through `queueCheck` (another queue's).
   */
  start(queueCheck?: (uploadId: number) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * The upload jobs (README "Processes"): the cluster's job process runs them, fed the
 * finished uploads through the bus; a single-process app (tests) runs them itself.
 */
export function uploadJobs(options: UploadJobsOptions): UploadJobs {
  const { db, config, log } = options;
  const clock = options.clock ?? systemClock;
  const now = () => Math.floor(clock.now() / 1000);
  const context: CheckContext = {
    db,
    uploadsDir: config.uploadsDir,
    // The uploads dir, or the S3 bucket (cluster mode): where the checks read the bytes.
    storage: openUploadStorage(config),
    now,
    nearDuplicates: options.nearDuplicates ?? fingerprintNearDuplicates,
    onNearError: (err) => log.warn(err, 'upload fingerprint failed'),
    ...options.checkTools,
  };
  const checks = new CheckQueue(context, (err) => log.error(err, 'upload check failed'));
  return {
    checks,
    context,
    async start(queueCheck) {
      await syncTranscodedUploads(db, now());
      await expireStaleUploads(db, context.storage ?? config.uploadsDir, now());
      if (!queueCheck) return checks.resume();
      for (const uploadId of await uploadsLeftToCheck(context)) await queueCheck(uploadId);
    },
    close: () => checks.close(),
  };
}
