import type { Config } from '../config.ts';
import { openJobRunner } from '../jobs/runner.ts';
import type { WorkerEvent } from '../media/worker.ts';
import { openDatabaseMigrated } from './migrate-lock.ts';
import { log } from './process-env.ts';
import { jobProcessOptions } from './start-jobs.ts';
import { stopOnSignals } from './stop-on-signals.ts';

/** Most jobs of each kind one `tubekit worker` runs at once (each transcode is an ffmpeg). */
export const MAX_CONCURRENCY = 32;

const USAGE = 'usage: tubekit worker [--concurrency N]';

/** `tubekit worker`'s flags: `--concurrency N` (1-32, default 1), jobs of each kind at once. */
export function parseWorkerFlags(argv: readonly string[]): { concurrency: number } {
  let concurrency = 1;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--concurrency') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1 || n > MAX_CONCURRENCY)
        throw new Error(`--concurrency needs a whole number 1-${MAX_CONCURRENCY}. ${USAGE}`);
      concurrency = n;
    } else if (arg !== '--') throw new Error(`unknown argument ${arg}. ${USAGE}`);
  }
  return { concurrency };
}

/** One console line per transcode step (what operators and the tests read), with this pid. */
function eventLine(event: WorkerEvent): string | null {
  if (event.type === 'error') return `[worker] ${process.pid} media worker error: ${event.error}`;
  if (event.type === 'progress') return null;
  const { job } = event;
  const what = `[worker] ${process.pid} transcode of media ${job.media_id} (job ${job.job_id}, attempt ${job.attempts})`;
  if (event.type === 'claimed') return `${what} started`;
  if (event.type === 'recovered') return `${what} taken over from a stopped worker`;
  return `${what} ${event.outcome}${event.error ? `: ${event.error}` : ''}`;
}

/**
 * `tubekit worker` (README "Processes"): a job process of cluster mode and nothing else. It
 * migrates the database under the migration lock, then pulls transcodes and upload checks
 * from BullMQ (`TUBEKIT_JOB_QUEUE=bullmq`), `--concurrency` of each at once, on any number
 * of machines. SIGINT/SIGTERM hand its running jobs back to the queue for another worker.
 */
export async function runWorker(argv: readonly string[], config: Config): Promise<void> {
  const { concurrency } = parseWorkerFlags(argv);
  if (config.jobs.queue !== 'bullmq')
    throw new Error(
      'tubekit worker needs TUBEKIT_JOB_QUEUE=bullmq and TUBEKIT_REDIS_URL (the database queue runs in tubekit start)',
    );
  const db = await openDatabaseMigrated(config);
  const events = jobProcessOptions(db, (event) => {
    const line = eventLine(event);
    if (line) log(line);
  });
  const runner = await openJobRunner({ db, config, concurrency, ...events });
  await runner.start();
  log(
    `[worker] worker process ${process.pid}: transcodes and upload checks from BullMQ, concurrency ${concurrency}`,
  );
  stopOnSignals(async () => {
    await runner.stop();
    await db.close();
  });
}
