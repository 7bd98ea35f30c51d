import { type BrowserContext, expect, type Page } from '@playwright/test';
import { signIn } from './support/members.ts';
import { acceptAgeByCookie, openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// A member's public pages come from one render every member shares, with their name and page
// constants filled in per answer (issue #21, apps/server README "Page cache"). As a member
// meets it: their name in the header from the first paint (no Login first), their own state
// (subscription, vote, Delete on comments) right after hydration, no hydration error.

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** Console errors and uncaught errors of `page` that speak of hydration (React 19's mismatch). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /hydrat|#418|#423|#425|did not match/i.test(msg.text()))
      errors.push(msg.text());
  });
  return errors;
}

/** `url` as the server sent it, the app's JavaScript blocked: what shows before hydration. */
async function serverPaint(context: BrowserContext, url: string, size: { width: number; height: number }) {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.route('**/static/**/*.js', (route) => route.abort());
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

/** The header's member button of `username`, and its Login button. */
const header = (page: Page, username: string) => ({
  name: page.locator('header .user-menu').getByRole('button', { name: username }),
  login: page.locator('header').getByRole('button', { name: 'Login' }),
});

/** The first model's comments page address, from the models list. */
async function modelComments(page: Page): Promise<string> {
  await openHydrated(page, '/pornstars/alphabetaz/1/');
  const href = await page.locator('a[href^="/pornstar/"]').first().getAttribute('href');
  const dir = href?.match(/^\/pornstar\/[^/]+\//)?.[0];
  if (!dir) throw new Error(`no model address in ${href}`);
  return `${dir}comments/`;
}

test("a member's name shows from the first paint; subscribe and vote state are theirs; no hydration error", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = hydrationErrors(page);
  await signIn(page, 'demo');
  for (const url of ['/', '/video/2/any/'])
    for (const size of SIZES) {
      const before = await serverPaint(context, url, size);
      const shot = testInfo.outputPath(
        `before-hydration-${url === '/' ? 'home' : 'video'}-${size.width}.png`,
      );
      await before.screenshot({ path: shot });
      await testInfo.attach(`before-hydration-${size.width}`, { path: shot, contentType: 'image/png' });
      await expect(header(before, 'demo').login).toHaveCount(0);
      if (size.width > 1160) await expect(header(before, 'demo').name).toBeVisible();
      else await expect(header(before, 'demo').name).toHaveCount(1);
      await before.close();
    }

  await openHydrated(page, '/');
  await expect(header(page, 'demo').name).toBeVisible();
  await expect(header(page, 'demo').login).toHaveCount(0);

  // The vote: this member's vote on the video shows pressed after hydration (their record).
  // A video of its own per run: a vote counted in an earlier run has no record in this browser.
  await openHydrated(page, `/video/${100 + (Date.now() % 150)}/any/`);
  const like = page.getByRole('button', { name: /^Like/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(header(page, 'demo').name).toBeVisible();
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.tk-download')).toHaveCount(1);

  // A subscription: the channel page's button says what the member's subscribed JSON says.
  await openHydrated(page, '/pornsites/alphabetaz/1/');
  const channel = await page.locator('a[href^="/pornsite/"]').first().getAttribute('href');
  const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
  const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
  await openHydrated(page, channel ?? '/');
  await expect(subscribe.or(unsubscribe)).toBeVisible();
  const wasSubscribed = await unsubscribe.isVisible();
  await (wasSubscribed ? unsubscribe : subscribe).click();
  await expect(wasSubscribed ? subscribe : unsubscribe).toBeVisible();
  await page.reload();
  await expect(wasSubscribed ? subscribe : unsubscribe).toBeVisible();
  // Put it back as it was for the next run.
  await (wasSubscribed ? subscribe : unsubscribe).click();
  await expect(wasSubscribed ? unsubscribe : subscribe).toBeVisible();
  expect(errors).toEqual([]);
});

test("the moderator's shared pages; Delete on comments: the member's own after hydration, every one for the moderator; no hydration error", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = hydrationErrors(page);
  await signIn(page, 'demo');
  const url = await modelComments(page);
  await openHydrated(page, url);
  const text = `Shared page comment ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Add a comment…' }).fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Your comment was posted', { exact: true })).toBeVisible();
  // A new document: the comments come in the server's markup, Delete after hydration.
  await openHydrated(page, url);
  const mine = page.locator('.comment', { hasText: text });
  await expect(mine.getByRole('button', { name: 'Delete' })).toBeVisible();
  const others = page.locator('.comment', { hasNotText: text });
  if ((await others.count()) > 0)
    await expect(others.first().getByRole('button', { name: 'Delete' })).toHaveCount(0);
  expect(errors).toEqual([]);

  const context = await browser.newContext();
  await acceptAgeByCookie(context);
  const moderator = await context.newPage();
  const modErrors = hydrationErrors(moderator);
  await signIn(moderator, 'moderator', 'moderator-password');
  for (const shared of ['/', '/video/2/any/']) {
    await openHydrated(moderator, shared);
    await expect(header(moderator, 'moderator').name).toBeVisible();
    await expect(header(moderator, 'moderator').login).toHaveCount(0);
  }
  await openHydrated(moderator, url);
  await expect(header(moderator, 'moderator').name).toBeVisible();
  const theirs = moderator.locator('.comment', { hasText: text });
  await theirs.getByRole('button', { name: 'Delete' }).click();
  await expect(moderator.getByText('Comment deleted', { exact: true })).toBeVisible();
  await expect(theirs).toHaveCount(0);
  expect(modErrors).toEqual([]);
  await context.close();
});
