import { expect, type Page } from '@playwright/test';
import { signInDemo } from './support/members.ts';
import { openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// The member's library (issue #17) as a person meets it: favourites and watch later from
// the video page and the cards, the member tabs, a visitor's watch later joining the account
// after sign-in, and the private tabs closed to visitors. The demo member is demo /
// demo-password (the e2e server's seed).

/** The card of `title` on a library tab. */
const tabCard = (page: Page, title: string) => page.locator('.library-list__item', { hasText: title });

test('favourite on the video page -> the favourite_videos tab; Remove takes it out', async ({ page }) => {
  test.setTimeout(90_000);
  const base = await signInDemo(page);
  await openHydrated(page, '/video/2/any/');
  const title = (await page.locator('h1').first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Favourite' }).click();
  await expect(
    page.getByText(new RegExp(`${title} (was added to|is already in your) favourites`)),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Favourite' }).click();
  await expect(page.getByText(`${title} is already in your favourites`)).toBeVisible();

  await openHydrated(page, `${base}favourite_videos/1/`);
  await expect(tabCard(page, title)).toBeVisible();
  await tabCard(page, title)
    .getByRole('button', { name: `Remove: ${title}` })
    .click();
  await expect(tabCard(page, title)).toHaveCount(0);
  await page.reload();
  await expect(tabCard(page, title)).toHaveCount(0);
});

test("watch later from a card -> the watch-later tab; a visitor's watch later joins the account after sign-in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // As a visitor: the card's button keeps the video in this browser.
  await openHydrated(page, '/videos/latest-updates/1/');
  const card = page.locator('.video-card').nth(3);
  const title = (await card.locator('.video-card__title').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: `Watch later: ${title}` }).click();
  await expect(page.getByText(`${title} was added to Watch later`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Watch later: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Sign-in reloads the page; the first signed-in page merges the browser's records.
  const base = await signInDemo(page);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('api_storage', 1);
            open.onsuccess = () => {
              const count = open.result.transaction('watch_later').objectStore('watch_later').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBe(0);
  await openHydrated(page, `${base}watch_later_videos/1/`);
  await expect(tabCard(page, title)).toBeVisible();

  // As a member: a card's button adds to the account; the tab shows it.
  await openHydrated(page, '/videos/latest-updates/1/');
  const other = page.locator('.video-card').nth(5);
  const otherTitle = (await other.locator('.video-card__title').textContent())?.trim() ?? '';
  await other.getByRole('button', { name: `Watch later: ${otherTitle}` }).click();
  await expect(
    page.getByText(new RegExp(`${otherTitle} (was added to|is already in) Watch later`)),
  ).toBeVisible();
  await openHydrated(page, `${base}watch_later_videos/1/`);
  await expect(tabCard(page, otherTitle)).toBeVisible();
  for (const t of [title, otherTitle])
    await tabCard(page, t)
      .getByRole('button', { name: `Remove: ${t}` })
      .click();
  await expect(tabCard(page, title)).toHaveCount(0);
});

test('a visitor is sent home from the private tabs, and json/library answers not_logged_in', async ({
  page,
}) => {
  for (const tab of ['favourite_videos', 'watch_later_videos', 'history']) {
    await page.goto(`/members/1/${tab}/1/`);
    await expect(page).toHaveURL(/\/$/);
  }
  const answer = await page.request.get('/json/library/0/history/24/0/1.1.jsond');
  expect(answer.status()).toBe(401);
  expect(answer.headers()['cache-control']).toBe('no-cache');
});

test('the library tabs at 375 and 1440 px (screenshots)', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const base = await signInDemo(page);
  await openHydrated(page, '/video/3/any/');
  await page.getByRole('button', { name: 'Favourite' }).click();
  for (const width of [375, 1440]) {
    for (const tab of ['favourite_videos', 'history']) {
      await openHydrated(page, `${base}${tab}/1/`, { width, height: 900 });
      const path = testInfo.outputPath(`library-${tab}-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`library-${tab}-${width}`, { path, contentType: 'image/png' });
    }
  }
});
