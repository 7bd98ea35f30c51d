import { processSharedState } from '../cluster/process-shared-state.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { DEMO_CLIPS } from '../demo/clips.ts';
import { ensureMediaRows } from '../demo/demo-media.ts';
import { finishDemoMedia, mediaProgressReporter } from '../demo/media-run.ts';
import { Worker, type WorkerEvent } from '../media/worker.ts';
import { uploadsOnWorkerEvent } from '../uploads/transcode-state.ts';
import { UPLOAD_CHECK_TOPIC, uploadJobs } from '../uploads/upload-jobs.ts';
import type { CliFlags } from './args.ts';
import { elapsed, log } from './process-env.ts';
import { stopOnSignals } from './stop-on-signals.ts';

/**
 * The job process of `pnpm start`, the only one that runs jobs (README "Processes"): the
 * media Worker (ffmpeg under nice), the demo media, the upload state sync, the upload
 * checks (the server processes publish finished uploads on the bus) and the start's upload
 * sweeps. SIGINT/SIGTERM hand the running jobs back to the queue, then close the database.
 */
export async function runJobs(flags: CliFlags, config: Config): Promise<void> {
  const db = await openDatabase({ sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl });
  // The bus the server processes publish finished uploads on: the primary's, or Redis's.
  const state = await processSharedState(config, (err) => log(`[jobs] shared state: ${String(err)}`));
  const { shared } = state;
  // The primary seeded the pool's media rows: this finds them.
  const pool = await ensureMediaRows(db, flags.clips ? DEMO_CLIPS.slice(0, flags.clips) : DEMO_CLIPS);
  const reportProgress = mediaProgressReporter(pool, log);
  // A finished job moves its member upload on (to moderation, or failed).
  const syncUploads = uploadsOnWorkerEvent(db, (err) => log(`[uploads] state sync failed: ${String(err)}`));
  const onEvent = (event: WorkerEvent) => {
    reportProgress(event);
    syncUploads(event);
  };
  const uploads = uploadJobs({
    db,
    config,
    log: {
      warn: (err, what) => log(`[uploads] ${what}: ${String(err)}`),
      error: (err, what) => log(`[uploads] ${what}: ${String(err)}`),
    },
  });
  // Subscribed before the sweep, which queues what was finished while no job process ran.
  shared.bus.subscribe(UPLOAD_CHECK_TOPIC, (message) => {
    if (typeof message.uploadId === 'number') uploads.checks.add(message.uploadId);
  });
  await uploads.start();
  const worker = new Worker({ db, mediaRoot: config.mediaRoot, sourcesDir: config.sourcesDir, onEvent });
  await worker.start();
  log(`[jobs] job process ${process.pid}: media worker, demo media, upload checks`);

  const media = new AbortController();
  // Settles (never rejects) once the demo media are done, failed or stopped by a shutdown.
  let mediaSettled: Promise<void> = Promise.resolve();
  if (!flags.noMedia) {
    mediaSettled = finishDemoMedia(db, config, pool, {
      log,
      signal: media.signal,
      helperWorkers: 1,
      onWorkerEvent: onEvent,
    }).then(
      (s) =>
        log(
          `[seed] done in ${elapsed()}: ${s.ready}/${s.total} demo clips ready${s.failed ? `, ${s.failed} failed` : ''}`,
        ),
      (err: unknown) => {
        if (!media.signal.aborted)
          log(`[seed] demo media failed: ${err instanceof Error ? err.message : String(err)}`);
      },
    );
  }
  stopOnSignals(async () => {
    media.abort(new Error('shutting down'));
    // The helper worker hands its job back to the queue before the database closes.
    await mediaSettled;
    await worker.stop();
    await uploads.close();
    await state.close();
    await db.close();
  });
}
