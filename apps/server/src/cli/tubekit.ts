#!/usr/bin/env node
/**
 * `tubekit <command>` (README "Processes"):
 * - `start [--force] [--no-media] [--videos N] [--clips N]`: the whole site on one machine,
 *   as `pnpm start` (servers, the job process, the demo seed).
 * - `serve`: cluster mode's front: migrates under a PostgreSQL advisory lock, then runs
 *   TUBEKIT_SERVER_PROCESSES server processes and no job process (needs TUBEKIT_REDIS_URL
 *   and TUBEKIT_JOB_QUEUE=bullmq).
 * - `worker [--concurrency N]`: cluster mode's jobs: transcodes and upload checks from BullMQ.
 * - `seed [--force] [--no-media] [--videos N] [--clips N]`: the demo catalogue, as `pnpm seed`.
 * The processes `start` and `serve` fork run this file again with the same arguments.
 */
import { runCommand, start } from './start.ts';

const USAGE = 'usage: tubekit start|serve|worker|seed [flags] (README "Processes")';

async function main(argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'start') return start(rest);
  if (command === 'serve') return (await import('./serve.ts')).serve(rest);
  if (command === 'worker') {
    const { loadConfig } = await import('../config.ts');
    return (await import('./worker.ts')).runWorker(rest, loadConfig());
  }
  if (command === 'seed') return (await import('./seed.ts')).seed(rest);
  throw new Error(`unknown command ${command ?? '(none)'}. ${USAGE}`);
}

runCommand(`tubekit ${process.argv[2] ?? ''}`.trim(), () => main(process.argv.slice(2)));
