import cluster, { type Worker } from 'node:cluster';
import { IpcHub } from '../cluster/ipc-hub.ts';
import { workerPort } from '../cluster/process-ports.ts';
import { sharedStores } from '../cluster/shared-state.ts';
import type { Config } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { DEMO_CLIPS } from '../demo/clips.ts';
import { seedCatalogue } from '../demo/seed.ts';
import { systemClock } from '../http/clock.ts';
import { moveLegacySources } from '../media/sources.ts';
import { fileStoresOf } from '../storage/open-store.ts';
import type { CliFlags } from './args.ts';
import { elapsed, log, type ProcessRole, ROLE_ENV, STARTED_ENV, startedAt } from './process-env.ts';
import { SERVER_NODE_FLAGS } from './v8-tuning.ts';

/** A process that dies sooner than this after its start is restarted after a pause, not at once. */
const QUICK_DEATH_MS = 2_000;
/** How long a shutdown waits for the processes to finish before it kills them. */
const STOP_TIMEOUT_MS = 20_000;

/**
 * Seeds the database (opened, so migrated, by the caller before any other process opens it)
 * and closes it: the primary holds no database while it runs.
 */
async function seed(db: Db, flags: CliFlags, config: Config): Promise<void> {
  try {
    // Sources an older version kept under the served media root move to the sources dir.
    const moved = await moveLegacySources(db, config);
    if (moved.files + moved.rows > 0)
      log(
        `[start] moved ${moved.files} sources (${moved.rows} media rows) out of the media root to ${config.sourcesDir}`,
      );
    await seedCatalogue(db, {
      force: flags.force,
      log,
      // The demo pictures go where the media are: the media root, or the bucket (TUBEKIT_S3_BUCKET).
      mediaRoot: fileStoresOf(config).media,
      ...(flags.clips ? { clips: DEMO_CLIPS.slice(0, flags.clips) } : {}),
      ...(flags.videos ? { catalogue: { videos: flags.videos } } : {}),
    });
  } finally {
    await db.close();
  }
}

/** What a primary runs: `tubekit start`'s whole site, or `tubekit serve`'s servers only. */
export interface PrimaryCommand {
  /** The command, in the console lines. */
  name: 'start' | 'serve';
  /** Seed the demo catalogue and run the job process (start), or neither (serve). */
  seedAndJobs: boolean;
  /** Opens (so migrates) the database. */
  openDb: (config: Config) => Promise<Db>;
}

/** `pnpm start` / `tubekit start`. */
export const START: PrimaryCommand = {
  name: 'start',
  seedAndJobs: true,
  openDb: (config) => openDatabase({ sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl }),
};

/**
 * The primary of `pnpm start` (README "Processes"): prepares the database, starts the
 * server processes and the job process, holds their shared state (`IpcHub`), replaces a
 * process that dies, and stops them all on SIGINT/SIGTERM. It serves no request and opens
 * no database after the seed, so nothing slow runs on the loop that relays the others.
 * `tubekit serve` runs it without the seed and the job process (`command`).
 */
export async function runPrimary(
  flags: CliFlags,
  config: Config,
  command: PrimaryCommand = START,
): Promise<void> {
  // Migrated here, once; the servers load their code while the seed runs and listen after it.
  const db = await command.openDb(config);
  let seeded: () => void = () => {};
  const prepared = new Promise<void>((resolve) => {
    seeded = resolve;
  });
  const hub = new IpcHub(sharedStores(systemClock), prepared);
  const roles = new Map<number, { role: ProcessRole; startedMs: number }>();
  // The node flags of `pnpm start` reach every process, however the primary was started.
  const execArgv = [...process.execArgv, ...SERVER_NODE_FLAGS.filter((f) => !process.execArgv.includes(f))];
  cluster.setupPrimary({ execArgv, args: process.argv.slice(2) });

  let stopping = false;
  let running = false;
  const listening = new Set<number>();
  let allListening: () => void = () => {};

  const start = (role: ProcessRole): Worker => {
    const worker = cluster.fork({ [ROLE_ENV]: role, [STARTED_ENV]: String(startedAt()) });
    roles.set(worker.id, { role, startedMs: Date.now() });
    hub.attach(String(worker.id), workerPort(worker));
    // The server's own word (start-server.ts): a reusePort server never tells the cluster.
    worker.on('message', (message: unknown) => {
      if ((message as { tubekit?: unknown } | null)?.tubekit !== 'listening') return;
      listening.add(worker.id);
      if (!running && listening.size === config.serverProcesses) {
        running = true;
        allListening();
      }
    });
    return worker;
  };

  const ready = new Promise<void>((resolve, reject) => {
    allListening = resolve;
    cluster.on('exit', (worker, code, signal) => {
      hub.detach(String(worker.id));
      listening.delete(worker.id);
      const was = roles.get(worker.id);
      roles.delete(worker.id);
      if (stopping || !was) return;
      const how = signal ?? `code ${code}`;
      // A server that cannot start (the port is taken) would only fail again.
      if (!running && was.role === 'server')
        return reject(new Error(`a server process exited (${how}) before it listened`));
      const pause = Date.now() - was.startedMs < QUICK_DEATH_MS ? QUICK_DEATH_MS : 0;
      setTimeout(() => {
        if (stopping) return;
        const next = start(was.role);
        log(
          `[start] ${was.role} process ${worker.process.pid} exited (${how}); started ${next.process.pid} in its place`,
        );
      }, pause);
    });
  });

  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: shutting down`);
    const all = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const exited = all.map(
      (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))),
    );
    for (const w of all) w.process.kill('SIGTERM');
    const late = setTimeout(() => {
      for (const w of all) if (!w.isDead()) w.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await Promise.all(exited);
    clearTimeout(late);
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const servers = Array.from({ length: config.serverProcesses }, () => start('server'));
  try {
    if (command.seedAndJobs) await seed(db, flags, config);
    else await db.close();
    seeded();
    await ready;
  } catch (err) {
    await stop(`[${command.name}] failed: ${err instanceof Error ? err.message : String(err)}`, 1);
  }
  // Started last: its ffmpeg runs would slow the servers' start, and the seed made its rows.
  const jobs = command.seedAndJobs ? start('jobs') : undefined;
  log(`Tubekit is running at ${config.baseUrl}/ (started in ${elapsed()})`);
  // The processes' shared state (README "Processes"); the URL is never logged (it may hold a password).
  if (config.redis)
    log(`[${command.name}] shared state on Redis (TUBEKIT_REDIS_URL), key prefix ${config.redis.prefix}`);
  const jobProcess = jobs ? `, job process (pid ${jobs.process.pid})` : '';
  log(
    `[${command.name}] ${servers.length} server ${servers.length === 1 ? 'process' : 'processes'} (pids ${servers.map((w) => w.process.pid).join(', ')})${jobProcess}, primary (pid ${process.pid})`,
  );
}
