import { expect } from '@playwright/test';
import { openHydrated, PHONE } from './support/site.ts';
import { test } from './support/visitor-test.ts';

test('at 1160 px or less the nav moves into the burger menu', async ({ page }) => {
  await openHydrated(page, '/', { width: 1160, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Menu' });
  await expect(burger).toBeVisible();
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Categories' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
  // A route change closes the menu.
  await menu.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL('/categories/');
  await expect(menu).toBeHidden();

  await page.setViewportSize({ width: 1161, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(burger).toBeHidden();
});

test('the mobile filter sheet slides up, locks scrolling, ticks the sort and navigates', async ({ page }) => {
  await openHydrated(page, '/videos/latest-updates/1/', PHONE);
  // The sheet's button names the current sort (issue #19).
  await page.getByRole('button', { name: 'Sort by: Newest' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sort by' });
  await expect(sheet).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expect(sheet.getByRole('link', { name: /Newest/ })).toHaveAttribute('aria-current', 'true');
  await expect(sheet.getByRole('link', { name: /Newest/ })).toContainText('✓');

  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  // Esc and a tap on the backdrop close it too, focus back on its button.
  const opener = page.getByRole('button', { name: 'Sort by: Newest' });
  await opener.click();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await page.mouse.click(200, 60);
  await expect(sheet).toBeHidden();

  await opener.click();
  await sheet.getByRole('link', { name: /Most viewed/ }).click();
  await expect(page).toHaveURL('/videos/most-viewed/1/');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sort by: Most viewed' })).toBeVisible();
});

test('on a narrow screen the header hides when scrolling down past 75 px and returns on scroll up', async ({
  page,
}) => {
  await openHydrated(page, '/', PHONE);
  const header = page.locator('header.header');
  await expect(header).not.toHaveClass(/header--hidden/);
  await page.mouse.wheel(0, 60);
  await page.waitForFunction(() => window.scrollY >= 50);
  await expect(header).not.toHaveClass(/header--hidden/);
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveClass(/header--hidden/);
  // Moved up by 75 px.
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThanOrEqual(-75);
  await page.mouse.wheel(0, -100);
  await expect(header).not.toHaveClass(/header--hidden/);
});
