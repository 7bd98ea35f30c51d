import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { generatedClip } from './support/clips.ts';
import { signInSeeded } from './support/members.ts';
import { attachScreenshot, openHydrated } from './support/site.ts';
import { startUpload } from './support/upload-page.ts';
import { test } from './support/visitor-test.ts';

// A member uploads a video (issue #18) as a person would: the form, the file, the progress,
// the server's checks, a preview frame, publish, then the upload's state on their tab; and a
// transfer cut before its bytes went through, continued after a reload by choosing the same
// file again. The clips are generated test patterns (ffmpeg lavfi), never real media; each
// run's bytes differ (a metadata comment), so the duplicate check never refuses a rerun.

/** Over the 6 minutes an exclusive video needs: 6 min 05 s. */
const SIX_MINUTES = { seconds: 365 };

/** Screenshots at a phone's 390x844 and a laptop's 1366x900, attached as `{name}-{width}`. */
async function shootSizes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await attachScreenshot(page, testInfo, `${name}-${size.width}`);
  }
}

/**
 * Signs seeded member `member` in and opens the upload form with `title` filled and a fresh
 * 6 min 05 s clip chosen (its name starts with `clip`); resolves with the clip's path once
 * the browser read its length.
 */
async function formWithFreshClip(
  page: Page,
  request: APIRequestContext,
  names: { member: number; clip: string; title: string },
): Promise<string> {
  const clip = generatedClip(`${names.clip}${Date.now()}`, SIX_MINUTES);
  await signInSeeded(page, request, names.member);
  await startUpload(page, openHydrated, names.title, clip);
  // The browser read the length from the file's metadata.
  await expect(page.getByText(/, 6 min 05 s$/)).toBeVisible();
  return clip;
}

test('upload: details, file, progress, checks, a preview frame, publish; the tab shows its state', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await formWithFreshClip(page, request, { member: 11, clip: 'clip', title: 'Generated test pattern' });
  await expect(page.getByRole('region', { name: /^Forbidden content/ }).getByText('Animals')).toBeVisible();
  await shootSizes(page, testInfo, 'upload-form');

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Choose a preview' });
  await expect(preview).toBeVisible({ timeout: 90_000 });
  await expect(preview.getByRole('radio')).toHaveCount(5);
  await preview.getByRole('radio', { name: 'Frame 2' }).check();
  await expect(preview.getByRole('radio', { name: 'Frame 2' })).toBeChecked();
  await shootSizes(page, testInfo, 'upload-preview');
  await preview.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText('Thank you! Your video will appear on the site after moderation.'),
  ).toBeVisible();
  await shootSizes(page, testInfo, 'upload-success');

  await page.getByRole('link', { name: 'See your uploaded videos' }).click();
  const uploads = page.getByRole('region', { name: 'Your uploads' });
  const item = uploads.locator('li', { hasText: 'Generated test pattern' });
  await expect(item).toBeVisible();
  await expect(item.getByText(/^(Processing \d+%|Waiting for moderation)$/)).toBeVisible();
  await shootSizes(page, testInfo, 'uploaded-videos-tab');
});

test('a transfer cut before its bytes went through continues after a reload when the same file is chosen', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const clip = await formWithFreshClip(page, request, {
    member: 12,
    clip: 'resume',
    title: 'Resumed test pattern',
  });

  // The bytes never arrive: every PATCH is cut. The tus upload exists and the browser keeps it.
  await page.route('**/upload/tus/**', (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Uploading \d+%$/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('tus::'))))
    .toBe(true);
  await shootSizes(page, testInfo, 'upload-progress');

  // The tab is closed (a reload), the connection is back; the member chooses the same file.
  await page.unroute('**/upload/tus/**');
  await openHydrated(page, '/upload-video/');
  await page.getByLabel('Video file').setInputFiles(clip);
  await expect(
    page.getByText(/^This file was partly uploaded \(.+\)\. Continue where it stopped\.$/),
  ).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Resumed test pattern');
  await shootSizes(page, testInfo, 'upload-resume');
  await page.getByRole('button', { name: 'Continue upload' }).click();
  await expect(page.getByRole('region', { name: 'Choose a preview' })).toBeVisible({ timeout: 90_000 });
});
