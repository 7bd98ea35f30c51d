import { expect, type Page, test } from '@playwright/test';
import {
  adGoals,
  first,
  newRun,
  openAds,
  probes,
  tag,
  tagRequests,
  trackingSequence,
  waitForStatus,
} from './support/ads-page.ts';
import { PLAYED_TO_END } from './support/vast-docs.ts';

// VAST 4 beyond the single linear ad (issue #20), in Chromium against the e2e ad server:
// each journey reads back every tracking request the ad server received for its run and
// asserts the exact sequence.

const of = (ad: string, events: readonly string[]) => events.map((e) => `${ad}/${e}`);

/**
 * Opens the harness, autostarting, on one `kind` response ('pod' or 'buffet') of the `ads`
 * listed (`label:creative,…`), with an inline backup tag after it that must stay unasked.
 */
async function openMultiAd(page: Page, run: string, kind: 'pod' | 'buffet', ads: string): Promise<void> {
  await openAds(page, {
    tags: [tag(run, kind, { ads }), tag(run, 'inline', { ad: 'backup' })],
    autostart: true,
  });
}

/** Waits until the content itself plays (its element fired `playing`). */
async function contentPlays(page: Page, timeout = 40_000): Promise<void> {
  await waitForStatus(page, 'playing', timeout);
  await expect
    .poll(async () => (await probes(page)).some((p) => p.what === 'content-playing'), { timeout })
    .toBe(true);
}

test('an ad pod of 2 plays in sequence order, "Ad 1 of 2" then "Ad 2 of 2", each ad with its own tracking, and the content only after the last', async ({
  page,
}) => {
  const run = newRun();
  await openMultiAd(page, run, 'pod', 'pod-a:short,pod-b:short');
  await expect(page.getByTestId('tk-ad-pod')).toHaveText('Ad 1 of 2');
  await expect(page.getByTestId('tk-ad-pod')).toHaveText('Ad 2 of 2', { timeout: 15_000 });
  await contentPlays(page);

  expect(await trackingSequence(run)).toEqual([...of('pod-a', PLAYED_TO_END), ...of('pod-b', PLAYED_TO_END)]);
  expect(await tagRequests(run)).toEqual(['pod']);
  const log = await probes(page);
  expect(log.filter((p) => p.what === 'ad-pod').map((p) => p.text)).toEqual(['Ad 1 of 2', 'Ad 2 of 2']);
  const ends = log.filter((p) => p.what === 'ad-ended').map((p) => p.at);
  expect(ends).toHaveLength(2);
  // Content waits for the last ad: no content frame moved before it ended.
  expect(first(log, 'content-playing').at).toBeGreaterThanOrEqual(ends[1]!);
  const early = log.filter((p) => p.what === 'content-frame' && p.at < ends[1]! && p.frame!.mediaTime > 0);
  expect(early).toEqual([]);
  expect((await adGoals(page)).map(({ goal, data }) => [goal, data.index])).toEqual([
    ['player_adplay', 0],
    ['player_adplay', 0],
  ]);
});

test('a buffet whose first ad is VPAID only: 403 to its Error URL, then the next stand-alone ad of the same response plays, not the backup tag', async ({
  page,
}) => {
  const run = newRun();
  await openMultiAd(page, run, 'buffet', 'buffet-vpaid:vpaid,buffet-ok:short,buffet-spare:short');
  await contentPlays(page);

  expect(await trackingSequence(run)).toEqual(['buffet-vpaid/error:403', ...of('buffet-ok', PLAYED_TO_END)]);
  expect(await tagRequests(run)).toEqual(['buffet']);
  await expect(page.getByTestId('tk-ad-pod')).toBeHidden();
  expect((await adGoals(page)).map(({ goal, data }) => [goal, data.code ?? null, data.index])).toEqual([
    ['player_vast_error', 403, 0],
    ['player_adplay', null, 0],
  ]);
});

test('a percentage skip offset is taken of the media playing: skipoffset 5% of a 12 s file declared 40 s offers skip at 0.6 s, not 2 s (of the declared) nor 5 s (the default)', async ({
  page,
}) => {
  const run = newRun();
  const pct = tag(run, 'inline', { ad: 'pct', creative: 'long', skip: '5%', declared: '40' });
  await openAds(page, { tags: [pct], autostart: true });
  const skip = page.getByTestId('tk-ad-skip');
  await expect(skip).toBeVisible({ timeout: 15_000 });
  await skip.click();
  await contentPlays(page);

  const shown = first(await probes(page), 'skip-shown');
  expect(shown.adTime).toBeGreaterThanOrEqual(0.6);
  expect(shown.adTime).toBeLessThan(1.5);
  // Skipped before its first quartile (3 s): impression, start, skip and nothing else.
  expect(await trackingSequence(run)).toEqual(of('pct', ['impression', 'start', 'skip']));
});

test('viewability: an ad on screen sends Viewable after 2 s of playback, before its first quartile, and only that', async ({
  page,
}) => {
  const run = newRun();
  await openAds(page, {
    tags: [tag(run, 'inline', { ad: 'seen', creative: 'long', skip: 'none', viewable: '1' })],
    autostart: true,
  });
  await contentPlays(page);
  expect(await trackingSequence(run)).toEqual(
    of('seen', ['impression', 'start', 'viewable', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']),
  );
});

test('viewability: an ad that plays below the fold sends NotViewable when it ends', async ({ page }) => {
  const run = newRun();
  await openAds(page, {
    tags: [tag(run, 'inline', { ad: 'unseen', viewable: '1' })],
    autostart: true,
    offscreen: true,
  });
  await contentPlays(page);
  expect(await trackingSequence(run)).toEqual(of('unseen', [...PLAYED_TO_END, 'notViewable']));
});
