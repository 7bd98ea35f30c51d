import { expect } from '@playwright/test';
import { waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

for (const path of ['/no/such/page/', '/categories/no-such-category/', '/videos/no-such-sort/1/']) {
  test(`${path} answers 404 with "Oops! Content not found!" and a link home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Content not found!');
    if (path === '/no/such/page/')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free trending videos');
  });
}
