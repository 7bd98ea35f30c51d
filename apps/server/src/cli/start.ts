/**
 * `pnpm start`: opens the database (migrations run), seeds the demo catalogue on the first
 * start (reused afterwards), starts the media Worker in this process (ffmpeg under nice),
 * serves the app on the configured host and port, and finishes the demo media in the
 * background. SIGINT/SIGTERM stop the worker, close the server (flushing what it buffers)
 * and the database.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { DEMO_CLIPS } from '../demo/clips.ts';
import { finishDemoMedia, mediaProgressReporter } from '../demo/media-run.ts';
import { seedCatalogue } from '../demo/seed.ts';
import { moveLegacySources } from '../media/sources.ts';
import { Worker, type WorkerEvent } from '../media/worker.ts';
import { uploadsOnWorkerEvent } from '../uploads/transcode-state.ts';
import { parseFlags } from './args.ts';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const config = loadConfig();
  // Since the process started, so the figure includes loading the code.
  const elapsed = () => `${process.uptime().toFixed(1)} s`;
  const db = await openDatabase({ sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl });
  // Sources an older version kept under the served media root move to the sources dir.
  const moved = await moveLegacySources(db, config);
  if (moved.files + moved.rows > 0)
    log(
      `[start] moved ${moved.files} sources (${moved.rows} media rows) out of the media root to ${config.sourcesDir}`,
    );
  const { pool } = await seedCatalogue(db, {
    force: flags.force,
    log,
    mediaRoot: config.mediaRoot,
    ...(flags.clips ? { clips: DEMO_CLIPS.slice(0, flags.clips) } : {}),
    ...(flags.videos ? { catalogue: { videos: flags.videos } } : {}),
  });
  const reportProgress = mediaProgressReporter(pool, log);
  // A finished job moves its member upload on (to moderation, or failed).
  const syncUploads = uploadsOnWorkerEvent(db, (err) => log(`[uploads] state sync failed: ${String(err)}`));
  const onEvent = (event: WorkerEvent) => {
    reportProgress(event);
    syncUploads(event);
  };
  const worker = new Worker({ db, mediaRoot: config.mediaRoot, sourcesDir: config.sourcesDir, onEvent });
  await worker.start();
  const app = await buildApp({ db, config, logger: process.env.TUBEKIT_LOG === '1' });
  await app.listen({ host: config.host, port: config.port });
  log(`Tubekit is running at ${config.baseUrl}/ (started in ${elapsed()})`);

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    media.abort(new Error('shutting down'));
    try {
      // The helper worker hands its job back to the queue before the database closes.
      await mediaSettled;
      await worker.stop();
      await app.close();
      await db.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`[start] failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
