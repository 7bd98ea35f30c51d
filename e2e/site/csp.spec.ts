import { expect, type Page } from '@playwright/test';
import { recordCspViolations } from './support/csp-violations.ts';
import { waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Issue 25: the server-rendered pages run under a nonce-based Content-Security-Policy. These
// journeys prove the policy blocks nothing the site needs: hydration data, the entry module,
// modulepreloads, lazily loaded page chunks and the player's media.

type Recorder = Awaited<ReturnType<typeof recordCspViolations>>;

/**
 * Opens `path`, checks it came with the page policy, and waits for the hydrated page. A
 * blocked script would keep the page from hydrating, so the violations seen by the load
 * event are checked first: the test then names the violation instead of timing out.
 */
async function open(page: Page, path: string, violations: Recorder, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  expect(response?.headers()['content-security-policy']).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(await violations.read()).toEqual([]);
  await waitForHydration(page);
}

test('the home page loads and hydrates without a CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await open(page, '/', violations);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free trending videos');
  expect(await violations.read()).toEqual([]);
});

test('a video page plays its video without a CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await recordCspViolations(page);
  await open(page, '/', violations);
  // A client navigation too: the page chunk and the player load through the nonced entry.
  await page.locator('main a.video-card__title').first().click();
  await expect(page).toHaveURL(/\/video\/\d+\/[a-z0-9-]+\/$/);
  await page.getByTestId('tk-big-play').click();
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(1);
  // And the same page loaded directly, the way a visitor from a search engine arrives.
  await open(page, new URL(page.url()).pathname, violations);
  expect(await violations.read()).toEqual([]);
});

test('the 404 page loads without a CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await open(page, '/no/such/page/', violations, 404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Content not found!');
  expect(await violations.read()).toEqual([]);
});
