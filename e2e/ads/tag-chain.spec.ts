import { expect, type Page, test } from '@playwright/test';
import {
  adGoals,
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

/** Waits until the content itself plays (its element fired `playing`). */
async function contentPlays(page: Page, timeout = 20_000): Promise<void> {
  await waitForStatus(page, 'playing', timeout);
  await expect
    .poll(async () => (await probes(page)).some((p) => p.what === 'content-playing'), { timeout })
    .toBe(true);
}

/** The player_vast_error goals as [code, index]. */
async function vastErrors(page: Page): Promise<Array<[unknown, unknown]>> {
  return (await adGoals(page))
    .filter((g) => g.goal === 'player_vast_error')
    .map((g) => [g.data.code, g.data.index]);
}

test('a broken main tag and a failing first backup fall through to the second backup, which plays', async ({
  page,
}) => {
  const run = newRun();
  const tags = [tag(run, 'broken'), tag(run, 'status500'), tag(run, 'inline', { ad: 'backup2' })];
  await openAds(page, { tags, autostart: true });
  await expect(page.getByTestId('tk-ad')).toBeVisible();
  await contentPlays(page);
  expect(await tagRequests(run)).toEqual(['broken', 'status500', 'inline']);
  // Cut-off XML is VAST 100, an HTTP 500 is 301 (URI unavailable); then the backup plays.
  expect(await vastErrors(page)).toEqual([
    [100, 0],
    [301, 1],
  ]);
  const played = (await adGoals(page)).filter((g) => g.goal === 'player_adplay');
  expect(played.map((g) => g.data)).toEqual([{ tag: tags[2], index: 2 }]);
  expect(await pixels(run, 'backup2')).toEqual(expect.arrayContaining(['impression', 'start', 'complete']));
  // The ad ended before the content started.
  const log = await probes(page);
  expect(first(log, 'content-playing').at).toBeGreaterThanOrEqual(first(log, 'ad-ended').at);
});

test('a wrapper chain deeper than 8 redirects stops with VAST 302 and the content starts', async ({
  page,
}) => {
  const run = newRun();
  await openAds(page, { tags: [tag(run, 'wrapper/9', { ad: 'deep' })], autostart: true });
  await contentPlays(page);
  // The root and 8 redirects are fetched; the 9th redirect (to the inline ad) never is.
  expect(await tagRequests(run)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `wrapper/${n}`));
  expect(await vastErrors(page)).toEqual([[302, 0]]);
  // The wrappers' Error URLs get the code; no impression is counted for an ad never shown.
  const track = (await hits(run)).filter((h) => h.kind === 'track');
  expect(track.some((h) => h.name === 'error' && h.query.code === '302')).toBe(true);
  expect(track.filter((h) => h.name === 'impression')).toEqual([]);
  await expect(page.getByTestId('tk-ad')).toHaveCount(0);
});

test('a chain of exactly 8 redirects still reaches the ad and plays it', async ({ page }) => {
  const run = newRun();
  await openAds(page, { tags: [tag(run, 'wrapper/8', { ad: 'inline8' })], autostart: true });
  await expect(page.getByTestId('tk-ad')).toBeVisible();
  await contentPlays(page);
  expect((await tagRequests(run)).at(-1)).toBe('wrapper/0');
  expect(await vastErrors(page)).toEqual([]);
  // Wrapper impressions fire with the inline ad's (VAST: every level counts the view).
  const impressions = (await hits(run)).filter((h) => h.name === 'impression').map((h) => h.query.ad);
  expect(impressions).toEqual(expect.arrayContaining(['inline8', 'wrapper-8', 'wrapper-1']));
});

test('a tag that never answers times out after 5 s and the content starts', async ({ page }) => {
  const run = newRun();
  await openAds(page, { tags: [tag(run, 'hang')], autostart: true });
  // While the tag hangs, the content stays under the black hold; it goes with the timeout.
  await expect(page.getByTestId('tk-ad-hold')).toBeVisible();
  await contentPlays(page, 15_000);
  await expect(page.getByTestId('tk-ad-hold')).toHaveCount(0);
  expect((await hits(run)).map((h) => h.name)).toEqual(['hang']);
  const [asked] = await page.evaluate(() => window.adRequests);
  const [error] = (await adGoals(page)).filter((g) => g.goal === 'player_vast_error');
  expect(error?.data).toMatchObject({ code: 301, index: 0 });
  // Timed from the fetch call (the timer starts a moment before it): 5 s, not much after.
  expect(asked?.url).toBe(tag(run, 'hang'));
  const waited = error!.at - asked!.at;
  expect(waited).toBeGreaterThanOrEqual(4990);
  expect(waited).toBeLessThan(6500);
  expect(first(await probes(page), 'content-playing').at).toBeGreaterThanOrEqual(error!.at);
  await expect(page.getByTestId('tk-ad')).toHaveCount(0);
});
