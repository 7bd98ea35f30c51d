import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The upload page (/upload-video/) as a member works it (issue #18): the details, the file,
 * the transfer and the server's checks, a preview frame, publish.
 */

/** Fills the details: a title and the first category; exclusive (6 minutes) or not (10). */
export async function fillDetails(page: Page, title: string, { exclusive = true } = {}): Promise<void> {
  const form = page.getByRole('form', { name: 'Upload video' });
  await form.getByLabel('Title').fill(title);
  await form.locator('.upload-video__categories input[type="checkbox"]').first().check();
  await form.getByRole('checkbox', { name: 'Exclusive to this site' }).setChecked(exclusive);
}

/** Sends the chosen file and waits for the server's checks to offer the preview frames. */
export async function uploadUntilPreview(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Choose a preview' });
  await expect(preview).toBeVisible({ timeout: 120_000 });
  return preview;
}

/** Picks frame `n` as the preview, publishes, and waits for the success text. */
export async function publishWithFrame(preview: Locator, n: number): Promise<void> {
  await preview.getByRole('radio', { name: `Frame ${n}` }).check();
  await preview.getByRole('button', { name: 'Publish' }).click();
  await expect(
    preview.page().getByText('Thank you! Your video will appear on the site after moderation.'),
  ).toBeVisible();
}

/** Opens /upload-video/ afresh with the details filled and `file` chosen. */
export async function startUpload(
  page: Page,
  open: (page: Page, path: string) => Promise<void>,
  title: string,
  file: string,
  options: { exclusive?: boolean } = {},
): Promise<void> {
  await open(page, '/upload-video/');
  await fillDetails(page, title, options);
  await page.getByLabel('Video file').setInputFiles(file);
}
