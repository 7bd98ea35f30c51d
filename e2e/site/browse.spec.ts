import { expect } from '@playwright/test';
import { isSameDocument, markDocument, openHydrated, waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

test('home → categories → one category, navigated in the browser after hydration', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Free trending videos | Tubekit');
  await expect(page.locator('main article.video-card')).toHaveCount(24);
  await waitForHydration(page);
  await markDocument(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL('/categories/');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  const tile = page.locator('main a.category-card').first();
  const title = (await tile.locator('.category-card__title').textContent())?.trim() ?? '';
  const href = (await tile.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/categories\/[a-z0-9-]+\/$/);
  await tile.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} videos`);
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
  await expect(page.locator('main article.video-card').first()).toBeVisible();
  // Every card links to a video page of the spec's shape.
  const cardHref = await page.locator('main a.video-card__title').first().getAttribute('href');
  expect(cardHref).toMatch(/^\/video\/\d+\/[a-z0-9-]+\/$/);
  expect(await isSameDocument(page)).toBe(true);
});

test('the video sort dropdown lists the sorts and closes on an outside click', async ({ page }) => {
  await openHydrated(page, '/videos/latest-updates/1/');
  const toggle = page.getByRole('button', { name: /Sort by: Newest/ });
  await toggle.click();
  const topRated = page.locator('.sort-filter__list').getByRole('link', { name: 'Top rated' });
  await expect(topRated).toBeVisible();
  await page.locator('h1').click();
  await expect(topRated).toBeHidden();

  await toggle.click();
  await topRated.click();
  await expect(page).toHaveURL('/videos/top-rated/1/');
  await expect(page.getByRole('button', { name: /Sort by: Top rated/ })).toBeVisible();
});
