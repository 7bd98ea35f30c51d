import { expect, type Page, type TestInfo } from '@playwright/test';
import { SITE_BASE } from './support/paths.ts';
import { isSameDocument, markDocument, waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

/**
 * The date and duration filters of the video listings (issue #19 item 6): top-rated and
 * most-popular take the date filter (all, day, week, month), every listing the duration
 * filter (1 under 10 min, 2 10–40 min, 3 over 40 min), chosen from the desktop dropdown or
 * the phone's bottom sheet, kept in the address (`?duration=1&date=week`) and the canonical.
 * The e2e catalogue's videos all play the one 30 s clip: "Under 10 min" lists them all and
 * the longer ranges list none.
 */
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const EMPTY_LIST = 'There is no data in this list.';

/** Chooses `option` in the selector named `label` ("Duration: Any length"), as the size offers it. */
async function choose(page: Page, label: RegExp, option: string, phone: boolean): Promise<void> {
  if (phone) {
    await page.locator('.sort-filter__mobile').getByRole('button', { name: label }).click();
    await page.getByRole('dialog').getByRole('link', { name: option }).click();
  } else {
    await page.locator('.sort-filter__dropdown').getByRole('button', { name: label }).click();
    await page.locator('.sort-filter__list:visible').getByRole('link', { name: option, exact: true }).click();
  }
}

async function expectAddress(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(`${SITE_BASE}${path}`);
  // The canonical is absolute, on the configured public origin: compare what follows it.
  const canonical = page.locator('link[rel="canonical"]');
  await expect
    .poll(async () => {
      const href = new URL((await canonical.getAttribute('href')) ?? '', SITE_BASE);
      return `${href.pathname}${href.search}`;
    })
    .toBe(path);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('desktop: top rated, under 10 min, last 7 days, then Newest keeps the duration and drops the date', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/videos/top-rated/1/');
  await waitForHydration(page);
  await markDocument(page);

  await choose(page, /^Duration: Any length/, 'Under 10 min', false);
  await expectAddress(page, '/videos/top-rated/1/?duration=1');
  await expect(page).toHaveTitle(/^Top rated videos: Under 10 min/);
  const durations = page.locator('main .video-card__duration');
  await expect(durations.first()).toBeVisible();
  for (const text of await durations.allTextContents()) expect(text).toBe('00:30');
  // The pager keeps the filter.
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('href', '/videos/top-rated/2/?duration=1');

  await choose(page, /^Date: All time/, 'Last 7 days', false);
  await expectAddress(page, '/videos/top-rated/1/?duration=1&date=week');
  await expect(page.getByRole('button', { name: /^Date: Last 7 days/ }).first()).toBeVisible();
  await shoot(page, testInfo, 'filters-desktop');

  // Latest-updates takes no date: the menu goes and the address drops it; the duration stays.
  await choose(page, /^Sort by: Top rated/, 'Newest', false);
  await expectAddress(page, '/videos/latest-updates/1/?duration=1');
  await expect(page.getByRole('button', { name: /^Date:/ })).toHaveCount(0);

  await choose(page, /^Duration: Under 10 min/, '10–40 min', false);
  await expectAddress(page, '/videos/latest-updates/1/?duration=2');
  await expect(page.getByText(EMPTY_LIST)).toBeVisible();
  // All of it in the hydrated page, without a reload.
  expect(await isSameDocument(page)).toBe(true);
});

test('phone: the bottom sheets filter a category and the most popular list', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/videos/most-popular/1/');
  await waitForHydration(page);

  await choose(page, /^Date: All time/, 'Last 30 days', true);
  await expectAddress(page, '/videos/most-popular/1/?date=month');
  // The sheet as the visitor sees it, then the choice.
  await page
    .locator('.sort-filter__mobile')
    .getByRole('button', { name: /^Duration: Any length/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Duration' });
  await expect(sheet.getByRole('link', { name: /Any length/ })).toHaveAttribute('aria-current', 'true');
  // Slid up in full (its animation has ended) before the picture.
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
  await shoot(page, testInfo, 'filters-phone-sheet');
  await sheet.getByRole('link', { name: 'Over 40 min' }).click();
  await expectAddress(page, '/videos/most-popular/1/?duration=3&date=month');
  await expect(page.getByText(EMPTY_LIST)).toBeVisible();
  await expect(
    page.locator('.sort-filter__mobile').getByRole('button', { name: 'Duration: Over 40 min' }),
  ).toBeVisible();
  await shoot(page, testInfo, 'filters-phone');

  // A category's videos (latest-updates) have the duration filter and no date.
  await page.goto('/categories/');
  await page.locator('main a[href^="/categories/"]').first().click();
  await expect(page).toHaveURL(/\/categories\/[a-z0-9-]+\/$/);
  await waitForHydration(page);
  const category = new URL(page.url()).pathname;
  await expect(page.getByRole('button', { name: /^Date:/ })).toHaveCount(0);
  await choose(page, /^Duration: Any length/, 'Under 10 min', true);
  await expectAddress(page, `${category}?duration=1`);
  await expect(page.locator('main .video-card__duration').first()).toHaveText('00:30');
});
