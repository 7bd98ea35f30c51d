import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './chromium.ts';

/**
 * Cluster mode's proof (issue #22), apart from the other journeys: its global setup starts a
 * whole cluster on loopback (PostgreSQL, Redis, s3rver, two `tubekit serve`, two
 * `tubekit worker`, nginx) and its teardown stops it, so none of playwright.config.ts's
 * webServers start. `pnpm test` runs it as a step of its own (scripts/test-all.mjs):
 *   pnpm --filter @tubekit/e2e exec playwright test -c playwright.cluster.config.ts
 */
export default defineConfig({
  testDir: './cluster',
  outputDir: './test-results/cluster',
  globalSetup: './cluster/support/global-setup.ts',
  // One cluster, one journey in order: a single worker.
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // A retry would meet the state the first attempt left (a killed server, a used rate limit).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'cluster', testDir: './cluster' }],
});
