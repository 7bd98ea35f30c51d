import { statSync } from 'node:fs';
import { type Browser, expect, type Page } from '@playwright/test';
import { generatedClip, reencodedClip, renamedCopy, truncatedCopy } from './support/clips.ts';
import { signIn, signInSeeded } from './support/members.ts';
import { acceptAgeByCookie, openHydrated } from './support/site.ts';
import { publishWithFrame, startUpload, uploadUntilPreview } from './support/upload-page.ts';
import { test } from './support/visitor-test.ts';

// Issue #18's journeys from upload to the site: a member's 11-minute upload survives a cut
// connection, a moderator approves it and it plays and lists; each refusal says why; a
// re-encoded copy reaches the moderator flagged as a near duplicate. Clips are generated
// test patterns (support/clips.ts), never real media.

/** The moderator in a browser of their own, on /moderation/ once `title` waits in the queue. */
async function moderatorQueue(browser: Browser, title: string): Promise<Page> {
  const context = await browser.newContext();
  await acceptAgeByCookie(context);
  const page = await context.newPage();
  await signIn(page, 'moderator', 'moderator-password');
  // The queue shows an upload once it is transcoded.
  await expect(async () => {
    await openHydrated(page, '/moderation/');
    await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 240_000, intervals: [3_000] });
  return page;
}

test('an 11-minute upload cut at 40% resumes; a moderator approves it; it plays and is in latest-updates', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(420_000);
  const title = `Eleven minute pattern ${Date.now()}`;
  // About 37 MB: five tus chunks of 8 MiB, so the cut falls mid-transfer.
  const clip = generatedClip(`eleven${Date.now()}`, { seconds: 660, noisyKbps: 450 });
  const size = statSync(clip).size;
  await signInSeeded(page, request, 13);

  // The connection drops once, on the chunk that starts past 40 % of the file.
  let cutAt = -1;
  await page.route('**/upload/tus/**', (route) => {
    const offset = Number(route.request().headers()['upload-offset'] ?? -1);
    if (cutAt < 0 && route.request().method() === 'PATCH' && offset >= 0.4 * size) {
      cutAt = offset;
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  // Not exclusive: 10 minutes at least, and the browser read 11 from the file.
  await startUpload(page, openHydrated, title, clip, { exclusive: false });
  await expect(page.getByText(/, 11 min 00 s$/)).toBeVisible();
  const preview = await uploadUntilPreview(page);
  expect(cutAt).toBeGreaterThanOrEqual(0.4 * size);
  expect(cutAt).toBeLessThan(size);
  await publishWithFrame(preview, 3);

  const moderator = await moderatorQueue(browser, title);
  const item = moderator.getByRole('article', { name: title });
  await expect(item.getByText('11:00')).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText(`Published: ${title}`)).toBeVisible();
  await moderator.context().close();

  // Listed at once (the caches were cleared), and it plays on its page.
  await openHydrated(page, '/videos/latest-updates/1/');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('button', { name: 'Play' }).first().click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
});

test('the browser refuses a wrong extension, a non-Latin name and a short video; the server a damaged file and an exact duplicate', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const clip = generatedClip(`refusals${Date.now()}`, { seconds: 365 });
  await signInSeeded(page, request, 14);

  // Before a byte is sent.
  await startUpload(page, openHydrated, 'Wrong type', renamedCopy(clip, 'clip1.xyz'));
  await expect(page.getByText(/^This file type is not allowed\. Allowed: 3gp, mp4/)).toBeVisible();
  await startUpload(page, openHydrated, 'Cyrillic name', renamedCopy(clip, 'клип1.mp4'));
  await expect(page.getByText(/^The file name may contain only Latin letters and digits/)).toBeVisible();
  // 6 min 05 s is too short for a video that is not exclusive (10 minutes).
  await startUpload(page, openHydrated, 'Too short', clip, { exclusive: false });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(/^The video is too short/)).toBeVisible();

  // After the bytes: ffprobe finds no video in the first half of a file cut short.
  await startUpload(page, openHydrated, 'Damaged file', truncatedCopy(clip, `damaged${Date.now()}`));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('The file is damaged or is not a video')).toBeVisible({ timeout: 120_000 });

  // The same bytes twice: the second is refused.
  await startUpload(page, openHydrated, 'First copy', clip);
  await publishWithFrame(await uploadUntilPreview(page), 1);
  await startUpload(page, openHydrated, 'Second copy', clip);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('This video has already been uploaded')).toBeVisible({ timeout: 120_000 });
});

test('a re-encoded, resized copy of an upload reaches the moderator flagged as its near duplicate', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const original = generatedClip(`original${stamp}`, { seconds: 365, size: '480x360', picture: 'cellauto' });
  await signInSeeded(page, request, 15);
  await startUpload(page, openHydrated, `Original pattern ${stamp}`, original);
  await publishWithFrame(await uploadUntilPreview(page), 2);
  await startUpload(page, openHydrated, `Copied pattern ${stamp}`, reencodedClip(original, `copy${stamp}`));
  await publishWithFrame(await uploadUntilPreview(page), 2);

  const moderator = await moderatorQueue(browser, `Copied pattern ${stamp}`);
  const copy = moderator.getByRole('article', { name: `Copied pattern ${stamp}` });
  await expect(copy.getByText(/^Near duplicate \(\d+% of frames\) of/)).toBeVisible();
  await expect(copy.getByRole('link', { name: `Original pattern ${stamp}` })).toBeVisible();
  await moderator.context().close();
});
