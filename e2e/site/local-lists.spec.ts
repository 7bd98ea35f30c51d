import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Issue #19 item 7: a visitor's Watch later and History (kept in this browser's IndexedDB,
// spec section 3) are reachable from the header's Videos menu and from the burger menu.
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

/** Opens the menu that holds the site's video links at this size and follows `name`. */
async function openFromMenu(
  page: Page,
  phone: boolean,
  name: 'Watch later' | 'History',
  screenshot?: string,
): Promise<void> {
  const menu = phone
    ? page.getByRole('navigation', { name: 'Menu' })
    : page.getByRole('navigation', { name: 'Main' });
  await (phone
    ? page.getByRole('button', { name: 'Menu' })
    : menu.getByRole('button', { name: /Videos/ })
  ).click();
  const link = menu.getByRole('link', { name });
  await expect(link).toBeVisible();
  if (screenshot) await page.screenshot({ path: screenshot });
  await link.click();
}

for (const [size, viewport] of Object.entries(SIZES)) {
  const phone = size === 'phone';

  test(`${size}: a visitor reaches Watch later from the menu, saves, sees and removes a video`, async ({
    page,
  }, info) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForHydration(page);
    await openFromMenu(page, phone, 'Watch later', info.outputPath(`menu-${size}.png`));
    await expect(page).toHaveURL('/watch-later/');
    await expect(page.getByRole('heading', { level: 1, name: 'Watch later' })).toBeVisible();
    await expect(page.getByText('There is no data in this list.')).toBeVisible();
    await expect(page).toHaveTitle(/Watch later/);

    await page.goto('/');
    await waitForHydration(page);
    const card = page.locator('main article.video-card').first();
    const title = ((await card.locator('a.video-card__title').textContent()) ?? '').trim();
    await card.getByRole('button', { name: `Watch later: ${title}` }).click();
    await expect(page.getByText(`${title} was added to Watch later`)).toBeVisible();

    await openFromMenu(page, phone, 'Watch later');
    await expect(page).toHaveURL('/watch-later/');
    const saved = page.locator('main a.video-card__title');
    await expect(saved).toHaveText([title]);
    await page.screenshot({ path: info.outputPath(`watch-later-${size}.png`), fullPage: true });
    // The card opens the video page.
    const href = await saved.first().getAttribute('href');
    expect(href).toMatch(/^\/video\/\d+\/[a-z0-9-]+\/$/);

    await page.getByRole('button', { name: `Remove: ${title}` }).click();
    await expect(page.getByText('There is no data in this list.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('There is no data in this list.')).toBeVisible();
  });

  test(`${size}: a visitor reaches History from the menu: empty, then the watched video`, async ({
    page,
  }, info) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForHydration(page);
    await openFromMenu(page, phone, 'History');
    await expect(page).toHaveURL('/history/');
    await expect(page.getByText('Your viewing history is empty.')).toBeVisible();

    await page.goto('/video/3/any/');
    await waitForHydration(page);
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    // The history record is taken 1 s after the page shows (with the view).
    await page.waitForTimeout(1_500);
    await openFromMenu(page, phone, 'History');
    await expect(page).toHaveURL('/history/');
    await expect(page.locator('main a.video-card__title')).toHaveText([title]);
    await page.screenshot({ path: info.outputPath(`history-${size}.png`), fullPage: true });
  });
}
