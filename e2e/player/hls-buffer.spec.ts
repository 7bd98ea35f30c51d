import { expect, test } from '@playwright/test';
import { openHarness, waitForStatus } from './support/player-page.ts';

// Issue #19 item 10: hls.js used to fetch about 10 minutes ahead in the first seconds of a
// long video (from a master playlist's bandwidth its default forward buffer grows up to
// 600 s on a low bitrate); phones paid for what they would not watch. The player caps it at
// 60 s (HLS_FORWARD_BUFFER).

/** Seconds of media buffered ahead of the playhead, and the segments fetched so far. */
function ahead(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const video = window.player!.video;
    const { buffered, currentTime } = video;
    let end = currentTime;
    for (let i = 0; i < buffered.length; i++)
      if (buffered.start(i) <= currentTime + 0.5) end = Math.max(end, buffered.end(i));
    return end - currentTime;
  });
}

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport, isMobile: device === 'phone', hasTouch: device === 'phone' });

    test('a long HLS video buffers at most about a minute ahead, not ten', async ({ page }) => {
      const segments: string[] = [];
      page.on('request', (r) => {
        if (/\/media\/long\/seg_\d+\.ts$/.test(r.url())) segments.push(r.url());
      });
      await openHarness(page, 'long-master', 'autostart=1');
      await waitForStatus(page, 'playing');
      // It buffers ahead (loopback answers at once)...
      await expect.poll(() => ahead(page), { timeout: 30_000 }).toBeGreaterThan(25);
      // ... and a few seconds later, when an uncapped buffer is ten minutes long, still about a
      // minute: the 60 s cap plus the 10 s segment that crosses it.
      await page.waitForTimeout(4000);
      expect(await ahead(page)).toBeLessThanOrEqual(75);
      const seconds = await page.evaluate(() => window.player!.video.currentTime);
      expect(seconds).toBeLessThan(60);
      // Segments are 10 s: none past about two minutes of media was asked for.
      const highest = Math.max(...segments.map((u) => Number(/seg_(\d+)\.ts$/.exec(u)?.[1] ?? 0)));
      expect(highest).toBeLessThanOrEqual(12);
    });
  });
}
