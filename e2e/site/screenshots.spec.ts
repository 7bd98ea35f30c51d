import { expect } from '@playwright/test';
import { attachScreenshot, openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

/** The main pages, shot at a phone width and a desktop width (attached to the results). */
const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'videos', path: '/videos/most-popular/1/' },
  { name: 'categories', path: '/categories/' },
  { name: 'category', path: '/categories/hidden-cam/' },
  { name: 'search', path: '/search/1/?s=blue' },
  { name: 'video', path: '/video/2/any/' },
  { name: 'pornstars', path: '/pornstars/alphabetaz/1/' },
  { name: 'pornsites', path: '/pornsites/alphabetaz/1/' },
  { name: 'history', path: '/history/' },
  { name: 'terms', path: '/information/terms/' },
  { name: 'not-found', path: '/no/such/page/' },
  { name: 'signup', path: '/signup/' },
  { name: 'signin', path: '/signin/' },
];
const WIDTHS = [375, 1440];

for (const width of WIDTHS) {
  for (const { name, path } of PAGES) {
    test(`screenshot ${name} at ${width} px`, async ({ page }, testInfo) => {
      await openHydrated(page, path, { width, height: width < 768 ? 812 : 900 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing wider than the viewport: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await attachScreenshot(page, testInfo, `${name}-${width}`);
    });
  }
}
