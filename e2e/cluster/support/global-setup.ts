import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ClusterState, type ServerNode, STATE_ENV, writeState } from './cluster-state.ts';
import { startNginx } from './nginx.ts';
import {
  alive,
  answering,
  portSource,
  type Running,
  signalGroup,
  started,
  startProcess,
  until,
} from './processes.ts';
import { SERVER_DIR } from './repo.ts';
import { BUCKET, createDatabase, dropDatabase, startRedis, startS3 } from './services.ts';
import { buildSite } from './site-build.ts';

/** The server's CLI (`tubekit serve|worker|seed`), run by this Node (24: types stripped). */
const CLI = 'src/cli/tubekit.ts';

/**
 * Runs `tubekit <args>` as `name` with the cluster's environment and a data dir of its own
 * (nothing the processes share lives there: it proves they need no common disk).
 */
function startTubekit(
  name: string,
  args: string[],
  env: Record<string, string>,
  dir: string,
  logDir: string,
) {
  const dataDir = join(dir, `data-${name}`);
  mkdirSync(dataDir, { recursive: true });
  const running = startProcess(name, process.execPath, [CLI, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, TUBEKIT_DATA_DIR: dataDir },
    logDir,
  });
  return { ...running, dataDir };
}

/** Starts `tubekit serve` (one server process) on `port`. */
function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  dir: string,
  logDir: string,
): ServerNode {
  const serverEnv = { ...env, PORT: String(port), TUBEKIT_SERVER_PROCESSES: '1' };
  const running = startTubekit(`server-${name}`, ['serve'], serverEnv, dir, logDir);
  return { ...running, port, origin: `http://127.0.0.1:${port}` };
}

/** Stops every process group (SIGTERM, then SIGKILL what is left after 5 s). */
async function stopAll(all: readonly Running[]): Promise<void> {
  for (const p of all) signalGroup(p.pid, 'SIGTERM');
  await until('the cluster to stop', () => all.every((p) => !alive(p.pid)), { timeoutMs: 5_000 }).catch(
    () => {},
  );
  for (const p of all) signalGroup(p.pid, 'SIGKILL');
}

/**
 * Starts the cluster of issue #22 on loopback (PostgreSQL database, Redis, s3rver, two
 * `tubekit serve`, two `tubekit worker`, nginx in front) and answers the teardown that
 * stops every process group and removes the database and the temp dir. A failed start
 * cleans up too. The tests find it all through CLUSTER_E2E_STATE (cluster-state.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const siteDist = buildSite();
  const dir = mkdtempSync(join(tmpdir(), 'tubekit-cluster-'));
  // Started as root, nginx's workers run as nobody and must reach its prefix inside.
  chmodSync(dir, 0o755);
  const logDir = join(dir, 'logs');
  mkdirSync(logDir);
  let database: { name: string; url: string } | undefined;
  const statePath = join(dir, 'cluster.json');
  const teardown = async () => {
    // The servers and workers first, so none logs the services' going away. The killed
    // ones are gone already: signalling a group that is gone is no error.
    const services = new Set(['redis', 's3rver']);
    await stopAll(started.filter((p) => !services.has(p.name)));
    await stopAll(started.filter((p) => services.has(p.name)));
    // CLUSTER_E2E_KEEP=1 keeps the run's directory and database to look into.
    if (process.env.CLUSTER_E2E_KEEP) console.log(`[cluster] kept ${dir} and database ${database?.name}`);
    else {
      if (database) dropDatabase(database.name);
      rmSync(dir, { recursive: true, force: true });
    }
  };

  // A runner that dies without its teardown must not leave the cluster running.
  process.once('exit', () => {
    for (const p of started) signalGroup(p.pid, 'SIGKILL');
  });
  try {
    const port = portSource();
    database = createDatabase();
    const redisPort = await port();
    await startRedis(redisPort, dir, logDir);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const s3 = await startS3(await port(), dir, logDir);
    const nginxPort = await port();
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
      BASE_URL: `http://127.0.0.1:${nginxPort}`,
      TUBEKIT_TRUST_PROXY: '127.0.0.1',
      TUBEKIT_SITE_DIST: siteDist,
    };
    // The schema and the accounts the journeys need (the demo moderator): a small catalogue.
    execFileSync(process.execPath, [CLI, 'seed', '--no-media', '--videos', '20', '--clips', '1'], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env, TUBEKIT_DATA_DIR: join(dir, 'data-seed') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const servers = [
      startServer('A', await port(), env, dir, logDir),
      startServer('B', await port(), env, dir, logDir),
    ];
    await Promise.all(servers.map((s) => answering(`${s.origin}/robots.txt`, s)));
    const workers = ['1', '2'].map((n) => startTubekit(`worker-${n}`, ['worker'], env, dir, logDir));
    await Promise.all(
      workers.map((w) =>
        until(
          `${w.name} to pull jobs`,
          () => readFileSync(w.log, 'utf8').includes('[worker] worker process'),
          {
            log: w.log,
          },
        ),
      ),
    );
    const nginx = await startNginx(
      nginxPort,
      servers.map((s) => s.port),
      siteDist,
      dir,
      logDir,
    );
    const state: ClusterState = {
      dir,
      logDir,
      database,
      redisUrl,
      s3: { endpoint: s3.endpoint, bucket: BUCKET },
      env,
      nginx,
      servers,
      workers,
    };
    writeState(statePath, state);
    process.env[STATE_ENV] = statePath;
    return teardown;
  } catch (err) {
    await teardown();
    throw err;
  }
}
