import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { recordCspViolations } from '../site/support/csp-violations.ts';
import { EMBED_ORIGIN, HOST_ORIGIN, VIDEOS } from './support/paths.ts';

// Issue 25: the embed page runs under its own nonce-based Content-Security-Policy (with
// frame-ancestors *). It must block nothing the page needs, framed or opened on its own.

/** Accepts the age gate in `view` (the embed page, or the frame holding it) and plays past 1 s. */
async function passGateAndPlay(view: Page | FrameLocator): Promise<void> {
  await view.getByTestId('te-age-accept').click();
  await view.getByTestId('tk-big-play').click();
  await expect
    .poll(() => view.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
}

test('the embed page plays inside a webmaster page without a CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const policy = page.waitForResponse((r) => r.url().startsWith(`${EMBED_ORIGIN}/embed/${VIDEOS.first.id}/`));
  await page.goto(`${HOST_ORIGIN}/host.html`);
  const csp = (await policy).headers()['content-security-policy'];
  expect(csp).toMatch(/'nonce-[^']+' 'strict-dynamic'.*frame-ancestors \*$/);
  const frame = page.frameLocator('#clip1 iframe');
  await passGateAndPlay(frame);
  expect(await violations.read()).toEqual([]);
});

test('the embed page opened on its own plays without a CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto(`${EMBED_ORIGIN}/embed/${VIDEOS.second.id}/`);
  await passGateAndPlay(page);
  expect(await violations.read()).toEqual([]);
});
