import { expect, test } from '@playwright/test';
import { openHarness, waitForStatus } from './support/player-page.ts';

test('desktop Chromium plays a VR video with no "Allow motion access" overlay over it', async ({ page }) => {
  // A VR source's URL is resolved first (`?text_redirect=yes` answers the real URL as text).
  await page.route(/text_redirect=yes/, (route) =>
    route.fulfill({
      contentType: 'text/plain',
      body: new URL('/media/clip_hd.mp4', route.request().url()).href,
    }),
  );
  await openHarness(page, 'vr', 'autostart=1');
  // What made the overlay appear: desktop Chromium has requestPermission, without a touch screen.
  expect(
    await page.evaluate(() => [
      typeof (DeviceMotionEvent as unknown as { requestPermission?: unknown }).requestPermission,
      navigator.maxTouchPoints,
    ]),
  ).toEqual(['function', 0]);
  await waitForStatus(page, 'playing');
  await expect(page.getByTestId('tk-vr-permission')).toBeHidden();
  await expect(page.getByText('Allow motion access')).toBeHidden();
});
