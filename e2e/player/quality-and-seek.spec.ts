import { expect, test } from '@playwright/test';
import { openHarness, presentedFrame, snapshot, waitForStatus } from './support/player-page.ts';

test('switching quality keeps the position and keeps playing', async ({ page }) => {
  await openHarness(page, 'ladder', 'autostart=1');
  await waitForStatus(page, 'playing');
  await page.evaluate(() => window.player!.seek(8));
  await expect.poll(async () => (await snapshot(page)).currentTime).toBeGreaterThanOrEqual(8);

  const player = page.locator('.tk-player');
  await player.hover();
  await page.getByRole('button', { name: 'Settings' }).click();
  const before = (await snapshot(page)).currentTime;
  await page.getByRole('menuitemradio', { name: 'SD' }).click();

  await expect.poll(async () => (await snapshot(page)).quality).toBe('SD');
  await expect
    .poll(() => page.evaluate(() => window.player!.video.currentSrc))
    .toMatch(/\/media\/clip_sd\.mp4$/);
  const frame = await presentedFrame(page);
  expect(frame).toMatchObject({ width: 256, height: 144 });
  // Position survives the source swap (a restart would show ~0 s here).
  expect(frame.mediaTime).toBeGreaterThanOrEqual(before - 1);
  expect(frame.mediaTime).toBeLessThan(before + 3);
  await waitForStatus(page, 'playing');
});

test('three forward taps accumulate into one seek 30 s ahead (±1 s)', async ({ page }) => {
  await openHarness(page, 'long', 'autostart=1');
  await waitForStatus(page, 'playing');
  await page.evaluate(() => window.player!.pause());
  await waitForStatus(page, 'paused');
  const start = (await snapshot(page)).currentTime;

  // Count the seeks the media element really performs, and where the first one lands.
  await page.evaluate(() => {
    const video = window.player!.video;
    const seen = { seeks: 0, landed: -1 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    video.addEventListener('seeking', () => {
      seen.seeks += 1;
    });
    video.addEventListener('seeked', () => {
      if (seen.landed < 0) seen.landed = video.currentTime;
    });
  });
  await page.locator('.tk-player').hover();
  const forward = page.getByRole('button', { name: 'Forward 10 seconds' });
  for (let i = 0; i < 3; i++) await forward.click();
  expect((await snapshot(page)).pendingSeek).toBe(30);

  // Applied 1.5 s after the last tap, as one seek, and playback resumes (it was paused).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: { landed: number } }).seen.landed))
    .toBeGreaterThan(0);
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { seeks: number; landed: number } }).seen,
  );
  expect(seen.seeks).toBe(1);
  expect(Math.abs(seen.landed - (start + 30))).toBeLessThanOrEqual(1);
  await waitForStatus(page, 'playing');
  expect((await snapshot(page)).pendingSeek).toBe(0);
});
