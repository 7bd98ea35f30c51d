import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_PARTNER_TOKEN, SITE_BASE } from './support/paths.ts';
import {
  attachScreenshot,
  isSameDocument,
  markDocument,
  openHydrated,
  waitForHydration,
} from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Partner campaigns (issue #24, docs/partners.md): the landing campaign is kept by the
// server's cookie for every later page, player, ad tag, analytics hit and goal, and the
// partner numbers count what the visit did.

type Event = { event?: string; campaign?: string };
type Day = { campaign: string; visits: number; views: number; plays: number };

/** The e2e server has no ad tags; this one, answered here, stands for the configured tag. */
const VAST_TAG = `${SITE_BASE}/e2e-vast/?c={campaign}`;

/** Today's numbers of `campaign` as its partner reads them (zeros before its first event). */
async function campaignDay(request: APIRequestContext, campaign: string): Promise<Day> {
  const res = await request.get('/partners/stats.json', {
    headers: { authorization: `Bearer ${E2E_PARTNER_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  const { days, to } = (await res.json()) as { days: (Day & { day: string })[]; to: string };
  return (
    days.find((d) => d.campaign === campaign && d.day === to) ?? { campaign, visits: 0, views: 0, plays: 0 }
  );
}

/** What the page has pushed to `window.dataLayer` so far. */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Event[]);

/**
 * Serves the video pages with the ad tag in their root data, as a server configured with
 * TUBEKIT_VAST_TAGS would, and answers the tag with an empty VAST (no ad: content plays).
 */
async function withAdTag(page: Page, vastUrls: string[]): Promise<void> {
  await page.route('**/e2e-vast/**', async (route) => {
    vastUrls.push(route.request().url());
    await route.fulfill({ contentType: 'text/xml', body: '<VAST version="3.0"></VAST>' });
  });
  await page.route('**/video/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      'window.__HYDRATION__={"root":{',
      `window.__HYDRATION__={"root":{"ads":${JSON.stringify({ tags: [VAST_TAG] })},`,
    );
    await route.fulfill({ response, body });
  });
}

test('?campaign=123 → three pages → play: ad tag, page hits, goals and partner numbers carry 123', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const before = await campaignDay(request, '123');
  const vastUrls: string[] = [];
  await withAdTag(page, vastUrls);

  await openHydrated(page, '/?campaign=123&pub=p1');
  await markDocument(page);
  // Page 1: a video (router navigation, no campaign in its URL).
  await page.locator('main a.video-card__title').first().click();
  await expect(page).toHaveURL(/\/video\/\d+\/[a-z0-9-]+\/$/);
  // Page 2: its first related video.
  await page.locator('a.video-related__item').first().click();
  await expect(page).toHaveURL(/\?r=1$/);
  expect(await isSameDocument(page)).toBe(true);
  const videoPath = new URL(page.url()).pathname;
  const firstDocument = await dataLayer(page);
  const hits = firstDocument.filter((e) => e.event === 'page_hit');
  expect(hits.map((e) => e.campaign)).toEqual(['123', '123', '123']);

  // Page 3: a new document without the parameter: the campaign comes from the server's cookie.
  await page.goto('/categories/');
  await waitForHydration(page);
  expect((await dataLayer(page)).find((e) => e.event === 'page_hit')?.campaign).toBe('123');

  // Play: the video page as a new document, autostart; the preroll asks the tag first.
  const play = page.waitForRequest(
    (r) => r.url().endsWith('/partners/beacon') && r.postDataJSON()?.event === 'play',
  );
  await page.goto(`${videoPath}?autostart=1`);
  expect((await play).postDataJSON()).toEqual({ event: 'play', campaign: '123' });
  expect(vastUrls.length).toBeGreaterThan(0);
  for (const url of vastUrls) expect(new URL(url).searchParams.get('c')).toBe('123');
  const events = await dataLayer(page);
  const goals = events.filter((e) => e.event?.startsWith('player_'));
  expect(goals.map((e) => e.event)).toEqual(expect.arrayContaining(['player_init', 'player_firstframe']));
  for (const goal of goals) expect(goal.campaign).toBe('123');
  expect(events.find((e) => e.event === 'page_hit')?.campaign).toBe('123');
  await attachScreenshot(page, testInfo, 'campaign-video-playing');

  // The partner's numbers: this visit once, the video pages shown, the play.
  await expect
    .poll(async () => {
      const after = await campaignDay(request, '123');
      return {
        visits: after.visits - before.visits,
        views: after.views - before.views >= 3,
        plays: after.plays - before.plays >= 1,
      };
    })
    .toEqual({ visits: 1, views: true, plays: true });

  // A later visit (the 30-minute visit cookie gone): 123 is flagged, so one comeback event.
  await page.context().clearCookies({ name: '_tkvs' });
  await page.goto('/');
  await waitForHydration(page);
  expect((await dataLayer(page)).filter((e) => e.event === 'comeback')).toEqual([
    { event: 'comeback', campaign: '123' },
  ]);
  await page.goto('/categories/');
  expect((await dataLayer(page)).filter((e) => e.event === 'comeback')).toEqual([]);
});

test('a special campaign visitor (555): no next-video countdown, the related panel on end', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await openHydrated(page, '/?campaign=555', viewport);
    const href = (await page.locator('main a.video-card__title').first().getAttribute('href')) ?? '';
    // Two seconds before the end of the 30 s demo clip; the cookie says 555, not the URL.
    await page.goto(`${href}?autostart=1&start_time=28`);
    await page.waitForFunction(() => document.querySelector('video')?.ended === true, null, {
      timeout: 45_000,
    });
    // The panel opens only on players over 420 px wide (spec section 4): the desktop one.
    if (viewport.width > 420) await expect(page.getByTestId('tk-related')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId('tk-countdown')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Play now' })).toBeHidden();
    await attachScreenshot(page, testInfo, `special-user-end-${viewport.width}`);
  }
});

test('the partner page shows a token its own campaigns only, and refuses a wrong token', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/partners/');
  await page.getByLabel('Partner token').fill('not-a-token');
  await page.getByRole('button', { name: 'Show numbers' }).click();
  await expect(page.getByRole('alert')).toHaveText('That token is not a partner token.');
  await page.getByLabel('Partner token').fill(E2E_PARTNER_TOKEN);
  await page.getByRole('button', { name: 'Show numbers' }).click();
  await expect(page.getByText('Campaigns: 123, 555.')).toBeVisible();
  await attachScreenshot(page, testInfo, 'partner-page-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await attachScreenshot(page, testInfo, 'partner-page-1366');

  // The program page tells partners the parameters and links the numbers page.
  await openHydrated(page, '/content-partner-program/', { width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Sending visitors' })).toBeVisible();
  await attachScreenshot(page, testInfo, 'program-page-390');
  await page.getByRole('link', { name: 'partner numbers page' }).click();
  await expect(page.getByLabel('Partner token')).toBeVisible();
});
