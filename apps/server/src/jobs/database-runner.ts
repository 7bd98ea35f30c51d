import { Worker } from '../media/worker.ts';
import { fileStoresOf } from '../storage/open-store.ts';
import { UPLOAD_CHECK_TOPIC, uploadJobs } from '../uploads/upload-jobs.ts';
import type { JobRunner, JobRunnerOptions } from './runner.ts';

/**
 * The embedded queue's runner, as `pnpm start`'s one job process has always run it: the
 * media Worker polling `media_jobs` (leases, retries with backoff, timeouts, recovery of
 * every job left running, since it is the only worker), and the upload checks, one at a
 * time, of the uploads the server processes publish on the bus.
 */
export function databaseJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, config, bus } = options;
  const uploads = uploadJobs({ db, config, log: options.log, ...options.uploads });
  const worker = new Worker({
    db,
    mediaRoot: config.mediaRoot,
    sourcesDir: config.sourcesDir,
    // Sources from and outputs to the bucket in cluster mode (TUBEKIT_S3_BUCKET).
    stores: fileStoresOf(config),
    ...options.worker,
    ...(options.onEvent ? { onEvent: options.onEvent } : {}),
  });
  let unsubscribe = () => {};
  return {
    async start() {
      // Subscribed before the sweep, which queues what was finished while no job process ran.
      unsubscribe =
        bus?.subscribe(UPLOAD_CHECK_TOPIC, (message) => {
          if (typeof message.uploadId === 'number') uploads.checks.add(message.uploadId);
        }) ?? unsubscribe;
      await uploads.start();
      await worker.start();
    },
    async stop() {
      unsubscribe();
      await worker.stop();
      await uploads.close();
    },
  };
}
