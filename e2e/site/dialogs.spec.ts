import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptAgeByCookie, waitForHydration } from './support/site.ts';

// Issue #19 item 4: the age gate hides the page and keeps the keyboard inside it, the Login
// modal traps Tab and gives focus back to its opener; item 10: the burger dims the page.
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

/** The mean and spread (standard deviation) of the luminance of a PNG, decoded on a blank page (no CSP). */
async function luma(browser: Browser, png: Buffer): Promise<{ mean: number; spread: number }> {
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.drawImage(img, 0, 0);
      const px = g.getImageData(0, 0, img.width, img.height).data;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < px.length; i += 4) {
        const y = 0.299 * (px[i] ?? 0) + 0.587 * (px[i + 1] ?? 0) + 0.114 * (px[i + 2] ?? 0);
        sum += y;
        squares += y * y;
      }
      const n = px.length / 4;
      return { mean: sum / n, spread: Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2)) };
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

/**
 * A strip of a home page thumbnail that is on screen and not under the dialog (on a phone
 * the dialog covers most of the screen), at least 40 px tall.
 */
async function thumbnailBesideDialog(page: Page, size: { width: number; height: number }) {
  const dialog = await page.getByRole('dialog').boundingBox();
  if (!dialog) throw new Error('no dialog');
  for (const img of await page.locator('.video-card__thumb img').all()) {
    const box = await img.boundingBox();
    if (!box || box.y >= size.height) continue;
    await img.evaluate((el: HTMLImageElement) => el.decode());
    const top = Math.max(box.y, 0);
    const bottom = Math.min(box.y + box.height, size.height);
    // The part above or below the dialog, whichever is taller.
    const above = [top, Math.min(bottom, dialog.y)] as const;
    const below = [Math.max(top, dialog.y + dialog.height), bottom] as const;
    const [y0, y1] = above[1] - above[0] >= below[1] - below[0] ? above : below;
    if (y1 - y0 >= 40)
      return { x: box.x, y: y0, width: Math.min(box.width, size.width - box.x), height: y1 - y0 };
  }
  throw new Error('no thumbnail on screen beside the dialog');
}

/** Where focus is: inside the open dialog, or a description of the element outside it. */
function focusPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (el?.closest('[role="dialog"]')) return 'dialog';
    return el ? `${el.tagName} ${el.textContent?.trim().slice(0, 30)}` : 'none';
  });
}

/** Presses `key` `times` times; every focus stop must be inside the dialog. */
async function expectTabStaysInDialog(page: Page, key: 'Tab' | 'Shift+Tab', times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    expect(await focusPlace(page), `${key} #${i + 1}`).toBe('dialog');
  }
}

for (const [name, size] of Object.entries(SIZES)) {
  test.describe(`at ${name} size`, () => {
    test('the age gate hides the page behind it and Tab never leaves it', async ({ page, browser }, info) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const gate = page.getByRole('dialog', { name: 'ADULT CONTENT WARNING' });
      await expect(gate).toBeVisible();
      await waitForHydration(page);
      const clip = await thumbnailBesideDialog(page, size);
      await page.screenshot({ path: info.outputPath('age-gate.png') });
      // The generated thumbnails are bright test patterns: behind the gate no trace is left.
      expect((await luma(browser, await page.screenshot({ clip }))).spread).toBeLessThan(3);

      await expectTabStaysInDialog(page, 'Tab', 8);
      await expectTabStaysInDialog(page, 'Shift+Tab', 8);
      // Esc does not close it (spec section 4: undismissable).
      await page.keyboard.press('Escape');
      await expect(gate).toBeVisible();

      await gate.getByRole('button', { name: /I am 18 or older/ }).click();
      await expect(gate).toBeHidden();
      // The page is usable again: its thumbnails show, Tab reaches the header.
      expect((await luma(browser, await page.screenshot({ clip }))).spread).toBeGreaterThan(20);
      await page.keyboard.press('Tab');
      expect(await focusPlace(page)).not.toBe('dialog');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
    });

    test('before any script runs, the page behind the age gate is inert', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: size });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'ADULT CONTENT WARNING' })).toBeVisible();
      await expect(page.locator('header')).toBeAttached();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        // Inside the dialog, or past its last link out to the browser's own UI: never the page.
        expect(
          await page.evaluate(() => Boolean(document.activeElement?.closest('header, main, footer'))),
          `Tab #${i + 1}`,
        ).toBe(false);
      }
      await context.close();
    });
  });
}

/** The open Login modal has the focus and keeps it through 12 Tabs each way; a screenshot to `shot`. */
async function expectLoginTrapsTab(page: Page, shot: string): Promise<void> {
  await expect.poll(() => focusPlace(page)).toBe('dialog');
  await page.screenshot({ path: shot });
  await expectTabStaysInDialog(page, 'Tab', 12);
  await expectTabStaysInDialog(page, 'Shift+Tab', 12);
}

test.describe('the Login modal, with the keyboard', () => {
  test.beforeEach(async ({ context }) => acceptAgeByCookie(context));

  test('desktop: Tab stays in the modal, Esc closes it and focus goes back to Login', async ({
    page,
  }, info) => {
    await page.setViewportSize(SIZES.desktop);
    await page.goto('/');
    await waitForHydration(page);
    const login = page.locator('header').getByRole('button', { name: 'Login' });
    await login.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Login' });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute('aria-modal', 'true');
    await expectLoginTrapsTab(page, info.outputPath('login.png'));
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(login).toBeFocused();

    // The close button gives focus back too.
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(login).toBeFocused();
  });

  test('phone: Login from the burger menu traps Tab and gives focus back to the menu button', async ({
    page,
  }, info) => {
    await page.setViewportSize(SIZES.phone);
    await page.goto('/');
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Login' }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Login' });
    await expect(modal).toBeVisible();
    await expect(menu).toBeHidden();
    await expectLoginTrapsTab(page, info.outputPath('login.png'));
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(burger).toBeFocused();
  });
});

test.describe('the burger drawer', () => {
  test.beforeEach(async ({ context }) => acceptAgeByCookie(context));

  for (const [name, size] of Object.entries({ phone: SIZES.phone, tablet: { width: 1024, height: 768 } })) {
    test(`${name}: dims the page behind it, and a tap on the dimmed page closes it`, async ({
      page,
      browser,
    }, info) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await waitForHydration(page);
      // A strip of the first row's last thumbnail, right of where the drawer opens.
      const first = page.locator('.video-card__thumb img').first();
      await first.evaluate((img: HTMLImageElement) => img.decode());
      const box = await first.boundingBox();
      if (!box) throw new Error('no thumbnail on the home page');
      const spot = { x: size.width - 30, y: Math.round(box.y + box.height / 2) };
      const clip = { x: spot.x - 5, y: box.y + 10, width: 10, height: box.height - 20 };
      const before = await page.screenshot({ clip });
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await page.screenshot({ path: info.outputPath('burger-open.png') });
      const after = await page.screenshot({ clip });
      // Dimmed: clearly darker than the same strip with the drawer closed.
      expect((await luma(browser, after)).mean).toBeLessThan((await luma(browser, before)).mean * 0.6);
      // The page behind takes no clicks: the tap lands on the dimmed layer and closes the drawer.
      await page.mouse.click(spot.x, spot.y);
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL('/');
    });
  }
});

test.describe('the search overlay and the sort sheet, with the keyboard', () => {
  test.beforeEach(async ({ context }) => acceptAgeByCookie(context));

  for (const [name, size] of Object.entries(SIZES)) {
    test(`${name}: the search overlay keeps Tab inside and Esc gives focus back to the search button`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await waitForHydration(page);
      const button = page.locator('button.header__search');
      await button.focus();
      await page.keyboard.press('Enter');
      const overlay = page.getByRole('dialog', { name: 'Site search' });
      await expect(overlay).toBeVisible();
      await expect(overlay.getByRole('searchbox')).toBeFocused();
      await expectTabStaysInDialog(page, 'Shift+Tab', 3);
      // Past every trending category and remembered search, back to the start.
      await expectTabStaysInDialog(page, 'Tab', 40);
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('phone: the sort sheet keeps Tab inside and Esc gives focus back to its button', async ({ page }) => {
    await page.setViewportSize(SIZES.phone);
    await page.goto('/videos/latest-updates/1/');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: /^Sort by: / });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Sort by' })).toBeVisible();
    await expectTabStaysInDialog(page, 'Tab', 12);
    await expectTabStaysInDialog(page, 'Shift+Tab', 12);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Sort by' })).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
