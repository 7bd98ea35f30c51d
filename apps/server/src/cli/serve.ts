import cluster from 'node:cluster';
import { loadConfig } from '../config.ts';
import { openDatabaseMigrated } from './migrate-lock.ts';
import { runPrimary } from './start-primary.ts';

/**
 * `tubekit serve` (README "Processes"): cluster mode's HTTP servers on one machine. The
 * primary migrates the database under the migration lock (machines starting at once take
 * turns) and starts TUBEKIT_SERVER_PROCESSES server processes, as `tubekit start` does, but
 * seeds nothing and runs no job process: `tubekit worker`s run the jobs, so the uploads'
 * checks go to BullMQ, and every shared state lives on Redis (both required at start).
 */
export async function serve(argv: readonly string[]): Promise<void> {
  if (argv.some((arg) => arg !== '--')) throw new Error(`unknown argument ${argv[0]}. usage: tubekit serve`);
  const config = loadConfig();
  if (!config.redis || config.jobs.queue !== 'bullmq')
    throw new Error(
      'tubekit serve needs TUBEKIT_REDIS_URL and TUBEKIT_JOB_QUEUE=bullmq (servers on several machines share Redis; tubekit worker runs the jobs)',
    );
  if (!cluster.isPrimary) return (await import('./start-server.ts')).runServer(config);
  return runPrimary({ force: false, noMedia: true }, config, {
    name: 'serve',
    seedAndJobs: false,
    openDb: openDatabaseMigrated,
  });
}
