import { expect, test } from '@playwright/test';
import { adGoals, first, newRun, openAds, pixels, probes, tag, waitForStatus } from './support/ads-page.ts';
import { PLAYED_TO_END } from './support/vast-docs.ts';

/** Tracking events whose order the test pins (pause/resume come and go with the click). */
const ORDERED = [...PLAYED_TO_END, 'skip', 'click'];

test('a click opens the advertiser and pauses the ad, a second click resumes; skip shows at 5 s of ad playback and skips', async ({
  page,
}) => {
  const run = newRun();
  await openAds(page, { tags: [tag(run, 'inline', { ad: 'long', creative: 'long' })], autostart: true });
  const cover = page.getByTestId('tk-ad');
  const adVideo = cover.locator('video');
  const skip = page.getByTestId('tk-ad-skip');
  await expect.poll(async () => (await probes(page)).some((p) => p.what === 'ad-playing')).toBe(true);
  await expect(skip).toBeHidden();

  // Click-through: the advertiser page opens in a new tab and the ad pauses.
  const landing = page.context().waitForEvent('page');
  await adVideo.click();
  const tab = await landing;
  await expect(tab).toHaveURL(new RegExp(`/t/${run}/landing\\?ad=long$`));
  await expect.poll(() => adVideo.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await tab.close();
  await adVideo.click();
  await expect.poll(() => adVideo.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // The skip button: at the creative's skipoffset (5 s) of the ad's own playback, so the
  // click pause delays it rather than bringing it closer.
  await expect(skip).toBeVisible({ timeout: 10_000 });
  const log = await probes(page);
  const shown = first(log, 'skip-shown');
  expect(shown.adTime).toBeGreaterThanOrEqual(5);
  expect(shown.adTime).toBeLessThan(5.6);
  expect(shown.at - first(log, 'ad-playing').at).toBeGreaterThanOrEqual(4900);
  await skip.click();

  // Skipped: the 12 s ad never completes, the cover goes and the content plays.
  await expect(cover).toBeHidden();
  await waitForStatus(page, 'playing', 15_000);
  const order = (await pixels(run, 'long')).filter((e) => ORDERED.includes(e));
  expect(order.slice(0, 2)).toEqual(['impression', 'start']);
  expect(order.at(-1)).toBe('skip');
  expect(order.indexOf('click')).toBeGreaterThan(order.indexOf('start'));
  expect(order).not.toContain('complete');
  expect(order).not.toContain('thirdQuartile');
  expect(await pixels(run, 'long')).toContain('landing');
  expect((await adGoals(page)).map((g) => g.goal)).toEqual(['player_adplay']);
});
