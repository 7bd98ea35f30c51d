import { expect, type Page, test } from '@playwright/test';
import { openAds, waitForStatus } from './support/ads-page.ts';

/** Opens the harness with the pre-play overlay and checks it covers the idle player. */
async function openWithOverlay(page: Page) {
  await openAds(page, { preplay: true });
  const overlay = page.getByTestId('tk-preplay-ad');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByTestId('banner')).toHaveText('Pre-play ad');
  await waitForStatus(page, 'idle');
  return overlay;
}

test('the pre-play overlay closes on its close button, then the video plays', async ({ page }) => {
  const overlay = await openWithOverlay(page);
  await page.getByTestId('tk-preplay-ad-close').click();
  await expect(overlay).toHaveCount(0);
  await waitForStatus(page, 'playing');
});

test('a click on the ad itself keeps the overlay; a click outside its box closes it and plays', async ({
  page,
}) => {
  const overlay = await openWithOverlay(page);
  await overlay.getByTestId('banner').click();
  await expect(overlay).toBeVisible();
  await waitForStatus(page, 'idle');
  // The overlay's corner: inside the player, outside the ad box.
  await overlay.click({ position: { x: 8, y: 8 } });
  await expect(overlay).toHaveCount(0);
  await waitForStatus(page, 'playing');
});

test('a click on the page outside the player closes the overlay and plays', async ({ page }) => {
  const overlay = await openWithOverlay(page);
  await page.locator('#outside').click();
  await expect(overlay).toHaveCount(0);
  await waitForStatus(page, 'playing');
});

test('play closes the pre-play overlay', async ({ page }) => {
  const overlay = await openWithOverlay(page);
  await page.evaluate(() => window.player!.play());
  await waitForStatus(page, 'playing');
  await expect(overlay).toHaveCount(0);
});
