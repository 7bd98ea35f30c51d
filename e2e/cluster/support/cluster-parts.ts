import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerNode } from './cluster-state.ts';
import { alive, type Running, signalGroup, started, startProcess, until } from './processes.ts';
import { SERVER_DIR } from './repo.ts';
import { BUCKET, createDatabase, dropDatabase, startRedis, startS3 } from './services.ts';

/**
 * The pieces of a cluster on loopback that both cluster runs use: the cluster journey's
 * global setup (global-setup.ts) and the site journeys in cluster mode
 * (site/support/serve-site-cluster.ts). Each run picks its own ports and the front (nginx
 * or a server's port).
 */

/** The server's CLI (`tubekit serve|worker|seed`), run by this Node (24: types stripped). */
const CLI = 'src/cli/tubekit.ts';

/**
 * Runs `tubekit <args>` as `name` with the cluster's environment and the data dir `dataDir`
 * (by default one of its own under `dir`: nothing the processes share lives there, which
 * proves they need no common disk).
 */
export function startTubekit(
  name: string,
  args: string[],
  env: Record<string, string>,
  dir: string,
  logDir: string,
  dataDir = join(dir, `data-${name}`),
) {
  mkdirSync(dataDir, { recursive: true });
  const running = startProcess(name, process.execPath, [CLI, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, TUBEKIT_DATA_DIR: dataDir },
    logDir,
  });
  return { ...running, dataDir };
}

/** Starts `tubekit serve` (one server process) on `port`. */
export function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  dir: string,
  logDir: string,
  dataDir?: string,
): ServerNode {
  const serverEnv = { ...env, PORT: String(port), TUBEKIT_SERVER_PROCESSES: '1' };
  const running = startTubekit(`server-${name}`, ['serve'], serverEnv, dir, logDir, dataDir);
  return { ...running, port, origin: `http://127.0.0.1:${port}` };
}

/** Starts `tubekit worker`s 1..count and waits until each pulls jobs from BullMQ. */
export async function startWorkers(
  count: number,
  env: Record<string, string>,
  dir: string,
  logDir: string,
): Promise<Running[]> {
  const workers = Array.from({ length: count }, (_, i) =>
    startTubekit(`worker-${i + 1}`, ['worker'], env, dir, logDir),
  );
  await Promise.all(
    workers.map((w) =>
      until(`${w.name} to pull jobs`, () => readFileSync(w.log, 'utf8').includes('[worker] worker process'), {
        log: w.log,
      }),
    ),
  );
  return workers;
}

/** Runs `tubekit seed <args>` to its end (the schema, the demo accounts and catalogue). */
export function seed(args: readonly string[], env: Record<string, string>, dir: string): void {
  execFileSync(process.execPath, [CLI, 'seed', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, TUBEKIT_DATA_DIR: join(dir, 'data-seed') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops every process group (SIGTERM, then SIGKILL what is left after 5 s). */
async function stopAll(all: readonly Running[]): Promise<void> {
  for (const p of all) signalGroup(p.pid, 'SIGTERM');
  await until('the cluster to stop', () => all.every((p) => !alive(p.pid)), { timeoutMs: 5_000 }).catch(
    () => {},
  );
  for (const p of all) signalGroup(p.pid, 'SIGKILL');
}

/** The shared services of one run: its database, Redis and s3rver, and the cluster's environment. */
export interface SharedServices {
  database: { name: string; url: string };
  redisUrl: string;
  s3: { endpoint: string; bucket: string };
  /** Cluster mode's configuration every server and worker shares (without BASE_URL). */
  env: Record<string, string>;
}

/**
 * Makes a cluster's run in `dir`: `start` starts its shared services (a PostgreSQL database,
 * Redis, s3rver) on ports from `port()`; `teardown` stops every process group this process
 * started (servers and workers first, so none logs the services' going away) and removes
 * the database and `dir` (CLUSTER_E2E_KEEP=1 keeps both to look into). A runner that dies
 * without its teardown still kills the process groups on exit.
 */
export function clusterRun(dir: string) {
  let database: SharedServices['database'] | undefined;
  process.once('exit', () => {
    for (const p of started) signalGroup(p.pid, 'SIGKILL');
  });
  return {
    async start(port: () => Promise<number>, logDir: string): Promise<SharedServices> {
      database = createDatabase();
      const redisPort = await port();
      await startRedis(redisPort, dir, logDir);
      const redisUrl = `redis://127.0.0.1:${redisPort}`;
      const s3 = await startS3(await port(), dir, logDir);
      const env: Record<string, string> = {
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        TUBEKIT_REDIS_URL: redisUrl,
        TUBEKIT_JOB_QUEUE: 'bullmq',
        // A killed worker's job moves on within about twice the lock: 20 s, not a minute.
        TUBEKIT_JOB_LOCK_SECONDS: '10',
        TUBEKIT_S3_BUCKET: BUCKET,
        TUBEKIT_S3_ENDPOINT: s3.endpoint,
        TUBEKIT_S3_REGION: 'us-east-1',
        TUBEKIT_S3_ACCESS_KEY_ID: 'S3RVER',
        TUBEKIT_S3_SECRET_ACCESS_KEY: 'S3RVER',
        TUBEKIT_S3_FORCE_PATH_STYLE: '1',
        TUBEKIT_SECRET: randomBytes(24).toString('hex'),
      };
      return { database, redisUrl, s3: { endpoint: s3.endpoint, bucket: BUCKET }, env };
    },
    async teardown(): Promise<void> {
      // The killed ones are gone already: signalling a group that is gone is no error.
      const services = new Set(['redis', 's3rver']);
      await stopAll(started.filter((p) => !services.has(p.name)));
      await stopAll(started.filter((p) => services.has(p.name)));
      if (process.env.CLUSTER_E2E_KEEP) console.log(`[cluster] kept ${dir} and database ${database?.name}`);
      else {
        if (database) dropDatabase(database.name);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
