import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { acceptAgeByCookie, waitForHydration } from './support/site.ts';

/**
 * Every visitor gets the same cached page (issue #21): the age gate is in its markup and a
 * head script hides it for `_agev=1` before the first paint. These pages are looked at with
 * the app's JavaScript blocked, so only the server's HTML, its CSS and the inline scripts
 * run: what a visitor sees before hydration, and for good without scripts.
 */
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

async function serverPaint(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.route('**/static/**/*.js', (route) => route.abort());
  await page.goto(url, { waitUntil: 'load' });
  const hydrated = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  expect(hydrated).toBe(false);
  return page;
}

/** The elements at a grid of points over the viewport: whether each is inside the gate. */
function pointsInGate(page: Page): Promise<boolean[]> {
  return page.evaluate(() => {
    const out: boolean[] = [];
    for (const fx of [0.1, 0.5, 0.9])
      for (const fy of [0.1, 0.5, 0.9]) {
        const at = document.elementFromPoint(window.innerWidth * fx, window.innerHeight * fy);
        out.push(Boolean(at?.closest('.age-gate')));
      }
    return out;
  });
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`before hydration, without _agev the gate covers the whole page (${size})`, async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ viewport });
    const page = await serverPaint(context, '/');
    await expect(page.getByRole('dialog', { name: 'ADULT CONTENT WARNING' })).toBeVisible();
    expect(await pointsInGate(page)).toEqual(Array(9).fill(true));
    await expect(page.locator('#root [inert]')).toHaveCount(1);
    await page.screenshot({ path: info.outputPath(`gate-before-hydration-${size}.png`) });
    await context.close();
  });

  test(`before hydration, with _agev=1 the page shows, usable, and no gate (${size})`, async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ viewport });
    await acceptAgeByCookie(context);
    const page = await serverPaint(context, '/');
    await expect(page.getByTestId('age-gate')).toHaveCount(0);
    expect(await pointsInGate(page)).toEqual(Array(9).fill(false));
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/age-verification/);
    const firstVideo = page.locator('a.video-card__title').first();
    await expect(firstVideo).toBeVisible();
    // A plain link works before the app does (the page behind the gate is no longer inert).
    const href = (await firstVideo.getAttribute('href')) ?? '';
    await firstVideo.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goto('/', { waitUntil: 'load' });
    await page.screenshot({ path: info.outputPath(`page-before-hydration-${size}.png`) });
    await context.close();
  });
}

test('with _agev=1 the app hydrates the cleaned page without an error, and the gate stays away', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await acceptAgeByCookie(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByTestId('age-gate')).toHaveCount(0);
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
