import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { type ManualClock, manualClock } from '../http/clock.ts';

/**
 * An app over a test database with a fixed secret, a throwaway data dir and a manual clock
 * (2025-01-02T00:00:00Z), for `app.inject()` tests of any domain.
 */
export async function buildTestApp(
  db: Db,
  clock: ManualClock = manualClock(Date.UTC(2025, 0, 2)),
): Promise<{ app: FastifyInstance; clock: ManualClock }> {
  const config = loadConfig({
    TUBEKIT_SECRET: 'test-secret-0123456789',
    TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
  });
  const app = await buildApp({ db, config, clock });
  await app.ready();
  return { app, clock };
}
