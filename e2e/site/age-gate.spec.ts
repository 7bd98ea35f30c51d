import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/site.ts';

test('the age gate shows before any content, accepting sets _agev=1 and survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: 'ADULT CONTENT WARNING' });
  await expect(gate).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/age-verification/);
  await waitForHydration(page);

  // Undismissable: Esc and a click on the backdrop leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(gate).toBeVisible();

  await gate.getByRole('button', { name: /I am 18 or older/ }).click();
  await expect(gate).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/age-verification/);
  const cookie = (await context.cookies()).find((c) => c.name === '_agev');
  expect(cookie?.value).toBe('1');
  // "Never expires": a persistent cookie, not a session one (Chromium caps any expiry at 400 days).
  expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 300 * 86_400);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('age-gate')).toHaveCount(0);
});

test('the age gate is not shown on the terms and cookies pages', async ({ request }) => {
  for (const path of ['/information/terms/', '/information/cookies/']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html, path).not.toContain('data-testid="age-gate"');
  }
});
