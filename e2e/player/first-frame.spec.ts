import { expect, test } from '@playwright/test';
import { openHarness, presentedFrame, snapshot, waitForStatus } from './support/player-page.ts';

/** A chunk that holds hls.js or three.js (named so by support/build-harness.ts). */
const ENGINE_CHUNK = /\/assets\/(hls|three)-[^/]*\.js$/;

test('a real mp4 plays to its first frame', async ({ page }) => {
  await openHarness(page, 'ladder', 'autostart=1');
  await waitForStatus(page, 'playing');
  const frame = await presentedFrame(page);
  // HD is the default rendition: the 640x360 file, not the 256x144 one.
  expect(frame).toMatchObject({ width: 640, height: 360 });
  const s = await snapshot(page);
  expect(s).toMatchObject({ engine: 'mp4', quality: 'HD', firstFrame: true, error: null });
  expect(s.duration).toBeCloseTo(20, 0);
  const goals = await page.evaluate(() => window.goals.map((g) => g.goal));
  expect(goals).toEqual(expect.arrayContaining(['player_init', 'player_firstframe']));
  // An autostart builds its controls right after the first frame, and playback goes on.
  await expect(page.getByRole('button', { name: 'Pause' })).toBeAttached();
  const playedFrom = await page.evaluate(() => window.player!.video.currentTime);
  await expect
    .poll(() => page.evaluate(() => window.player!.video.currentTime))
    .toBeGreaterThan(playedFrom + 0.5);
  expect((await snapshot(page)).status).toBe('playing');
});

test('a real HLS stream longer than 1800 s plays to its first frame through hls.js', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await openHarness(page, 'long', 'autostart=1');
  await waitForStatus(page, 'playing');
  const frame = await presentedFrame(page);
  expect(frame).toMatchObject({ width: 160, height: 90 });
  const s = await snapshot(page);
  expect(s).toMatchObject({ engine: 'hls', firstFrame: true, error: null });
  expect(s.duration).toBeGreaterThan(1800);
  // hls.js plays through Media Source Extensions: a blob: url, fed from the playlist segments.
  expect(await page.evaluate(() => window.player!.video.currentSrc)).toMatch(/^blob:/);
  expect(requests.some((u) => ENGINE_CHUNK.test(u) && u.includes('/hls-'))).toBe(true);
  expect(requests.some((u) => u.endsWith('/media/long/long.m3u8'))).toBe(true);
  expect(requests.some((u) => /\/media\/long\/seg_\d+\.ts$/.test(u))).toBe(true);
  expect(requests.some((u) => u.endsWith('/media/long_sd.mp4'))).toBe(false);
});

test('a short non-VR mp4 requests neither hls.js nor three.js', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await openHarness(page, 'ladder', 'autostart=1');
  await waitForStatus(page, 'playing');
  await presentedFrame(page);
  // Let anything lazily scheduled after the first frame go out too.
  await page.waitForLoadState('networkidle');
  expect(requests.some((u) => /\/assets\/[^/]+\.js$/.test(u))).toBe(true);
  expect(requests.filter((u) => ENGINE_CHUNK.test(u))).toEqual([]);
  expect(requests.some((u) => u.endsWith('/media/clip_hd.mp4'))).toBe(true);
});
