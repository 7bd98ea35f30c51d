import { defineConfig } from '@playwright/test';
import { ADS_PAGE_ORIGIN } from './ads/support/paths.ts';
import { CHROMIUM } from './chromium.ts';
import { CONSUMER_ORIGIN } from './consumer/support/paths.ts';
import { EMBED_ORIGIN, HOST_ORIGIN } from './embed/support/paths.ts';
import { PLAYER_PORT, STORYBOOK_PORT } from './player/support/paths.ts';
import { CLUSTER_MODE } from './site/support/mode.ts';
import { SITE_BASE } from './site/support/paths.ts';

const playerBase = `http://127.0.0.1:${PLAYER_PORT}`;
const storybookBase = `http://127.0.0.1:${STORYBOOK_PORT}`;

/** The project of the journeys in the folder `name`, against the server at `baseURL`. */
function journeyFamily(name: string, baseURL: string) {
  return { name, testDir: `./${name}`, use: { baseURL } };
}

/**
 * The webServer entry for one journey family's serve script, ready once `readyUrl` answers.
 * The scripts build and generate media on a first run, hence the long default timeout; a
 * server already running is reused except on CI. Its output goes to the test log (where a
 * failed start says why) unless `quiet`.
 */
function tsxServer(
  script: string,
  readyUrl: string,
  { timeout = 180_000, quiet = false, stopBySigterm = false } = {},
) {
  return {
    command: `tsx ${script}`,
    url: readyUrl,
    timeout,
    reuseExistingServer: !process.env.CI,
    ...(quiet ? {} : { stdout: 'pipe' as const }),
    // A script whose children live in process groups of their own stops them itself.
    ...(stopBySigterm ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 } } : {}),
  };
}

/**
 * One project per journey family, each with its own server: `player` (the SDK on a harness
 * page with generated media) now; the site journeys add a project and a webServer entry.
 */
export default defineConfig({
  testDir: '.',
  outputDir: './test-results',
  // Two shared cores: one worker, and a generous timeout for media under load.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'player',
      testDir: './player',
      testIgnore: 'stories.spec.ts',
      use: { baseURL: playerBase },
    },
    {
      // Every player story reaches the state it is named after (static Storybook build).
      name: 'player-stories',
      testDir: './player',
      testMatch: 'stories.spec.ts',
      use: { baseURL: storybookBase },
    },
    // The ads layer on its own harness: generated ad creatives, VAST from the e2e ad server.
    journeyFamily('ads', ADS_PAGE_ORIGIN),
    // The visitor site, server-rendered by the real server on a freshly seeded data dir.
    CLUSTER_MODE
      ? {
          ...journeyFamily('site', SITE_BASE),
          // The media redirect to the bucket, s3rver on loopback (a real one is public): a
          // page the journey fulfils itself (page.route) has no address space of its own,
          // so Chromium's Local Network Access would refuse it those requests.
          use: { baseURL: SITE_BASE, permissions: ['local-network-access'] },
        }
      : journeyFamily('site', SITE_BASE),
    // The embed loader on a webmaster's page (a second origin) framing the real server.
    journeyFamily('embed', HOST_ORIGIN),
    {
      // The SDK as published: pnpm pack, installed offline into a Vite + React app outside the
      // workspace, typechecked and built (a setup project, so only consumer runs pay for it).
      name: 'consumer-setup',
      testDir: './consumer',
      testMatch: 'prepare.setup.ts',
    },
    {
      // That app in chromium: <Player> and plain createPlayer, VAST preroll, quality switch.
      name: 'consumer',
      testDir: './consumer',
      testMatch: '*.spec.ts',
      dependencies: ['consumer-setup'],
      use: { baseURL: CONSUMER_ORIGIN },
    },
  ],
  webServer: [
    // Generates the media (first run only), builds the harness, serves both.
    tsxServer('player/support/serve-harness.ts', `${playerBase}/healthz`),
    tsxServer('player/support/serve-storybook.ts', `${storybookBase}/index.json`, { quiet: true }),
    // Generates the ad creatives and content (first run only), builds the ads harness,
    // serves it and the ad server (VAST, tracking pixels, recorded hits).
    tsxServer('ads/support/serve-ads.ts', `${ADS_PAGE_ORIGIN}/healthz`),
    // Builds the site when stale, seeds 300 videos and one clip into a temp dir, serves.
    // E2E_MODE=cluster: the same on a cluster's parts (PostgreSQL, Redis, s3rver, workers).
    CLUSTER_MODE
      ? tsxServer('site/support/serve-site-cluster.ts', `${SITE_BASE}/robots.txt`, {
          timeout: 600_000,
          stopBySigterm: true,
        })
      : tsxServer('site/support/serve-site.ts', `${SITE_BASE}/robots.txt`, { timeout: 240_000 }),
    // Builds the embed page and loader when stale, ffmpeg clips (cached), seeds three videos,
    // serves the real app and the host pages (localhost = webmaster, 127.0.0.1 = foreign).
    tsxServer('embed/support/serve-embed.ts', `${EMBED_ORIGIN}/embed.js`),
  ],
});
