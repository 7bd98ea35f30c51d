import { expect, type Page } from '@playwright/test';
import { attachScreenshot, DESKTOP, openHydrated, PHONE } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Issue 19 item 10: on phones the big play button sat on the seek bar (a 16:9 player about
// 200 px tall centred the 72 px button over the bar's touch area).

/** The big play button's and the seek bar's boxes on the video page (page px). */
async function bigPlayAndSeek(page: Page) {
  await expect(page.getByTestId('tk-big-play')).toBeVisible();
  const big = await page.getByTestId('tk-big-play').boundingBox();
  const seek = await page.locator('.tk-seek').boundingBox();
  const player = await page.locator('.tk-player').boundingBox();
  if (!big || !seek || !player) throw new Error('player parts not rendered');
  return { big, seek, player };
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
  ['small phone', { width: 360, height: 640 }],
] as const) {
  test(`${name}: the big play button keeps clear of the seek bar and its touch area`, async ({
    page,
  }, testInfo) => {
    await openHydrated(page, '/video/2/any/', viewport);
    const { big, seek, player } = await bigPlayAndSeek(page);
    // 8 px of touch area above the 4 px line, and 8 px of air above that.
    expect(big.y + big.height).toBeLessThanOrEqual(seek.y - 16);
    expect(big.y).toBeGreaterThanOrEqual(player.y);
    // Still centred across.
    expect(Math.abs(big.x + big.width / 2 - (player.x + player.width / 2))).toBeLessThanOrEqual(1);
    await attachScreenshot(page, testInfo, `big-play-${viewport.width}`);
  });
}
