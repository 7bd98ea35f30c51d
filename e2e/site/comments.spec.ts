import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { shootBoth, signIn, signInSeeded } from './support/members.ts';
import { acceptAgeByCookie, openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Comments and reports (issue #17) as a person uses them on a video page: a member's comment
// shows at once; the 6th comment in 10 minutes is refused with the limit's message; a
// visitor is asked to log in; a video is reported through the dialog. The limit test needs
// its member's 10-minute window empty: run it against a fresh e2e server (or 10 minutes on).

/** The video page's comments section, once loaded (it loads after hydration). */
async function comments(page: Page, videoId: number) {
  await openHydrated(page, `/video/${videoId}/any/`);
  const section = page.locator('section#comments');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  return section;
}

/** Signs seeded member `n` in, then opens video `videoId`'s comments section. */
async function commentsAs(page: Page, request: APIRequestContext, n: number, videoId: number) {
  await signInSeeded(page, request, n);
  return comments(page, videoId);
}

/** Types `text` in the comment box and posts it. */
async function post(section: ReturnType<Page['locator']>, text: string) {
  await section.getByRole('textbox', { name: 'Add a comment…' }).fill(text);
  await section.getByRole('button', { name: 'Post comment' }).click();
}

test('a member comments on a video and sees the comment at once, at the top, as typed; the moderator may delete it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const section = await commentsAs(page, request, 3, 4);
  const text = `${'A long comment that wraps over several lines on a phone. '.repeat(6)}<b>not bold</b> ${'x'.repeat(90)} ${Date.now()}`;
  await post(section, text);
  await expect(page.getByText('Your comment was posted', { exact: true })).toBeVisible();
  const first = section.locator('.comment').first();
  await expect(first.locator('.comment__text')).toHaveText(text);
  await expect(first.locator('.comment__text b')).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Delete' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shootBoth(page, testInfo, 'video-comments', section);
  await page.reload();
  await expect(page.locator('section#comments .comment__text').first()).toHaveText(text);

  // The moderator, in their own browser, may delete it (Delete on another's comment).
  const context = await browser.newContext();
  await acceptAgeByCookie(context);
  const moderator = await context.newPage();
  await signIn(moderator, 'moderator', 'moderator-password');
  const theirs = (await comments(moderator, 4)).locator('.comment', { hasText: text });
  await theirs.getByRole('button', { name: 'Delete' }).click();
  await expect(moderator.getByText('Comment deleted', { exact: true })).toBeVisible();
  await expect(theirs).toHaveCount(0);
  await context.close();
});

test('the 6th comment within 10 minutes is refused with the limit message; the five before it are listed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const section = await commentsAs(page, request, 4, 5);
  const stamp = Date.now();
  for (let n = 1; n <= 5; n++) {
    await post(section, `Comment ${n} of the limit run ${stamp}`);
    await expect(section.locator('.comment__text').first()).toHaveText(
      `Comment ${n} of the limit run ${stamp}`,
    );
  }
  await post(section, `Comment 6 of the limit run ${stamp}`);
  await expect(section.getByRole('alert')).toHaveText(
    'You can post 5 comments in 10 minutes. Please wait a little and try again.',
  );
  await expect(
    section.locator('.comment__text', { hasText: `Comment 6 of the limit run ${stamp}` }),
  ).toHaveCount(0);
  // What was typed stays in the box, to send later.
  await expect(section.getByRole('textbox')).toHaveValue(`Comment 6 of the limit run ${stamp}`);
  await shootBoth(page, testInfo, 'comments-limit', section);
});

test('a visitor reads "Please login or register to post comments" and has no comment box', async ({
  page,
}) => {
  const section = await comments(page, 4);
  await expect(section.getByText('Please login or register to post comments')).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await section.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const size of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${size.name}: the video page shows its comments section to a visitor, above the related videos, with the spec's visitor text`, async ({
    page,
  }, testInfo) => {
    await openHydrated(page, '/video/4/any/', size);
    const section = page.locator('main section#comments');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: /^Comments \(\d+\)$/ })).toBeInViewport();
    await expect(
      section.getByText('Please login or register to post comments', { exact: true }),
    ).toBeVisible();
    await expect(section.locator('.comment').first()).toBeVisible();
    const related = page.getByRole('heading', { name: 'Related videos' });
    const [comments, below] = [await section.boundingBox(), await related.boundingBox()];
    expect((comments?.y ?? 0) + (comments?.height ?? 0)).toBeLessThanOrEqual(below?.y ?? 0);
    const path = testInfo.outputPath(`video-comments-${size.width}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`video-comments-${size.width}`, { path, contentType: 'image/png' });
    await section.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });
}

test('report a video: the dialog asks for a reason, sends, and thanks', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await openHydrated(page, '/video/6/any/');
  await page.getByRole('button', { name: 'Report', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Why should a moderator look at this?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason');
  await dialog.getByLabel('Spam or advertising').check();
  await dialog.getByRole('textbox').fill('The description links to another site.');
  await shootBoth(page, testInfo, 'report-dialog', 'window');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByText(/^(Thank you\. A moderator will look at it\.|You have already reported this\.)$/),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
