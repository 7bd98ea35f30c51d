import { expect, type Page } from '@playwright/test';
import { signInDemo } from './support/members.ts';
import { openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// A member's playlist (issue #17) as a person meets it: create it on the Playlists tab, add
// three videos from their pages, reorder on the playlist page, Play all, and the end-of-video
// countdown going to the next video of the playlist. The demo member is demo / demo-password.

/** The titles of the playlist page's videos, in order. */
const listed = (page: Page) => page.locator('.playlist-videos__title').allTextContents();

test('playlist: create → add three videos → reorder → Play all → the countdown plays the next in the playlist', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const base = await signInDemo(page);
  const name = `Road trip ${Date.now()}`;

  await openHydrated(page, `${base}playlists/1/`);
  await page.getByLabel('Title').fill(name);
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page.getByText('Playlist created')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  const titles: string[] = [];
  for (const id of [2, 3, 4]) {
    await openHydrated(page, `/video/${id}/any/`);
    titles.push((await page.locator('h1').first().textContent())?.trim() ?? '');
    await page.getByRole('button', { name: 'Add to playlist' }).click();
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  // A second add of the same video says so.
  await page.getByRole('button', { name: 'Add to playlist' }).click();
  await page.getByRole('button', { name }).click();
  await expect(page.getByText('This video is already in the playlist')).toBeVisible();

  await openHydrated(page, `${base}playlists/1/`);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect.poll(() => listed(page)).toEqual(titles);
  const [first, second, third] = titles as [string, string, string];
  await page.getByRole('button', { name: `Move up: ${third}` }).click();
  await expect.poll(() => listed(page)).toEqual([first, third, second]);
  await page.reload();
  await expect.poll(() => listed(page)).toEqual([first, third, second]);

  await page.getByRole('link', { name: 'Play all' }).click();
  await expect(page).toHaveURL(/\/video\/2\/[a-z0-9-]+\/\?autostart=1&playlist=\d+$/);
  const queue = page.getByRole('complementary', { name: 'Playlist' });
  await expect(queue).toBeVisible();
  await expect(queue.locator('[aria-current="true"]')).toHaveText(first);

  // 2 s before the end of the 30 s demo clip: the countdown offers the playlist's next video.
  const here = new URL(page.url());
  const playlist = here.searchParams.get('playlist');
  await page.goto(`${here.pathname}?autostart=1&start_time=28&playlist=${playlist}`);
  const playNow = page.getByRole('button', { name: 'Play now' });
  await expect(playNow).toBeVisible({ timeout: 45_000 });
  await playNow.click();
  await expect(page).toHaveURL(new RegExp(`/video/4/[a-z0-9-]+/\\?autostart=1&playlist=${playlist}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(third);
});
