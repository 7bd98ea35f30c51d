import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** The four category scores, 0-100. */
export interface Scores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
}

/** Failed audits of a run, for the notes under the table. */
export interface Finding {
  category: string;
  id: string;
  title: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * One Lighthouse run with its default (mobile) settings: Moto G Power emulation, simulated
 * slow 4G and 4x CPU slowdown. Debian's Chromium, headless. The `_agev=1` cookie is set
 * in the browser before the run (a returning visitor past the age gate): a Cookie header
 * alone would differ from `document.cookie` and break hydration. Lighthouse's storage reset
 * leaves cookies alone.
 */
export async function runLighthouse(
  url: string,
  cookie: { name: string; value: string },
): Promise<{ scores: Scores; failed: Finding[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await browser.setCookie({ ...cookie, domain: new URL(url).hostname, path: '/' });
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as unknown as Scores;
    const failed: Finding[] = [];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
        failed.push({
          category: c,
          id: ref.id,
          title: audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title,
        });
      }
    }
    return { scores, failed };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
