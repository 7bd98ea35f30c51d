import { expect } from '@playwright/test';
import { waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

test('channels: /pornsites/ → A-Z list → a channel page; Subscribe asks a visitor to log in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pornsites/');
  await expect(page).toHaveURL('/pornsites/alphabetaz/1/');
  const titles = (await page.locator('main .channel-card__title').allTextContents()).map((t) => t.trim());
  expect(titles.length).toBeGreaterThan(10);
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  await waitForHydration(page);

  const first = page.locator('main a.channel-card__link').first();
  await first.click();
  await expect(page).toHaveURL(/\/pornsite\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0] ?? '');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
});

test('community: the member listing renders its cards and pager', async ({ page }) => {
  const response = await page.goto('/community/recent/1/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  expect(await page.locator('main article').count()).toBeGreaterThan(10);
  await expect(page.getByText(/\d+ videos · \d+ subscribers/).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('href', '/community/recent/2/');
});
