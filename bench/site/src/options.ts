// Command-line options shared by the site bench's entry points, and where results go.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from './server.ts';

const args = process.argv.slice(2);

/** The value after `--name`, or `fallback`. */
function option(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? String(args[i + 1]) : fallback;
}

function positive(name: string, fallback: number): number {
  const n = Number(option(name, String(fallback)));
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} needs a positive number`);
  return n;
}

export const benchOptions = {
  /** Lighthouse runs per page (the median is kept). */
  runs: positive('runs', 1),
  /** First port: Lighthouse's server on it, the throughput bench's servers and nginx after it. */
  port: Number(process.env.SITE_BENCH_PORT ?? 4340),
  /** Seconds of each measured wrk run, and of each target's warm-up per page. */
  seconds: positive('seconds', 5),
  warmupS: positive('warmup', 2),
  /** Throughput: whole measurement repeated, each cell's median run kept. */
  rounds: positive('rounds', 1),
  connections: option('connections', '1,50,200')
    .split(',')
    .map((c) => {
      const n = Number(c);
      if (!Number.isInteger(n) || n < 1) throw new Error(`--connections: ${c} is not a positive integer`);
      return n;
    }),
};

/** apps/site/dist/bench, built now unless `--no-build`. */
export function siteDistBuilt(): string {
  const dist = fileURLToPath(new URL('../../../apps/site/dist/bench', import.meta.url));
  if (!args.includes('--no-build')) buildSite(dist);
  return dist;
}

/** Writes `data` to results/<name>-<time>.json (gitignored) and returns the path. */
export function writeResults(name: string, data: unknown): string {
  const dir = fileURLToPath(new URL('../results', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}

/** Cores and load average: how busy the machine was (figures on a shared one are noisy). */
export function machineLoad(): { cores: number; loadAvg: number[] } {
  return { cores: availableParallelism(), loadAvg: loadavg().map((l) => Math.round(l * 100) / 100) };
}
