import { expect } from '@playwright/test';
import { isSameDocument, markDocument, openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

test('load more appends the next 24 cards and pushes /2/; the pager then replaces the page', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await markDocument(page);
  const cards = page.locator('main article.video-card');
  await expect(cards).toHaveCount(24);
  const firstTitle = await page.locator('main a.video-card__title').first().textContent();

  await page.getByRole('button', { name: 'more trending video' }).click();
  await expect(cards).toHaveCount(48);
  await expect(page).toHaveURL('/2/');
  await expect(page).toHaveTitle('Free trending videos - Page 2 | Tubekit');
  // Appended, not replaced: the first card is still the first.
  await expect(page.locator('main a.video-card__title').first()).toHaveText(firstTitle ?? '');

  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await pager.getByRole('link', { name: 'Page 4' }).click();
  await expect(page).toHaveURL('/4/');
  // A numbered page starts at its top (issue #19: it kept the scroll position).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(cards).toHaveCount(24);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('4');
  await expect(page).toHaveTitle('Free trending videos - Page 4 | Tubekit');
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL('/3/');
  expect(await isSameDocument(page)).toBe(true);
});

test('a listing shows up to 5 pager links, 4 at 535 px or less', async ({ page }) => {
  await openHydrated(page, '/videos/latest-updates/3/');
  const numbered = page
    .getByRole('navigation', { name: 'Pages' })
    .locator('a[aria-label^="Page "], [aria-current="page"]');
  await expect(numbered).toHaveText(['1', '2', '3', '4', '5']);
  await page.setViewportSize({ width: 535, height: 900 });
  await expect(numbered).toHaveCount(4);
});

test('the home pager is hidden under 520 px (spec section 9); load more stays', async ({ page }) => {
  await openHydrated(page, '/', { width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'more trending video' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeHidden();
  await page.setViewportSize({ width: 520, height: 844 });
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
});
