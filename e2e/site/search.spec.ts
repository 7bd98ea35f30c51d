import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

/** A word of the first card's title: demo titles are built from the keyword word lists. */
async function wordFromFirstCard(page: Page): Promise<string> {
  const title = (await page.locator('main a.video-card__title').first().textContent()) ?? '';
  const word = title.split(/\s+/).find((w) => w.length >= 4) ?? '';
  expect(word, `a word of "${title}"`).not.toBe('');
  return word.toLowerCase();
}

test('the search overlay shows trending categories, then grouped suggestions, then results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const word = await wordFromFirstCard(page);
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Site search' });
  await expect(overlay).toBeVisible();
  const input = overlay.getByRole('searchbox', { name: 'Search for' });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('maxlength', '69');
  // Empty: the 12 trending categories.
  await expect(overlay.locator('.search-overlay__chips li')).toHaveCount(12);

  await input.fill(word.slice(0, 3));
  const keywords = overlay.locator('section[data-group="keywords"] a');
  await expect(keywords.first()).toBeVisible();
  await expect(keywords.first()).toContainText(new RegExp(word.slice(0, 3), 'i'));

  await input.fill('zzzqqqxx');
  await expect(overlay.getByText('Not matches found')).toBeVisible();

  await input.fill(word);
  await input.press('Enter');
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(`/search/1/?s=${encodeURIComponent(word)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} videos`);
  await expect(page.locator('main article.video-card').first()).toBeVisible();

  // The query is remembered: the overlay lists it under Recent.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(overlay.getByRole('link', { name: word, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
});

test('a search without matches reads "No result found"', async ({ page }) => {
  await page.goto('/search/1/?s=zzzqqqxx');
  await expect(page.getByText('No result found')).toBeVisible();
});
