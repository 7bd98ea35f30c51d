import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { openTestDatabase } from '../db/test-databases.ts';
import { type ManualClock, manualClock } from '../http/clock.ts';
import { buildTestAppOn, testConfigEnv } from './cluster-mode.ts';

/**
 * An app over a test database with a fixed secret, a throwaway data dir and a manual clock
 * (2025-01-02T00:00:00Z), for `app.inject()` tests of any domain; in cluster mode on the
 * run's Redis and bucket (test/cluster-mode.ts).
 */
export async function buildTestApp(
  db: Db,
  clock: ManualClock = manualClock(Date.UTC(2025, 0, 2)),
): Promise<{ app: FastifyInstance; clock: ManualClock }> {
  const config = loadConfig(
    testConfigEnv({ TUBEKIT_SECRET: 'test-secret-0123456789', TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data' }),
  );
  const app = await buildTestAppOn({ db, config, clock });
  await app.ready();
  return { app, clock };
}

/** What the tests of a suite reach once `beforeAll` has run. */
export interface SuiteTestApp {
  db: Db;
  app: FastifyInstance;
}

/**
 * Registers the hooks that give the surrounding suite one test app for all its tests: a
 * database from `open` (`openTestDatabase` unless a `testDatabases()` entry's is given) filled
 * by `seed`, the app over it (`buildTestApp`), both closed after. Read the fields inside
 * tests: they are set when `beforeAll` runs.
 */
export function suiteTestApp(
  seed: (db: Db) => Promise<void> = async () => {},
  open: () => Promise<Db> = openTestDatabase,
): SuiteTestApp {
  const fx = {} as SuiteTestApp;
  beforeAll(async () => {
    fx.db = await open();
    await seed(fx.db);
    ({ app: fx.app } = await buildTestApp(fx.db));
  });
  afterAll(async () => {
    await fx.app?.close();
    await fx.db?.close();
  });
  return fx;
}
