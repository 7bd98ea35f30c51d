import { expect, type Page } from '@playwright/test';
import { seededMember, signInSeeded } from './support/members.ts';
import { acceptAgeByCookie, openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// The member profile (issue #17) as a person meets it: editing the profile, changing the
// avatar and cover with the upload's progress, what another member may see, and a bookmark
// from a model page on the bookmarks tab. Seeded members (password demo-password), numbers
// of their own so the other member journeys never meet these changes. The pictures are drawn
// in the page at run time: no photo lives in the repository.

/** A notice (spec section 3) with exactly `text`. */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A `width` x `height` PNG drawn on a canvas in the page (a gradient, so it has content). */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#f80');
      gradient.addColorStop(1, '#208');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/**
 * Chooses `png` in the `label` upload of the edit tab and waits for "Profile changed",
 * checking the progress bar showed while it went (watched from the page, as it may be brief).
 */
async function uploadPicture(page: Page, label: 'Avatar' | 'Cover', png: Buffer) {
  await page.evaluate((name) => {
    const seen = new MutationObserver(() => {
      if (document.querySelector(`progress[aria-label="${name} upload"]`))
        document.body.dataset.progressSeen = name;
    });
    seen.observe(document.body, { childList: true, subtree: true });
  }, label);
  await page
    .getByLabel(`Change ${label.toLowerCase()}`)
    .setInputFiles({ name: `${label.toLowerCase()}.png`, mimeType: 'image/png', buffer: png });
  await expect(notice(page, 'Profile changed')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-progress-seen', label);
  await expect(page.locator(`progress[aria-label="${label} upload"]`)).toHaveCount(0);
}

test('edit the profile -> "Profile changed" -> the info tab shows it; avatar and cover upload with progress', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await signInSeeded(page, request, 6);
  const base = `/members/${owner.id}/`;
  await openHydrated(page, `${base}edit/`);
  const city = `Porto ${Date.now() % 10_000}`;
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(notice(page, 'Profile changed')).toBeVisible();
  await openHydrated(page, `${base}info/`);
  await expect(page.locator('.member-info').getByText(city, { exact: true })).toBeVisible();

  await openHydrated(page, `${base}edit/`);
  await uploadPicture(page, 'Avatar', await drawnPng(page, 400, 400));
  await expect(page.locator('img.member-header__avatar')).toHaveAttribute(
    'src',
    new RegExp(`^/media/members/\\d+/${owner.id}/avatar-[0-9a-f]+\\.jpg$`),
  );
  await uploadPicture(page, 'Cover', await drawnPng(page, 1400, 300));
  const cover = page.locator('.member-header__cover img');
  await expect(cover).toHaveAttribute('src', new RegExp(`/${owner.id}/cover-[0-9a-f]+\\.jpg$`));
  // The stored picture is served (and the browser decodes it).
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1250);
});

test('another member sees the public tabs only, and "You do not have permission to view." on a private one', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await seededMember(request, 6);
  await signInSeeded(page, request, 7);
  await openHydrated(page, `/members/${owner.id}/info/`);
  const tabs = page.getByRole('navigation', { name: 'Profile' }).getByRole('link');
  await expect(tabs).toHaveText(['Info', 'Wall', 'Friends', 'Subscriptions', 'Uploaded videos', 'Playlists']);
  for (const tab of ['watch_later_videos/1/', 'history/1/', 'bookmarks/1/', 'messages/', 'edit/']) {
    await openHydrated(page, `/members/${owner.id}/${tab}`);
    await expect(page.getByText('You do not have permission to view.')).toBeVisible();
  }
  // A visitor never gets that far: the member pages send them home.
  const visitor = await browser.newContext();
  await acceptAgeByCookie(visitor);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/members/${owner.id}/info/`);
  await expect(visitorPage).toHaveURL('/');
  await visitor.close();
});

test('a bookmark from a model page appears on the bookmarks tab (from the member menu), and Remove takes it out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await signInSeeded(page, request, 6);
  await openHydrated(page, '/pornstars/');
  await page.locator('main a[href^="/pornstar/"]').first().click();
  await expect(page).toHaveURL(/\/pornstar\/[^/]+\/$/);
  await page.waitForLoadState('networkidle');
  const name = (await page.locator('h1').first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(
    page.getByText(new RegExp(`^${name} (was added to|is already in) your bookmarks$`)),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(notice(page, `${name} is already in your bookmarks`)).toBeVisible();

  await page.locator('header').getByRole('button', { name: owner.username }).click();
  await page.getByRole('link', { name: 'Bookmarks' }).first().click();
  await expect(page).toHaveURL(`/members/${owner.id}/bookmarks/1/`);
  const card = page.locator('.library-list__item', { hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Remove: ${name}` }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(card).toHaveCount(0);
});
