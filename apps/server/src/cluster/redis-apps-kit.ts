import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { manualClock } from '../http/clock.ts';
import { type RedisSharedState, redisSharedState } from './redis-shared-state.ts';
import { redisServer } from './redis-test-kit.ts';

/** Two apps on one database and one Redis: what the tests of the shared state read. */
export interface TwoAppsOnRedis {
  server: ReturnType<typeof redisServer>;
  db: Db;
  states: RedisSharedState[];
  apps: FastifyInstance[];
}

/**
 * Registers hooks that run a throwaway redis-server and two apps on it (server processes on
 * two machines: one in-memory SQLite database, one key prefix, a manual clock), closed after
 * the suite. `onApp` sees each app (its index) before it is ready, to add hooks.
 */
export function twoAppsOnRedis(
  options: {
    name?: string;
    onError?: (err: unknown) => void;
    onApp?: (app: FastifyInstance, index: number) => void;
  } = {},
): TwoAppsOnRedis {
  const fx: TwoAppsOnRedis = { server: redisServer(), db: undefined as unknown as Db, states: [], apps: [] };
  beforeAll(async () => {
    fx.db = await openDatabase({ sqlitePath: ':memory:' });
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
    });
    const prefix = `${options.name ?? 'apps'}${randomUUID().slice(0, 8)}:`;
    for (let i = 0; i < 2; i++) {
      const shared = await redisSharedState(fx.server.url, {
        prefix,
        ...(options.onError ? { onError: options.onError } : {}),
      });
      fx.states.push(shared);
      const app = await buildApp({ db: fx.db, config, clock: manualClock(Date.UTC(2026, 0, 2)), shared });
      options.onApp?.(app, i);
      await app.ready();
      fx.apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of fx.apps) await app.close();
    // A test may have stopped Redis: then nothing can be released, only dropped.
    for (const state of fx.states) await state.close().catch(() => state.crash());
    await fx.db?.close();
  });
  return fx;
}
