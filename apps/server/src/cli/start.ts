/**
 * `pnpm start` / `tubekit start` (README "Processes"): the primary opens the database
 * (migrations run), seeds the demo catalogue on the first start (reused afterwards), then
 * starts TUBEKIT_SERVER_PROCESSES HTTP server processes sharing the port (node:cluster) and
 * one job process (the media Worker under nice, the demo media, the upload checks and
 * sweeps), and holds what they share (rate limits, the view gate, upload leases, the cache
 * bus). A process that dies is replaced; SIGINT/SIGTERM stop every process cleanly.
 */
import cluster from 'node:cluster';
import { loadConfig } from '../config.ts';
import { parseFlags } from './args.ts';
import { log, ROLE_ENV } from './process-env.ts';

/** Runs `start` with `argv` (its flags) in whichever process of it this is. */
export async function start(argv: readonly string[]): Promise<void> {
  const flags = parseFlags(argv);
  const config = loadConfig();
  // Each role loads only its own code: the primary never loads the app, a server never the
  // media worker, so every process starts (and the site answers) sooner.
  if (cluster.isPrimary) return (await import('./start-primary.ts')).runPrimary(flags, config);
  if (process.env[ROLE_ENV] === 'jobs') return (await import('./start-jobs.ts')).runJobs(flags, config);
  return (await import('./start-server.ts')).runServer(config);
}

/** Runs a command's `main`; a failure prints its reason and exits 1. */
export function runCommand(name: string, main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    log(`[${name}] failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}

if (import.meta.main) runCommand('start', () => start(process.argv.slice(2)));
