import type { Browser } from '@playwright/test';

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
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => window.bench ?? window.benchError ?? null, null, {
      timeout: 60_000,
    });
    const value = (await handle.jsonValue()) as { firstFrame: number } | string;
    if (typeof value === 'string') throw new Error(`${url}: ${value}`);
    // Late requests (lazy chunks scheduled after the first frame) still count as page weight;
    // media keeps streaming, so "settled" means 3 s after the first frame, not network idle.
    if (settle) await page.waitForTimeout(3000);
    return { firstFrame: value.firstFrame, requests };
  } finally {
    await context.close();
  }
}
