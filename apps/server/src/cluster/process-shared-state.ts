import type { Config } from '../config.ts';
import { ipcSharedState } from './ipc-client.ts';
import { primaryPort } from './process-ports.ts';
import { redisSharedState } from './redis-shared-state.ts';
import type { SharedState } from './shared-state.ts';

/** A cluster process's shared state, the primary's word that the database is ready, and its end. */
export interface ProcessSharedState {
  shared: SharedState;
  /** Resolves once the primary has prepared the database (a server listens only then). */
  prepared(): Promise<void>;
  /** Frees what this process holds on Redis (its leases) and closes the connections. */
  close(): Promise<void>;
}

/**
 * The shared state of a server or job process of `pnpm start` (README "Processes"): on
 * Redis when TUBEKIT_REDIS_URL is set (servers on several machines agree), else the
 * primary's (`ipcSharedState`). The IPC channel to the primary stays either way: it still
 * says when the database is prepared and hears that a server listens. Redis that cannot be
 * reached rejects, so the process exits and the start fails with the reason logged.
 */
export async function processSharedState(
  config: Pick<Config, 'redis'>,
  onError: (err: unknown) => void,
): Promise<ProcessSharedState> {
  const ipc = ipcSharedState(primaryPort(), onError);
  if (!config.redis) return { shared: ipc, prepared: ipc.prepared, close: async () => {} };
  const redis = await redisSharedState(config.redis.url, { prefix: config.redis.prefix, onError });
  return { shared: redis, prepared: ipc.prepared, close: () => redis.close() };
}
