import type { Browser } from '@playwright/test';
import { type BenchReport, REPORT_PREFIX } from '../pages/first-frame.ts';

/** One page load. */
export interface LoadResult {
  /** ms from navigation start to the first presented frame. */
  firstFrame: number;
  /** Every url the page requested. */
  requests: string[];
}

/**
 * Loads `url` in a fresh context (cold cache) at `throttle`x CPU slowdown (CDP
 * Emulation.setCPUThrottlingRate) and waits for the page's first-frame report (and, with
 * `settle`, a little longer so late requests are logged too).
 */
export async function loadOnce(
  browser: Browser,
  url: string,
  throttle: number,
  settle = false,
): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  try {
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // The page's report arrives as a console event: nothing is evaluated in the page while
    // it loads (see pages/first-frame.ts).
    const reported = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith(REPORT_PREFIX),
      timeout: 60_000,
    });
    reported.catch(() => {}); // a failed goto below throws first; this must not go unhandled
    await page.goto(url, { waitUntil: 'commit' });
    const value = JSON.parse((await reported).text().slice(REPORT_PREFIX.length)) as BenchReport;
    if ('error' in value) throw new Error(`${url}: ${value.error}`);
    // Late requests (lazy chunks scheduled after the first frame) still count as page weight;
    // media keeps streaming, so "settled" means 3 s after the first frame, not network idle.
    if (settle) await page.waitForTimeout(3000);
    return { firstFrame: value.firstFrame, requests };
  } finally {
    await context.close();
  }
}
