// The cluster's parts on loopback: a fresh PostgreSQL database seeded with the demo catalogue,
// a redis-server of its own, and `tubekit serve` processes on one shared data dir. Every
// process is a tracked child (bench/api's processes.ts): stopped when the bench ends, fails
// or gets Ctrl-C.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl, recreateDatabase } from '../../api/src/postgres-admin.ts';
import { type Child, startChild, waitForHttp } from '../../api/src/processes.ts';

const SERVER_DIR = fileURLToPath(new URL('../../../apps/server/', import.meta.url));
const TUBEKIT = join(SERVER_DIR, 'src/cli/tubekit.ts');
const REDIS_SERVER = '/usr/bin/redis-server';
const DATABASE = 'tubekit_bench_cluster';
const SECRET = 'bench-cluster-secret-not-for-production';

/** Why the bench cannot run here, or null. */
export function partsMissing(): string | null {
  if (!existsSync(REDIS_SERVER)) return `${REDIS_SERVER} is not installed (apt-get install redis-server)`;
  if (!existsSync(TUBEKIT)) return `${TUBEKIT} is missing (the tubekit command)`;
  return null;
}

/** The environment every tubekit process of the bench shares. */
export interface ClusterEnv {
  env: Record<string, string>;
  dataDir: string;
  remove(): void;
}

/** A redis-server on `port`: no persistence, nothing but the bench's keys. */
export async function startRedis(port: number): Promise<Child> {
  const child = startChild('redis', REDIS_SERVER, [
    ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  ]);
  const until = Date.now() + 10_000;
  while (!child.tail().includes('Ready to accept connections')) {
    if (Date.now() > until) throw new Error(`redis-server did not start:\n${child.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

/**
 * Recreates the bench database on the PostgreSQL of `serverUrl` and seeds `videos` catalogue
 * videos into it (no media: the pages measured link stills, they do not fetch them).
 */
export async function seededCluster(
  serverUrl: string,
  redisPort: number,
  videos: number,
): Promise<ClusterEnv> {
  await recreateDatabase(serverUrl, DATABASE);
  const dataDir = mkdtempSync(join(tmpdir(), 'tubekit-bench-cluster-'));
  const env = {
    DATABASE_URL: databaseUrl(serverUrl, DATABASE),
    TUBEKIT_REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
    TUBEKIT_JOB_QUEUE: 'bullmq',
    TUBEKIT_DATA_DIR: dataDir,
    TUBEKIT_SECRET: SECRET,
    TUBEKIT_TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
  };
  const seed = startChild(
    'seed',
    process.execPath,
    [TUBEKIT, 'seed', '--no-media', '--videos', String(videos)],
    {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
    },
  );
  const code = await seed.exited;
  if (code !== '0') throw new Error(`tubekit seed exited ${code}:\n${seed.tail()}`);
  return { env, dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** `tubekit serve` with `processes` server processes on `port`; resolves once it answers. */
export async function startServe(
  cluster: ClusterEnv,
  port: number,
  processes: number,
  siteDist: string | undefined,
  /** Every page request renders (TUBEKIT_PAGE_CACHE_BYTES=0): what the servers' CPU carries. */
  uncached = false,
): Promise<Child> {
  const child = startChild(`serve:${port}`, process.execPath, [TUBEKIT, 'serve'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...cluster.env,
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      TUBEKIT_SERVER_PROCESSES: String(processes),
      ...(siteDist ? { TUBEKIT_SITE_DIST: siteDist } : {}),
      ...(uncached ? { TUBEKIT_PAGE_CACHE_BYTES: '0' } : {}),
    },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, child, 120_000);
  return child;
}
