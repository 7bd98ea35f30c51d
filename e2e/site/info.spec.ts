import { expect, test } from '@playwright/test';
import { acceptAgeByCookie, waitForHydration } from './support/site.ts';

test('the terms page is readable before the age gate; the information menu walks the pages', async ({
  page,
}) => {
  await page.goto('/information/terms/');
  await expect(page.getByTestId('age-gate')).toHaveCount(0);
  await waitForHydration(page);
  const menu = page.getByRole('navigation', { name: 'Information' });
  await expect(menu.locator('[aria-current="page"]')).toBeVisible();
  // Leaving the exempt pages brings the gate up.
  await menu.getByRole('link', { name: /DMCA/ }).click();
  await expect(page).toHaveURL('/information/dmca/');
  await expect(page.getByRole('dialog', { name: 'ADULT CONTENT WARNING' })).toBeVisible();
});

test('contacts: Copy puts the address on the clipboard with the "Mail address copied" notice', async ({
  page,
  context,
}) => {
  await acceptAgeByCookie(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/contacts/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  const row = page
    .locator('.copy-address')
    .filter({ has: page.getByRole('button', { name: 'Copy DMCA address' }) });
  const address = (await row.getByRole('link').textContent())?.trim() ?? '';
  expect(address).toContain('@');
  await row.getByRole('button', { name: 'Copy DMCA address' }).click();
  await expect(page.getByText('Mail address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  // Notifications go away after 5 s.
  await expect(page.getByText('Mail address copied')).toBeHidden({ timeout: 8_000 });
});
