import type { Db } from '../db/connect.ts';
import type { MediaDirs } from '../media/sources.ts';
import { Worker, type WorkerEvent, type WorkerOptions } from '../media/worker.ts';
import { fileStoresOf } from '../storage/open-store.ts';
import { type PoolEntry, type PoolStatus, prepareSources, waitForPool } from './demo-media.ts';

/**
 * Turns worker events about the pool's media into throttled progress lines such as
 * `[seed] media 5/14 transcoding 43% (demo-05-life-2m)`: one line per 25 % step per clip
 * so a long transcode shows it is alive without flooding the log.
 */
export function mediaProgressReporter(pool: readonly PoolEntry[], log: (line: string) => void) {
  const position = new Map(pool.map((p, i) => [p.mediaId, i] as const));
  const lastStep = new Map<number, number>();
  let finished = 0;
  return (event: WorkerEvent): void => {
    if (event.type === 'error') {
      log(`[seed] media worker error: ${event.error}`);
      return;
    }
    if (event.type === 'recovered') return;
    const index = position.get(event.job.media_id);
    if (index === undefined) return;
    const name = pool[index]?.clip.name ?? '';
    const head = `[seed] media ${index + 1}/${pool.length}`;
    if (event.type === 'claimed') log(`${head} transcoding 0% (${name})`);
    else if (event.type === 'progress') {
      const step = Math.floor(event.percent / 25);
      if (step > (lastStep.get(event.job.media_id) ?? 0) && event.percent < 100) {
        lastStep.set(event.job.media_id, step);
        log(`${head} transcoding ${event.percent}% (${name})`);
      }
    } else {
      if (event.outcome === 'done') finished += 1;
      const why = event.error ? `: ${event.error}` : '';
      log(`${head} ${event.outcome}${why} (${name}) - ${finished}/${pool.length} ready overall`);
    }
  };
}

/** Options of `finishDemoMedia`. */
export interface FinishOptions {
  log: (line: string) => void;
  signal?: AbortSignal;
  /**
   * Extra in-process workers that help only until the pool is done (default 0). The caller's
   * own worker runs one job at a time, so on two cores a helper halves the first start.
   */
  helperWorkers?: number;
  /** Event observer of the helpers (usually the same `mediaProgressReporter`). */
  onWorkerEvent?: (event: WorkerEvent) => void;
  /** Pipeline options of the helpers (tests pass a faster preset). */
  pipeline?: WorkerOptions['pipeline'];
}

/**
 * The slow half of the demo seed: generates the missing source clips and queues their
 * transcodes (the caller runs the media Worker, plus `helperWorkers` started here), then
 * waits until every clip is ready or failed. Resolves with the final counts.
 */
export async function finishDemoMedia(
  db: Db,
  dirs: MediaDirs,
  pool: readonly PoolEntry[],
  options: FinishOptions,
): Promise<PoolStatus> {
  const { log, signal } = options;
  const helpers = Array.from(
    { length: options.helperWorkers ?? 0 },
    () =>
      new Worker({
        db,
        mediaRoot: dirs.mediaRoot,
        sourcesDir: dirs.sourcesDir,
        stores: fileStoresOf(dirs),
        // Another worker is alive: re-queue only jobs whose lease has expired.
        recoverAllRunning: false,
        pollIntervalMs: 500,
        ...(options.onWorkerEvent ? { onEvent: options.onWorkerEvent } : {}),
        ...(options.pipeline ? { pipeline: options.pipeline } : {}),
      }),
  );
  for (const helper of helpers) await helper.start();
  const work = (async () => {
    const queued = await prepareSources(db, dirs, pool, {
      signal,
      onSource: ({ index, total, clip, state }) => {
        if (state === 'generating')
          log(`[seed] media ${index + 1}/${total} generating source ${clip.name} (${clip.duration} s)`);
      },
    });
    if (queued === 0) log('[seed] media pool: nothing new to transcode, reusing it');
    return waitForPool(db, pool, { signal, intervalMs: 1000 });
  })();
  try {
    return await untilAborted(work, signal);
  } finally {
    // A helper stopped mid-job puts the job back in the queue for the main worker.
    await Promise.all(helpers.map((h) => h.stop()));
  }
}

/**
 * `work`, or the abort reason as soon as `signal` fires: a shutdown must not wait for the
 * source being generated (tens of seconds for the long clip). What is left of `work` dies
 * with the process (its ffmpeg with it, see `runTool`) and the next start redoes it.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  // Nobody awaits `work` after an abort: its late rejection must not be unhandled.
  work.catch(() => {});
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
