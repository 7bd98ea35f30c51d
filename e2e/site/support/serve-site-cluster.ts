// Playwright webServer for the site journeys in cluster mode (E2E_MODE=cluster, issue #22):
// the same demo data as serve-site.ts (SITE_VIDEOS videos, one demo clip) on a cluster's
// parts (e2e/cluster/support): a PostgreSQL database of its own, Redis, s3rver, two
// `tubekit worker`s that transcode the demo clip into the bucket while `tubekit seed` waits,
// then one `tubekit serve` on SITE_PORT. The journeys talk to that server directly, not
// through nginx: they are about the site, which must behave the same on cluster mode's
// database, queue and bucket; nginx's part is the cluster journey's (e2e/cluster). And one
// server writes every mail to the outbox the journeys read (SITE_DATA_DIR).
// Stopped with SIGTERM (the config's gracefulShutdown): it stops every process it started
// and drops the database. CLUSTER_E2E_KEEP=1 keeps the run's directory and its logs.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterRun, seed, startServer, startWorkers } from '../../cluster/support/cluster-parts.ts';
import { alive, answering, portSource } from '../../cluster/support/processes.ts';
import { buildSite } from '../../cluster/support/site-build.ts';
import { SITE_DATA_DIR, SITE_PORT, SITE_SERVER_ENV, SITE_VIDEOS } from './paths.ts';

const siteDist = buildSite(`e2e-cluster-${SITE_PORT}`);
const dir = mkdtempSync(join(tmpdir(), 'tubekit-site-cluster-'));
chmodSync(dir, 0o755);
const logDir = join(dir, 'logs');
mkdirSync(logDir);
console.log(`[site cluster] logs in ${logDir}`);
const run = clusterRun(dir);

let stopping: Promise<never> | undefined;
/**
 * Stops the cluster, then exits. Once: the SIGTERM reaches this process twice (Playwright
 * signals the whole group, and tsx passes its own on), and the second must not cut the
 * teardown short (the exit kills the children, but would leave the database behind).
 */
function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    await run.teardown().catch((err: unknown) => console.error(err));
    rmSync(SITE_DATA_DIR, { recursive: true, force: true });
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

try {
  const { env: shared } = await run.start(portSource(), logDir);
  const env = { ...shared, ...SITE_SERVER_ENV, TUBEKIT_SITE_DIST: siteDist };
  await startWorkers(2, env, dir, logDir);
  const t0 = Date.now();
  seed(['--videos', String(SITE_VIDEOS), '--clips', '1'], env, dir);
  console.log(`[site cluster] seeded, demo clip transcoded by the workers, in ${(Date.now() - t0) / 1000} s`);
  // One fixed directory, emptied at every start (a SIGKILL leaves it behind).
  rmSync(SITE_DATA_DIR, { recursive: true, force: true });
  const server = startServer('site', SITE_PORT, env, dir, logDir, SITE_DATA_DIR);
  await answering(`${server.origin}/robots.txt`, server);
  console.log(`[site cluster] serving on ${server.origin}`);
  // The children are detached: this loop keeps the script alive, and a dead server ends it.
  setInterval(() => {
    if (alive(server.pid) || stopping) return;
    console.error(`[site cluster] the server exited:\n${readFileSync(server.log, 'utf8').slice(-4000)}`);
    void stop(1);
  }, 1_000);
} catch (err) {
  console.error(err);
  await stop(1);
}
