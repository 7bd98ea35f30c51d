import { expect } from '@playwright/test';
import { isSameDocument, markDocument, openHydrated, PHONE, waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

test('performer filters: a letter and a gender narrow the list, kept in the address, noindex', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pornstars/');
  await expect(page).toHaveURL('/pornstars/alphabetaz/1/');
  const cards = page.locator('main article.model-card');
  await expect(cards).toHaveCount(30);
  await waitForHydration(page);
  await markDocument(page);

  await page.getByRole('button', { name: 'Letter: Any' }).click();
  await page.locator('.sort-filter__list').getByRole('link', { name: 'B', exact: true }).click();
  await expect(page).toHaveURL('/pornstars/alphabetaz/1/?letter=b');
  await expect(cards.first()).toBeVisible();
  for (const title of await page.locator('main .model-card__title').allTextContents())
    expect(title.trim().toUpperCase().startsWith('B'), title).toBe(true);
  // A filtered list is not for search engines (the served document says so).
  const served = await request.get(page.url(), { headers: { accept: 'text/html', cookie: '_agev=1' } });
  expect(await served.text()).toContain('<meta name="robots" content="noindex">');

  // A second group keeps the first; the sort keeps both.
  await page.getByRole('button', { name: 'Gender: Any' }).click();
  const woman = page.locator('.sort-filter__list').getByRole('link', { name: 'Woman' });
  await woman.click();
  await expect(page).toHaveURL(/\/pornstars\/alphabetaz\/1\/\?gender=\d&letter=b$/);
  await page.getByRole('button', { name: 'Sort by: A to Z' }).click();
  await page.locator('.sort-filter__list').getByRole('link', { name: 'Z to A' }).click();
  await expect(page).toHaveURL(/\/pornstars\/alphabetza\/1\/\?gender=\d&letter=b$/);
  // The address can change a frame before React commits the new list: poll the cards.
  const cardTitles = async () =>
    (await page.locator('main .model-card__title').allTextContents()).map((t) => t.trim());
  await expect
    .poll(async () => {
      const titles = await cardTitles();
      return (
        titles.length > 1 && titles.join('|') === [...titles].sort((a, b) => b.localeCompare(a)).join('|')
      );
    })
    .toBe(true);

  // "Any" clears a group.
  await page.getByRole('button', { name: 'Letter: B' }).click();
  await page.locator('.sort-filter__list').getByRole('link', { name: 'Any' }).click();
  await expect(page).toHaveURL(/\/pornstars\/alphabetza\/1\/\?gender=\d$/);
  expect(await isSameDocument(page)).toBe(true);
});

test('on a phone the performer filters open as bottom sheets with a tick', async ({ page }) => {
  await openHydrated(page, '/pornstars/alphabetaz/1/', PHONE);
  await page.getByRole('button', { name: 'Letter: Any' }).click();
  const sheet = page.getByRole('dialog', { name: 'Letter' });
  await expect(sheet.getByRole('link', { name: /Any/ })).toHaveAttribute('aria-current', 'true');
  await sheet.getByRole('link', { name: 'C', exact: true }).click();
  await expect(page).toHaveURL('/pornstars/alphabetaz/1/?letter=c');
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: 'Letter: C' }).click();
  await expect(sheet.getByRole('link', { name: /^C/ })).toContainText('✓');
});

for (const size of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${size.name}: a performer page has Subscribe beside Bookmark, and a visitor's click opens the Login modal as the channel's does`, async ({
    page,
  }) => {
    await openHydrated(page, '/pornstars/alphabetaz/1/', size);
    await page.locator('main a.model-card__link').first().click();
    await expect(page).toHaveURL(/\/pornstar\/[a-z0-9-]+\/$/);
    const actions = page.locator('main .model-header__actions');
    const subscribe = actions.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeInViewport();
    await expect(actions.getByRole('button', { name: 'Bookmark' })).toBeVisible();
    await subscribe.click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
  });
}
