import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './support/site.ts';
import { test } from './support/visitor-test.ts';

/**
 * A visitor's vote survives a reload (issue #19 item 5). The video JSON stays cached (the
 * server keeps the answer it rendered with for up to a minute, browsers for a day), so a
 * reload right after a like reads the count without it: the page must still show the like
 * pressed and counted. Each size votes on its own video: one address votes once per video.
 */
const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, videoId: 211 },
  { name: 'phone', viewport: { width: 390, height: 844 }, videoId: 212 },
] as const;

function voteButton(page: Page, kind: 'Like' | 'Dislike'): Locator {
  return page.locator('.video-actions').getByRole('button', { name: new RegExp(`^${kind} \\(\\d+\\)$`) });
}

async function countOf(button: Locator): Promise<number> {
  return Number((await button.getAttribute('aria-label'))?.match(/\((\d+)\)/)?.[1]);
}

for (const { name, viewport, videoId } of SIZES) {
  test(`${name}: a like stays pressed and counted after a reload, and a second press says so`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(`/video/${videoId}/any/`);
    await waitForHydration(page);
    const like = voteButton(page, 'Like');
    const dislike = voteButton(page, 'Dislike');
    const likes = await countOf(like);
    const dislikes = await countOf(dislike);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');

    await like.click();
    await expect(page.getByText('Thanks for your vote!')).toBeVisible();
    await expect(like).toHaveAccessibleName(`Like (${likes + 1})`);
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // The reload reads the video JSON cached before the vote: the like is still there.
    await page.reload();
    await waitForHydration(page);
    await expect(like).toHaveAccessibleName(`Like (${likes + 1})`);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(dislike).toHaveAccessibleName(`Dislike (${dislikes})`);
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');
    // What the visitor sees: the window around the pressed like (a full page is mostly related videos).
    await like.scrollIntoViewIfNeeded();
    const shot = testInfo.outputPath(`votes-${name}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`votes-${name}`, { path: shot, contentType: 'image/png' });

    // Pressing again counts nothing more and says why.
    await like.click();
    await expect(page.getByText('You have already voted')).toBeVisible();
    await expect(like).toHaveAccessibleName(`Like (${likes + 1})`);
  });
}
