import { expect, type FrameLocator, type Page } from '@playwright/test';
import { HOST_ORIGIN, VIDEOS } from './paths.ts';

/** A box in the frame's own viewport (CSS px). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The frame host page's viewports: a desktop, and a phone held sideways and upright. */
export const DESKTOP = { viewport: { width: 1366, height: 900 } };
export const PHONE_LANDSCAPE = { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Opens the webmaster page with one `w`×`h` iframe of `video` (another site than ours). */
export async function openFrame(page: Page, w: number, h: number, video: number = VIDEOS.first.id) {
  await page.goto(`${HOST_ORIGIN}/frame.html?video=${video}&w=${w}&h=${h}`);
  return page.frameLocator('iframe');
}

/** The bounding box of the first `selector` in the frame, or null when absent or not rendered. */
export function boxOf(frame: FrameLocator, selector: string): Promise<Box | null> {
  return frame.locator('body').evaluate((_, s) => {
    const node = document.querySelector(s);
    if (!node || node.getClientRects().length === 0) return null;
    const { top, bottom, left, right } = node.getBoundingClientRect();
    return { top, bottom, left, right };
  }, selector);
}

/** True when two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Accepts the age interstitial, plays past 1 s, then pauses (as the host API or a key would). */
export async function playThenPause(frame: FrameLocator): Promise<void> {
  await frame.getByTestId('te-age-accept').click();
  await frame.getByTestId('tk-big-play').click();
  await expect
    .poll(() => frame.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
  await frame.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
}
