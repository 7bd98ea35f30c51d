import { expect, test } from '@playwright/test';
import { AD_SIZE } from './support/ad-media.ts';
import {
  adGoals,
  adLoadEndpoint,
  first,
  hits,
  newRun,
  openAds,
  pixels,
  probes,
  tag,
  tagRequests,
  waitForStatus,
} from './support/ads-page.ts';
import { PLAYED_TO_END } from './support/vast-docs.ts';

test('the preroll plays to its end before the content, which shows no moving frame until then', async ({
  page,
}) => {
  const run = newRun();
  const main = tag(run, 'inline', { ad: 'main', out_name: 'synthetic-site', cisai: 'c-42' });
  await openAds(page, { tags: [main], tracking: adLoadEndpoint(run), autostart: true });

  // The ad cover is up and the ad's own video presents the generated creative.
  await expect(page.getByTestId('tk-ad')).toBeVisible();
  await expect.poll(async () => (await probes(page)).some((p) => p.what === 'ad-frame')).toBe(true);
  const during = await page.evaluate(() => ({
    paused: window.player!.video.paused,
    time: window.player!.video.currentTime,
    adBreak: window.player!.getSnapshot().adBreak,
  }));
  expect(during).toEqual({ paused: true, time: 0, adBreak: true });

  // Content starts on its own once the 4 s ad has ended.
  await waitForStatus(page, 'playing', 20_000);
  await expect.poll(async () => (await probes(page)).some((p) => p.what === 'content-playing')).toBe(true);
  await expect(page.getByTestId('tk-ad')).toBeHidden();
  const log = await probes(page);
  const adEnded = first(log, 'ad-ended').at;
  expect(first(log, 'ad-frame').frame).toMatchObject(AD_SIZE);
  // The cover hides in the same task as the ad's `ended` (the probe may log either first).
  expect(Math.abs(first(log, 'ad-hidden').at - adEnded)).toBeLessThan(100);
  expect(first(log, 'content-playing').at).toBeGreaterThanOrEqual(adEnded);
  // No content frame past the very first one reached the screen before the ad ended.
  const early = log.filter((p) => p.what === 'content-frame' && p.at < adEnded && p.frame!.mediaTime > 0);
  expect(early).toEqual([]);

  // VAST order on the ad server, the ad-load GET with the tag's out_name and cisai, analytics.
  expect((await pixels(run, 'main')).filter((e) => PLAYED_TO_END.includes(e))).toEqual(PLAYED_TO_END);
  const adLoad = (await hits(run)).filter((h) => h.name === 'adload');
  expect(adLoad.map((h) => h.query)).toEqual([{ out_name: 'synthetic-site', cisai: 'c-42' }]);
  expect((await adGoals(page)).map(({ goal, data }) => [goal, data])).toEqual([
    ['player_adplay', { tag: main, index: 0 }],
  ]);
  const goals = await page.evaluate(() => window.goals.map((g) => g.goal));
  expect(goals).toContain('player_firstframe');
});

test('with a slow ad server the content shows no frame before the preroll is over', async ({ page }) => {
  const run = newRun();
  await openAds(page, { tags: [tag(run, 'inline', { ad: 'slow', delay: '2000' })], autostart: true });
  const hold = page.getByTestId('tk-ad-hold');
  // While the tag is on its way, a black hold covers the content's preloaded first frame.
  await expect.poll(async () => (await tagRequests(run)).includes('inline')).toBe(true);
  await expect(hold).toBeVisible();
  expect(
    await page.evaluate(() => (document.elementFromPoint(320, 150) as HTMLElement | null)?.dataset.testid),
  ).toBe('tk-ad-hold');
  await expect(page.getByTestId('tk-ad')).toBeVisible();
  await waitForStatus(page, 'playing', 20_000);
  await expect(hold).toHaveCount(0);
  const log = await probes(page);
  expect(first(log, 'content-playing').at).toBeGreaterThanOrEqual(first(log, 'ad-ended').at);
});
