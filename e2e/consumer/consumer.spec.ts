// The SDK as a developer who installs it from the registry gets it: the packed tarballs in
// a Vite + React app outside the workspace (prepare.setup.ts), served with the test media
// and a VAST tag of the project's own fixtures. The same journey runs with <Player> in React
// and with createPlayer in a page with no framework: a VAST preroll plays, then the video,
// then a quality switch from the settings menu.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADS_MEDIA_DIR } from '../ads/support/paths.ts';
import { MEDIA_DIR } from '../player/support/paths.ts';
import { type StaticServer, startStaticServer } from '../player/support/static-server.ts';
import { CONSUMER_ORIGIN, CONSUMER_PORT, CONSUMER_VAST_PORT } from './support/paths.ts';
import { preparedApp } from './support/prepare.ts';
import { startVastServer, type VastServer } from './support/vast-server.ts';

/** The ad: VAST 3.0 inline linear, every tracking event (our fixture). */
const FIXTURE = 'inline-linear-v3.xml';
const TRACK = '/ads.example.test/track/inline-v3/';

let site: StaticServer;
let vast: VastServer;
/** Built file of each engine (from the app's Vite manifest): which chunk holds hls.js, three. */
let engineFiles: { hls: string[]; three: string[] };

test.beforeAll(async () => {
  const app = preparedApp();
  const manifest = JSON.parse(readFileSync(path.join(app.distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const filesOf = (pattern: RegExp) =>
    Object.entries(manifest)
      .filter(([source]) => pattern.test(source))
      .map(([, chunk]) => `/${chunk.file}`);
  engineFiles = {
    hls: filesOf(/(^|\/)node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?hls\.js\//),
    three: filesOf(/(^|\/)node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?three\//),
  };
  site = await startStaticServer({
    port: CONSUMER_PORT,
    mounts: { '/media/': MEDIA_DIR, '/ad-media/': ADS_MEDIA_DIR, '/': app.distDir },
  });
  vast = await startVastServer({
    port: CONSUMER_VAST_PORT,
    creativeUrl: `${CONSUMER_ORIGIN}/ad-media/ad_short.mp4`,
  });
});

test.afterAll(async () => {
  await Promise.all([site?.close(), vast?.close()]);
});

/** Paths of the JS files the page requested. */
function recordScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.endsWith('.js')) seen.push(pathname);
  });
  return seen;
}

/** The player's state and element, read through its public API (`window.player`). */
function playerView(page: Page) {
  return page.evaluate(() => {
    const player = (window as unknown as { player?: import('@tubekit/player').Player | null }).player;
    if (!player) return null;
    const s = player.getSnapshot();
    return {
      status: s.status,
      quality: s.quality,
      engine: s.engine,
      adBreak: s.adBreak,
      currentTime: s.currentTime,
      src: player.video.currentSrc,
    };
  });
}

async function prerollThenPlayThenSwitch(page: Page, pagePath: string): Promise<void> {
  const scripts = recordScripts(page);
  const before = vast.hits.length;
  /** This page's ad tracking events, in arrival order. */
  const tracked = () =>
    vast.hits
      .slice(before)
      .filter((hit) => hit.startsWith(TRACK))
      .map((hit) => hit.slice(TRACK.length));
  await page.goto(`${pagePath}?autostart=1&tag=${encodeURIComponent(vast.tag(FIXTURE))}`);
  await expect(page.locator('.tk-player')).toHaveCount(1);

  // The preroll: its impression, start and complete, in that order; content waits for it.
  await expect.poll(tracked, { timeout: 30_000 }).toContain('complete');
  const order = ['impression', 'start', 'complete'].map((event) => tracked().indexOf(event));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));

  // Then the video itself, in HD (the default rendition), playing.
  await expect(page.locator('.tk-player')).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  await expect.poll(async () => (await playerView(page))?.adBreak).toBe(false);
  await expect.poll(async () => (await playerView(page))?.src).toMatch(/\/media\/clip_hd\.mp4$/);
  await expect.poll(async () => (await playerView(page))?.currentTime ?? 0).toBeGreaterThan(0.5);

  // A quality switch from the settings menu, as a visitor does it.
  await page.locator('.tk-player').hover();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitemradio', { name: 'SD' }).click();
  await expect.poll(async () => (await playerView(page))?.quality).toBe('SD');
  await expect.poll(async () => (await playerView(page))?.src).toMatch(/\/media\/clip_sd\.mp4$/);
  await expect(page.locator('.tk-player')).toHaveAttribute('data-status', 'playing');

  // An mp4 page never downloads hls.js or three.js.
  expect(scripts.filter((s) => [...engineFiles.hls, ...engineFiles.three].includes(s))).toEqual([]);
}

test('React: <Player> plays a VAST preroll, then the video, and switches quality', async ({ page }) => {
  await prerollThenPlayThenSwitch(page, '/index.html');
  // usePlayerState re-rendered the child with the new quality.
  await expect(page.getByTestId('react-status')).toHaveText('playing SD');
  // usePlayer gives the instance: the child's own button goes back to HD.
  await page.getByRole('button', { name: 'Best quality' }).click();
  await expect(page.getByTestId('react-status')).toHaveText('playing HD');
  await expect.poll(async () => (await playerView(page))?.src).toMatch(/\/media\/clip_hd\.mp4$/);
});

test('no framework: createPlayer plays a VAST preroll, then the video, and switches quality', async ({
  page,
}) => {
  await prerollThenPlayThenSwitch(page, '/plain.html');
});

test('hls.js and three.js come from the app’s own install, once, and hls.js loads only for an HLS video', async ({
  page,
}) => {
  const app = preparedApp();
  // One chunk per engine, built from the app's node_modules, not from inside the player package.
  expect(engineFiles.hls).toHaveLength(1);
  expect(engineFiles.three).toHaveLength(1);
  const manifest = readFileSync(path.join(app.distDir, '.vite/manifest.json'), 'utf8');
  expect(manifest).not.toMatch(/@tubekit\/player\/dist\/chunks\/(hls|three)/);

  const scripts = recordScripts(page);
  await page.goto('/plain.html?video=long&autostart=1');
  await expect(page.locator('.tk-player')).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  await expect.poll(async () => (await playerView(page))?.engine).toBe('hls');
  expect(scripts).toContain(engineFiles.hls[0]);
  expect(scripts).not.toContain(engineFiles.three[0]);
});
