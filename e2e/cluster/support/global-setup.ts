import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterRun, seed, startServer, startWorkers } from './cluster-parts.ts';
import { type ClusterState, STATE_ENV, writeState } from './cluster-state.ts';
import { startNginx } from './nginx.ts';
import { answering, portSource } from './processes.ts';
import { buildSite } from './site-build.ts';

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
  const statePath = join(dir, 'cluster.json');
  const run = clusterRun(dir);
  try {
    const port = portSource();
    const { database, redisUrl, s3, env: shared } = await run.start(port, logDir);
    const nginxPort = await port();
    const env: Record<string, string> = {
      ...shared,
      BASE_URL: `http://127.0.0.1:${nginxPort}`,
      TUBEKIT_TRUST_PROXY: '127.0.0.1',
      TUBEKIT_SITE_DIST: siteDist,
    };
    // The schema and the accounts the journeys need (the demo moderator): a small catalogue.
    seed(['--no-media', '--videos', '20', '--clips', '1'], env, dir);
    const servers = [
      startServer('A', await port(), env, dir, logDir),
      startServer('B', await port(), env, dir, logDir),
    ];
    await Promise.all(servers.map((s) => answering(`${s.origin}/robots.txt`, s)));
    const workers = await startWorkers(2, env, dir, logDir);
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
      s3,
      env,
      nginx,
      servers,
      workers,
    };
    writeState(statePath, state);
    process.env[STATE_ENV] = statePath;
    return run.teardown;
  } catch (err) {
    await run.teardown();
    throw err;
  }
}
