import { parseArgs } from 'node:util';
import type { ScenarioKey } from './scenarios.ts';

const SCENARIO_KEYS: ScenarioKey[] = ['cached', 'nginx', 'uncached', 'suggester', 'video'];

/** Which databases a run covers. */
export type DbName = 'sqlite' | 'postgres';

/** What `pnpm --filter @tubekit/bench-api bench` was asked to do. */
export interface BenchOptions {
  dbs: DbName[];
  /** PostgreSQL server URL (any database on it; the bench uses its own database). */
  postgresUrl: string | undefined;
  videos: number;
  /** Seconds of measured load per scenario (a short warm-up comes before it). */
  duration: number;
  /** Connections for the throughput scenarios (cached listing, nginx). */
  connections: number;
  /** Connections for the latency scenarios (p95 targets are per-request latency). */
  latencyConnections: number;
  /** Answer with a trivial node:http stand-in instead of the real app (harness check). */
  standIn: boolean;
  /** Build (or check) the catalogues, then stop without loading. */
  buildOnly: boolean;
  /** Only these scenarios are loaded (null: all); `cached` brings `nginx` along. */
  scenarios: ScenarioKey[] | null;
}

const USAGE = `Usage: pnpm --filter @tubekit/bench-api bench [options]
  --db sqlite|postgres|both   default: both when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else sqlite
  --videos N                  catalogue size (default 1000000)
  --duration S                measured seconds per scenario (default 10)
  --connections N             connections for the throughput scenarios (default 32)
  --latency-connections N     connections for the latency scenarios (default 8)
  --scenarios a,b             only these of cached, uncached, suggester, video (default all)
  --stand-in                  benchmark a trivial stand-in server instead of the real app
  --build-only                build (or check) the catalogues and stop`;

function positiveInt(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max}, got "${raw}"\n${USAGE}`);
  }
  return value;
}

/** Parses the command line; throws an Error with the usage text on bad input. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string' },
      videos: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'latency-connections': { type: 'string' },
      'stand-in': { type: 'boolean', default: false },
      'build-only': { type: 'boolean', default: false },
      scenarios: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  const postgresUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
  const db = values.db ?? (postgresUrl ? 'both' : 'sqlite');
  if (db !== 'sqlite' && db !== 'postgres' && db !== 'both') {
    throw new Error(`--db must be sqlite, postgres or both, got "${db}"\n${USAGE}`);
  }
  const dbs: DbName[] = db === 'both' ? ['sqlite', 'postgres'] : [db];
  if (dbs.includes('postgres') && !postgresUrl) {
    throw new Error(
      '--db postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://tubekit:tubekit@127.0.0.1:5432/',
    );
  }
  return {
    dbs,
    postgresUrl,
    videos: positiveInt('videos', values.videos, 1_000_000, 10_000_000),
    duration: positiveInt('duration', values.duration, 10, 600),
    connections: positiveInt('connections', values.connections, 32, 1000),
    latencyConnections: positiveInt('latency-connections', values['latency-connections'], 8, 1000),
    standIn: values['stand-in'] ?? false,
    buildOnly: values['build-only'] ?? false,
    scenarios: parseScenarios(values.scenarios),
  };
}

function parseScenarios(raw: string | undefined): ScenarioKey[] | null {
  if (raw === undefined) return null;
  const keys = raw.split(',').map((k) => k.trim());
  for (const key of keys) {
    if (!SCENARIO_KEYS.includes(key as ScenarioKey)) {
      throw new Error(`--scenarios takes ${SCENARIO_KEYS.join(', ')}, got "${key}"\n${USAGE}`);
    }
  }
  const selected = new Set(keys as ScenarioKey[]);
  if (selected.has('cached')) selected.add('nginx');
  return [...selected];
}
