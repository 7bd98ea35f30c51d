import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { boxOf, DESKTOP, openFrame, overlaps, PHONE_LANDSCAPE, playThenPause } from './support/frame-page.ts';

// Issue 19 item 1: at the size of the site's own "Iframe code" (640x360) the related panel
// on pause ran under the control bar (its grid's bottom at 1141 px) without scrolling, its ×
// sat on the logo, the big play button showed through and duration badges covered the time.
// The panel must fit every frame over 420 px wide, above every control.

/** The element at the centre of `selector` in the frame is inside `owner` (nothing covers it). */
async function onTop(frame: FrameLocator, selector: string, owner: string): Promise<boolean> {
  return frame.locator('body').evaluate(
    (_, [s, o]) => {
      const node = document.querySelector(s as string);
      if (!node) return false;
      const r = node.getBoundingClientRect();
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      return Boolean(hit?.closest(o as string));
    },
    [selector, owner],
  );
}

/** The geometry every frame must respect while the related panel is open. */
async function expectPanelFits(frame: FrameLocator, height: number): Promise<void> {
  await expect(frame.getByTestId('tk-related')).toBeVisible();
  const panel = await boxOf(frame, '.tk-related');
  const controls = await boxOf(frame, '.tk-controls');
  const grid = await boxOf(frame, '.tk-related-grid');
  if (!panel || !controls || !grid) throw new Error('panel, grid or controls not rendered');
  // Within the frame and above the whole control bar (its fade included).
  expect(panel.top).toBeGreaterThanOrEqual(0);
  expect(panel.bottom).toBeLessThanOrEqual(controls.top + 0.5);
  expect(grid.bottom).toBeLessThanOrEqual(panel.bottom + 0.5);
  expect(controls.bottom).toBeLessThanOrEqual(height + 0.5);

  // The × is clear of the title and logo, and clickable (nothing lies on it, it lies on nothing).
  const close = await boxOf(frame, '.tk-related-close');
  const logo = await boxOf(frame, '.te-logo');
  const title = await boxOf(frame, '.te-title');
  if (!close || !logo || !title) throw new Error('×, logo or title not rendered');
  expect(overlaps(close, logo)).toBe(false);
  expect(overlaps(close, title)).toBe(false);
  expect(await onTop(frame, '.tk-related-close', '.tk-related-close')).toBe(true);
  expect(await onTop(frame, '.te-logo', '.te-logo')).toBe(true);

  // No big play button through the panel.
  await expect(frame.getByTestId('tk-big-play')).toBeHidden();

  // Every control is on top: no badge or thumbnail covers the seek bar, the play button or
  // the time display (hidden by the player under 536 px).
  for (const selector of ['.tk-seek', '.tk-controls .tk-play', '.tk-controls .tk-settings', '.tk-time']) {
    const box = await boxOf(frame, selector);
    if (box) expect(await onTop(frame, selector, '.tk-controls'), selector).toBe(true);
  }

  // The items that do not fit scroll into view inside the panel, above the controls.
  const overflow = await frame
    .locator('.tk-related-grid')
    .evaluate((g) => ({ scroll: g.scrollHeight, client: g.clientHeight }));
  expect(overflow.scroll).toBeGreaterThan(overflow.client);
  await frame.locator('.tk-related-item').last().scrollIntoViewIfNeeded();
  const last = await frame.locator('.tk-related-item').last().boundingBox();
  const frameBox = await frame.locator('body').boundingBox();
  if (!last || !frameBox) throw new Error('last item not rendered');
  expect(last.y - frameBox.y + last.height).toBeLessThanOrEqual(panel.bottom + 0.5);
  expect(await onTop(frame, '.tk-related-item:last-child .tk-related-duration', '.tk-related')).toBe(true);
}

/** Wheel over the grid scrolls it (desktop). */
async function expectWheelScrolls(page: Page, frame: FrameLocator): Promise<void> {
  await frame.locator('.tk-related-grid').evaluate((g) => g.scrollTo(0, 0));
  const grid = await frame.locator('.tk-related-grid').boundingBox();
  if (!grid) throw new Error('grid not rendered');
  await page.mouse.move(grid.x + grid.width / 2, grid.y + grid.height / 2);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => frame.locator('.tk-related-grid').evaluate((g) => g.scrollTop)).toBeGreaterThan(0);
}

const FRAMES = [
  { w: 640, h: 360, name: "the site's Iframe code size" },
  { w: 480, h: 270, name: 'a narrower frame over 420 px' },
] as const;

for (const [device, use] of [
  ['desktop', DESKTOP],
  ['phone held sideways', PHONE_LANDSCAPE],
] as const) {
  test.describe(`related panel on pause, ${device}`, () => {
    test.use(use);
    for (const { w, h, name } of FRAMES) {
      test(`fits a ${w}x${h} frame (${name}) above every control, scrolls, × clear of the logo`, async ({
        page,
      }) => {
        const frame = await openFrame(page, w, h);
        await playThenPause(frame);
        await expectPanelFits(frame, h);
        if (device === 'desktop') await expectWheelScrolls(page, frame);
        await page.screenshot({ path: test.info().outputPath(`related-${w}x${h}.png`) });
        // The × closes it; the big play button is back for the paused video.
        await frame.getByRole('button', { name: 'Close related videos' }).click();
        await expect(frame.getByTestId('tk-related')).toBeHidden();
        await expect(frame.getByTestId('tk-big-play')).toBeVisible();
      });
    }
  });
}
