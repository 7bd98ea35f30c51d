import { expect, test } from '@playwright/test';

/**
 * Every player story must really reach its state: the player root's data-status, the
 * overlay it is about, and the hooks' readout under the player all agree.
 */
const STORIES: Array<{ id: string; status: string; overlay?: string; text?: string | RegExp }> = [
  { id: 'player-states--idle', status: 'idle', overlay: 'tk-big-play' },
  { id: 'player-states--buffering', status: 'buffering' },
  { id: 'player-states--playing', status: 'playing' },
  { id: 'player-states--paused', status: 'paused', overlay: 'tk-big-play' },
  { id: 'player-states--complete', status: 'complete' },
  { id: 'player-states--error-state', status: 'idle', overlay: 'tk-error', text: /media_/ },
  { id: 'player-overlays--countdown', status: 'complete', overlay: 'tk-countdown', text: 'Next video in 9' },
  { id: 'player-overlays--related-panel', status: 'paused', overlay: 'tk-related', text: 'Sample clip 3' },
  { id: 'player-overlays--vr-permission', status: 'idle', overlay: 'tk-vr-permission', text: 'Allow motion' },
  {
    id: 'player-overlays--deleted-video',
    status: 'idle',
    overlay: 'tk-deleted',
    text: 'Video has been recently deleted',
  },
];

for (const story of STORIES) {
  test(`story ${story.id} reaches "${story.status}"${story.overlay ? ` with ${story.overlay}` : ''}`, async ({
    page,
  }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    const root = page.locator('.tk-player');
    await expect(root).toHaveAttribute('data-status', story.status);
    await expect(page.getByTestId('story-status')).toHaveText(story.status);
    if (story.overlay) {
      const overlay = page.getByTestId(story.overlay);
      // The error element is visually hidden by design (spec: no user-facing player errors).
      if (story.overlay !== 'tk-error') await expect(overlay).toBeVisible();
      else await expect(overlay).toHaveAttribute('data-code', /.+/);
      if (story.text) await expect(overlay).toContainText(story.text);
    }
  });
}
