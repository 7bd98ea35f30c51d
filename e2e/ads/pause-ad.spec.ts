import { devices, expect, type Page, test } from '@playwright/test';
import { openAds, waitForStatus } from './support/ads-page.ts';

/** Starts the content (muted autostart) and pauses it through the public API. */
async function playThenPause(page: Page): Promise<void> {
  await waitForStatus(page, 'playing');
  await page.evaluate(() => window.player!.pause());
  await waitForStatus(page, 'paused');
}

/** A device descriptor for a chromium context (the webkit default does not apply here). */
function emulate(name: string) {
  const device = devices[name];
  if (!device) throw new Error(`no Playwright device named ${name}`);
  const { defaultBrowserType: _engine, ...descriptor } = device;
  return descriptor;
}

test.describe('desktop', () => {
  test('the pause ad shows on pause and hides on play and on seek; the VAST engine never loads', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await openAds(page, { pause: true, autostart: true });
    const pauseAd = page.getByTestId('tk-pause-ad');
    await waitForStatus(page, 'playing');
    await expect(pauseAd).toHaveCount(0);

    await playThenPause(page);
    await expect(pauseAd).toBeVisible();
    await expect(pauseAd.getByTestId('banner')).toHaveText('Pause ad');
    // The time tick that comes with the pause itself does not move the playhead: the ad stays.
    const at = await page.evaluate(() => window.player!.video.currentTime);
    await page.waitForTimeout(500);
    await expect(pauseAd).toBeVisible();
    expect(await page.evaluate(() => window.player!.video.currentTime)).toBe(at);

    await page.evaluate(() => window.player!.play());
    await waitForStatus(page, 'playing');
    await expect(pauseAd).toHaveCount(0);

    await page.evaluate(() => window.player!.pause());
    await waitForStatus(page, 'paused');
    await expect(pauseAd).toBeVisible();
    // A seek while paused hides it, and the content stays paused.
    await page.evaluate(() => window.player!.seek(12));
    await expect(pauseAd).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.player!.video.currentTime)).toBeGreaterThanOrEqual(12);
    await waitForStatus(page, 'paused');
    await expect(pauseAd).toHaveCount(0);

    // Its close button closes it too.
    await page.evaluate(() => window.player!.play());
    await playThenPause(page);
    await page.getByTestId('tk-pause-ad-close').click();
    await expect(pauseAd).toHaveCount(0);

    // No tag configured: the lazy VAST chunk (named vast-*.js by the build) was never requested.
    expect(requests.filter((u) => /\/assets\/vast-[^/]*\.js$/.test(u))).toEqual([]);
  });
});

test.describe('iPhone', () => {
  test.use(emulate('iPhone 13'));
  test('no pause ad on a phone', async ({ page }) => {
    await openAds(page, { pause: true, autostart: true });
    await playThenPause(page);
    // The ad would be mounted synchronously with the paused state: nothing is there.
    await expect(page.getByTestId('tk-pause-ad')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.userAgent)).toContain('iPhone');
  });
});

test.describe('iPad', () => {
  test.use(emulate('iPad (gen 7)'));
  test('the pause ad shows on an iPad, the one mobile device that gets it', async ({ page }) => {
    await openAds(page, { pause: true, autostart: true });
    await playThenPause(page);
    await expect(page.getByTestId('tk-pause-ad')).toBeVisible();
  });
});
