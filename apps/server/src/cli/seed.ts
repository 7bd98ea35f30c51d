/**
 * `pnpm seed` / `tubekit seed [--force] [--no-media] [--videos N] [--clips N]`: seeds the
 * demo catalogue when the database has none (a second run reuses it), generates the demo
 * clips and transcodes them with the media Worker in this process (with
 * TUBEKIT_JOB_QUEUE=bullmq, the `tubekit worker`s transcode them), then exits once every
 * clip is ready or failed.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { DEMO_CLIPS } from '../demo/clips.ts';
import { finishDemoMedia, mediaProgressReporter } from '../demo/media-run.ts';
import { seedCatalogue } from '../demo/seed.ts';
import { moveLegacySources } from '../media/sources.ts';
import { Worker } from '../media/worker.ts';
import { fileStoresOf } from '../storage/open-store.ts';
import { parseFlags } from './args.ts';

const log = (line: string) => console.log(line);

/** Runs the seed with `argv` (its flags); resolves with the exit code. */
export async function seedCommand(argv: readonly string[]): Promise<number> {
  const flags = parseFlags(argv);
  const config = loadConfig();
  const db = await openDatabase({ sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl });
  // Sources an older version kept under the served media root move to the sources dir.
  const moved = await moveLegacySources(db, config);
  if (moved.files + moved.rows > 0)
    log(
      `[seed] moved ${moved.files} sources (${moved.rows} media rows) out of the media root to ${config.sourcesDir}`,
    );
  const controller = new AbortController();
  let worker: Worker | null = null;
  const stop = () => controller.abort(new Error('interrupted'));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const { pool } = await seedCatalogue(db, {
      force: flags.force,
      log,
      // The demo pictures go where the media are: the media root, or the bucket (TUBEKIT_S3_BUCKET).
      mediaRoot: fileStoresOf(config).media,
      // Ctrl-C stops the catalogue between two steps; without its completion marker, the
      // next run clears what was loaded and seeds again.
      signal: controller.signal,
      ...(flags.clips ? { clips: DEMO_CLIPS.slice(0, flags.clips) } : {}),
      ...(flags.videos ? { catalogue: { videos: flags.videos } } : {}),
    });
    if (!flags.noMedia) {
      const onEvent = mediaProgressReporter(pool, log);
      // On BullMQ the workers take the queued transcodes (a polling Worker here would race them).
      const local = config.jobs.queue === 'database';
      if (local) {
        worker = new Worker({
          db,
          mediaRoot: config.mediaRoot,
          sourcesDir: config.sourcesDir,
          stores: fileStoresOf(config),
          onEvent,
        });
        await worker.start();
      } else
        log(
          '[seed] the demo transcodes are queued for the tubekit workers (BullMQ); waiting until they are done (is a `tubekit worker` running?)',
        );
      const status = await finishDemoMedia(db, config, pool, {
        log,
        signal: controller.signal,
        helperWorkers: local ? 1 : 0,
        onWorkerEvent: onEvent,
      });
      log(
        `[seed] media ${status.ready}/${status.total} ready${status.failed ? `, ${status.failed} failed` : ''}`,
      );
      if (status.failed) return 1;
    }
    log(`[seed] done in ${(process.uptime()).toFixed(1)} s`);
    return 0;
  } catch (err) {
    if (controller.signal.aborted) {
      log('[seed] interrupted; run it again to resume (finished work is reused)');
      return 130;
    }
    throw err;
  } finally {
    await worker?.stop();
    await db.close();
  }
}

/** `seedCommand`, then exits with its code (a failure prints its reason, exit 1). */
export function seed(argv: readonly string[]): Promise<never> {
  return seedCommand(argv).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`[seed] failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}

if (import.meta.main) void seed(process.argv.slice(2));
