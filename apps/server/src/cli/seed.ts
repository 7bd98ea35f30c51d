/**
 * `pnpm seed [--force] [--no-media] [--videos N]`: seeds the demo catalogue when the
 * database has none (a second run reuses it), generates the demo clips and transcodes them
 * with the media Worker in this process, then exits once every clip is ready or failed.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { DEMO_CLIPS } from '../demo/clips.ts';
import { finishDemoMedia, mediaProgressReporter } from '../demo/media-run.ts';
import { seedCatalogue } from '../demo/seed.ts';
import { moveLegacySources } from '../media/sources.ts';
import { Worker } from '../media/worker.ts';
import { parseFlags } from './args.ts';

const log = (line: string) => console.log(line);

async function main(): Promise<number> {
  const flags = parseFlags(process.argv.slice(2));
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
      mediaRoot: config.mediaRoot,
      // Ctrl-C stops the catalogue between two steps; without its completion marker, the
      // next run clears what was loaded and seeds again.
      signal: controller.signal,
      ...(flags.clips ? { clips: DEMO_CLIPS.slice(0, flags.clips) } : {}),
      ...(flags.videos ? { catalogue: { videos: flags.videos } } : {}),
    });
    if (!flags.noMedia) {
      const onEvent = mediaProgressReporter(pool, log);
      worker = new Worker({ db, mediaRoot: config.mediaRoot, sourcesDir: config.sourcesDir, onEvent });
      await worker.start();
      const status = await finishDemoMedia(db, config, pool, {
        log,
        signal: controller.signal,
        helperWorkers: 1,
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

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`[seed] failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
