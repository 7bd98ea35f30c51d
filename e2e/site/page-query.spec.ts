import { expect, type Page } from '@playwright/test';
import { recordCspViolations } from './support/csp-violations.ts';
import { DESKTOP, waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Issue #21: a page renders (and is cached) with only the query parameters it reads
// (apps/server ssr/page-query.ts) and names its chunks in a Link header. A landing with
// campaign or analytics parameters keeps them in its address, hydrates the server's markup
// without a mismatch, and the parameters only the browser reads still work.

/** The console errors of a page (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a listing opened with parameters it does not read keeps them, hydrates cleanly and applies its filter', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const errors = consoleErrors(page);
  const violations = await recordCspViolations(page);
  const address = '/videos/top-rated/1/?utm_source=ad&duration=1&gclid=x1&date=week';
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  const link = response?.headers().link ?? '';
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(link).toContain(`; rel=modulepreload; nonce="${nonce}"`);
  await waitForHydration(page);
  expect(new URL(page.url()).search).toBe('?utm_source=ad&duration=1&gclid=x1&date=week');
  await expect(page.locator('main')).toContainText('Under 10 min');
  for (const text of await page.locator('main .video-card__duration').allTextContents())
    expect(text).toBe('00:30');
  expect(await violations.read()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a search opened with extra parameters shows the words searched for and hydrates cleanly', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const errors = consoleErrors(page);
  await page.goto('/search/1/?utm_campaign=spring&s=clip&s=other');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/clip/i);
  expect(errors).toEqual([]);
});
