import { processSharedState } from '../cluster/process-shared-state.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { DEMO_CLIPS } from '../demo/clips.ts';
import { ensureMediaRows } from '../demo/demo-media.ts';
import { finishDemoMedia, mediaProgressReporter } from '../demo/media-run.ts';
import { type JobRunnerOptions, openJobRunner } from '../jobs/runner.ts';
import type { WorkerEvent } from '../media/worker.ts';
import { uploadsOnWorkerEvent } from '../uploads/transcode-state.ts';
import type { CliFlags } from './args.ts';
import { elapsed, log } from './process-env.ts';
import { stopOnSignals } from './stop-on-signals.ts';

/**
 * What every job process does around its jobs (`pnpm start`'s, `tubekit worker`): a
 * finished transcode moves its member upload on (to moderation, or failed), `onEvent` sees
 * every event too, and the upload jobs' errors go to the console.
 */
export function jobProcessOptions(
  db: Db,
  onEvent: (event: WorkerEvent) => void,
): Pick<JobRunnerOptions, 'onEvent' | 'log'> {
  const syncUploads = uploadsOnWorkerEvent(db, (err) => log(`[uploads] state sync failed: ${String(err)}`));
  return {
    onEvent: (event) => {
      onEvent(event);
      syncUploads(event);
    },
    log: {
      warn: (err, what) => log(`[uploads] ${what}: ${String(err)}`),
      error: (err, what) => log(`[uploads] ${what}: ${String(err)}`),
    },
  };
}

/**
 * The job process of `pnpm start`, the only one that runs jobs (README "Processes"): the
 * job runner of the configured queue (`jobs/runner.ts`: the media Worker with ffmpeg under
 * nice and the upload checks the server processes hand over), the demo media, and the
 * start's upload sweeps. SIGINT/SIGTERM hand the running jobs back to the queue, then close
 * the database.
 */
export async function runJobs(flags: CliFlags, config: Config): Promise<void> {
  const db = await openDatabase({ sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl });
  // The bus the server processes publish finished uploads on: the primary's, or Redis's.
  const state = await processSharedState(config, (err) => log(`[jobs] shared state: ${String(err)}`));
  const { shared } = state;
  // The primary seeded the pool's media rows: this finds them.
  const pool = await ensureMediaRows(db, flags.clips ? DEMO_CLIPS.slice(0, flags.clips) : DEMO_CLIPS);
  const reportProgress = mediaProgressReporter(pool, log);
  const events = jobProcessOptions(db, reportProgress);
  const runner = await openJobRunner({ db, config, bus: shared.bus, ...events });
  await runner.start();
  log(`[jobs] job process ${process.pid}: media worker, demo media, upload checks`);

  const media = new AbortController();
  // Settles (never rejects) once the demo media are done, failed or stopped by a shutdown.
  let mediaSettled: Promise<void> = Promise.resolve();
  if (!flags.noMedia) {
    mediaSettled = finishDemoMedia(db, config, pool, {
      log,
      signal: media.signal,
      // A second polling worker of media_jobs while the pool transcodes; BullMQ's workers
      // take the pool's jobs from the queue instead.
      helperWorkers: config.jobs.queue === 'database' ? 1 : 0,
      onWorkerEvent: events.onEvent,
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
    await runner.stop();
    await state.close();
    await db.close();
  });
}
