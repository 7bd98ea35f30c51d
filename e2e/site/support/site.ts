import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { SITE_BASE } from './paths.ts';

/** The age-gate cookie (spec section 4): set it to browse without the modal. */
export async function acceptAgeByCookie(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: '_agev', value: '1', url: SITE_BASE }]);
}

/**
 * Waits until React has taken over the server markup: hydrateRoot marks #root with its
 * container key, and the idle network means the lazy page module has loaded. Clicks before
 * that would be plain page loads, not router navigations.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

/** A full-page screenshot attached to the test result (and kept under test-results). */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Marks the current document; `expectSameDocument` then proves a click was handled by the
 * hydrated router (client-side navigation) rather than a full page load.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument?: number }).__e2eDocument = 1;
  });
}

/** True when the document marked by `markDocument` is still the one shown. */
export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eDocument?: number }).__e2eDocument === 1);
}

/** The window of the desktop journeys. */
export const DESKTOP = { width: 1440, height: 900 };
/** The window of the phone journeys. */
export const PHONE = { width: 375, height: 740 };

/** Sizes the window, opens `path` and waits for hydration: where most journeys start. */
export async function openHydrated(
  page: Page,
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await waitForHydration(page);
}
