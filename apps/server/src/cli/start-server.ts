import { buildApp } from '../app.ts';
import { primaryPort } from '../cluster/process-ports.ts';
import { processSharedState } from '../cluster/process-shared-state.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { openJobQueue } from '../jobs/queue.ts';
import { log } from './process-env.ts';
import { stopOnSignals } from './stop-on-signals.ts';

/**
 * On Linux each server process binds the port itself (SO_REUSEPORT): the kernel spreads the
 * connections, the primary is not on their path, and a process that dies takes only its own
 * queue with it (those clients see a reset, not a hang). Elsewhere the option is refused, so
 * the cluster's default holds: the primary accepts and hands connections round-robin.
 */
const REUSE_PORT = process.platform === 'linux' ? { exclusive: true, reusePort: true } : {};

/**
 * One HTTP server process of `pnpm start` or `tubekit serve`: the whole app on the shared
 * port, with the state every server process must agree on held by the primary
 * (`ipcSharedState`), or on Redis with TUBEKIT_REDIS_URL (`processSharedState`), and the
 * upload checks handed to the job queue (`openJobQueue`: the job process over the bus, or
 * BullMQ for `tubekit worker`). It starts while the primary seeds and listens once the
 * seed is done. SIGINT/SIGTERM close the server (the view counter
 * flushes its buffer) and the database.
 */
export async function runServer(config: Config): Promise<void> {
  const db = await openDatabase({ sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl });
  const state = await processSharedState(config, (err) => log(`[server] shared state: ${String(err)}`));
  const { shared } = state;
  const jobs = await openJobQueue(config, shared.bus);
  const app = await buildApp({
    db,
    config,
    logger: process.env.TUBEKIT_LOG === '1',
    shared,
    uploads: {
      queueCheck: (uploadId) =>
        void jobs
          .queueUploadCheck(uploadId)
          .catch((err: unknown) => log(`[server] upload check not queued: ${String(err)}`)),
    },
  });
  // Built while the primary seeds; the first visitor sees the whole catalogue.
  await state.prepared();
  await app.listen({ host: config.host, port: config.port, ...REUSE_PORT });
  primaryPort().send({ tubekit: 'listening' });
  stopOnSignals(async () => {
    await app.close();
    await jobs.close();
    await state.close();
    await db.close();
  });
}
