import { expect } from '@playwright/test';
import { DELETED_VIDEO_ID } from './support/paths.ts';
import { isSameDocument, markDocument, openHydrated, waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

test('home → video → related (?r=1) → the next video from the end-of-video countdown', async ({ page }) => {
  test.setTimeout(120_000);
  await openHydrated(page, '/');
  await markDocument(page);

  const card = page.locator('main a.video-card__title').first();
  const title = (await card.textContent())?.trim() ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/video\/\d+\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Tubekit`);

  const related = page.locator('a.video-related__item');
  await expect(related.first()).toBeVisible();
  const relatedTitle = (await related.first().locator('.video-related__title').textContent())?.trim() ?? '';
  await expect(page.locator('a.video-related__more')).toHaveAttribute(
    'href',
    `/search/1/?s=${encodeURIComponent(title)}`,
  );
  await related.first().click();
  await expect(page).toHaveURL(/\/video\/\d+\/[a-z0-9-]+\/\?r=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
  expect(await isSameDocument(page)).toBe(true);

  // Start 2 s before the end of the 30 s demo clip: on complete the 12 s countdown offers
  // the first related video, and "Play now" goes there with autostart=1.
  const here = new URL(page.url());
  await page.goto(`${here.pathname}?autostart=1&start_time=28`);
  const playNow = page.getByRole('button', { name: 'Play now' });
  await expect(playNow).toBeVisible({ timeout: 45_000 });
  await playNow.click();
  await expect(page).toHaveURL(/\/video\/\d+\/[a-z0-9-]+\/\?autostart=1$/);
  expect(new URL(page.url()).pathname).not.toBe(here.pathname);
});

test('watch later: added once with a success notice, then "already" on the second press', async ({
  page,
}) => {
  await page.goto('/video/2/any/');
  await waitForHydration(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Watch later' }).click();
  await expect(page.getByText(`${title} was added to Watch later`)).toBeVisible();
  await page.getByRole('button', { name: 'Watch later' }).click();
  await expect(page.getByText(`${title} is already in Watch later`)).toBeVisible();
});

test('history: empty at first, then lists a watched video once, newest first', async ({ page }) => {
  await page.goto('/history/');
  await expect(page.getByText('Your viewing history is empty.')).toBeVisible();

  const watched: string[] = [];
  for (const id of [3, 4, 3]) {
    await page.goto(`/video/${id}/any/`);
    await waitForHydration(page);
    watched.push((await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '');
    // The view (and the history record) is taken 1 s after the page shows.
    await page.waitForTimeout(1_500);
  }
  await page.goto('/history/');
  const titles = page.locator('main a.video-card__title');
  // Video 3 watched again replaces its earlier entry and comes first.
  await expect(titles).toHaveText([watched[2] ?? '', watched[1] ?? '']);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a deleted video (status_id 5) shows the sad panel, no player, no actions', async ({ page }) => {
  const response = await page.goto(`/video/${DELETED_VIDEO_ID}/any/`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const panel = page.getByRole('status').filter({ hasText: 'Video has been recently deleted' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('.video-deleted__icon')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Watch later' })).toHaveCount(0);
});

test('an unknown video id leads to the 404 page', async ({ page }) => {
  await page.goto('/video/999999/none/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Content not found!');
});
