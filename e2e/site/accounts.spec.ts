import { expect, type Page } from '@playwright/test';
import { mailedLink } from './support/outbox.ts';
import { openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Member accounts as a person meets them: the real server, its real captcha (the ALTCHA
// proof of work solves in the browser) and its mail, read from the outbox it writes.

/** A username no earlier run of this server has used. */
function freshName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Waits until the form's captcha widget has solved its challenge. */
async function captchaSolved(page: Page): Promise<void> {
  await expect(page.locator('altcha-widget [data-state="verified"]')).toHaveCount(1, { timeout: 30_000 });
}

/** Signs up on /signup/ and confirms through the mailed link; lands on /signin/?confirmed=1. */
async function signUpAndConfirm(page: Page, usr: string, pwd: string): Promise<string> {
  const eml = `${usr}@example.com`;
  await openHydrated(page, '/signup/');
  await expect(page.locator('header.header')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await page.getByLabel('Username').fill(usr);
  await page.getByLabel('E-mail').fill(eml);
  await page.getByLabel('Password', { exact: true }).fill(pwd);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${eml}`)).toBeVisible();

  const link = await mailedLink(eml, '/signup/confirm/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/signin\/\?confirmed=1$/);
  await expect(page.getByText('Your e-mail address is confirmed. You can log in now.')).toBeVisible();
  return eml;
}

/** The header's member menu (its button is the username). */
const userMenu = (page: Page, usr: string) => page.locator('header').getByRole('button', { name: usr });

test('sign up → confirmation mail → confirm → sign in with remember me → the user menu after a reload → log out', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const usr = freshName('e2e');
  await signUpAndConfirm(page, usr, 'first-secret');

  await page.getByLabel('Username').fill(usr);
  await page.getByLabel('Password', { exact: true }).fill('first-secret');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page, usr)).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === '_tks');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  // "Remember me": 30 days, not the 1-day default.
  expect((session?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 86_400);

  await page.reload();
  await expect(userMenu(page, usr)).toBeVisible();
  await userMenu(page, usr).click();
  await expect(page.getByRole('link', { name: 'Favourite videos' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('header').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(userMenu(page, usr)).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'logout')?.value).toBe('1');
  expect(cookies.find((c) => c.name === '_tks')).toBeUndefined();
});

test('six wrong passwords in the Login modal → "Too many authorization attempts. Try again later."', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.locator('header').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(freshName('guess'));
  for (let i = 1; i <= 5; i++) {
    await dialog.getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Invalid username or password')).toBeVisible();
  }
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-6');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Too many authorization attempts. Try again later.')).toBeVisible();
});

test('restore → the reset mail → a new password → sign in with it', async ({ page }) => {
  test.setTimeout(150_000);
  const usr = freshName('reset');
  const eml = await signUpAndConfirm(page, usr, 'old-secret');

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail').fill(eml);
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Restore password' }).click();
  // Success returns the form to sign-in mode.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto(await mailedLink(eml, '/signup/reset/'));
  await page.getByLabel('New password', { exact: true }).fill('new-secret');
  await page.getByLabel('Repeat the new password').fill('new-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await openHydrated(page, '/signin/');
  await page.getByLabel('Username').fill(usr);
  await page.getByLabel('Password', { exact: true }).fill('old-secret');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('new-secret');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(userMenu(page, usr)).toBeVisible();
});

test("a visitor's favourite opens the Login modal", async ({ page }) => {
  await openHydrated(page, '/video/2/any/');
  await page.getByRole('button', { name: /favourite/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('members only: a visitor is sent home from /upload-video/; the demo member gets the download button and is sent home from /signup/', async ({
  page,
}) => {
  await page.goto('/upload-video/');
  await expect(page).toHaveURL(/\/$/);

  await openHydrated(page, '/signin/');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(userMenu(page, 'demo')).toBeVisible();

  await openHydrated(page, '/video/2/any/');
  await expect(page.locator('.tk-download')).toHaveAttribute('href', /_(sd|hd|fhd)\.mp4/);
  await page.goto('/signup/');
  await expect(page).toHaveURL(/\/$/);
});
