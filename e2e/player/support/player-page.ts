import { expect, type Page } from '@playwright/test';

/** Snapshot fields the tests read (a subset of PlayerSnapshot, serialisable). */
export interface SnapshotView {
  status: string;
  engine: string;
  quality: string | null;
  currentTime: number;
  duration: number;
  firstFrame: boolean;
  pendingSeek: number;
  error: { kind: string; code: string } | null;
}

/** Opens the harness with a fixture and extra player query (e.g. 'autostart=1'). */
export async function openHarness(page: Page, fixture: string, query = ''): Promise<void> {
  await page.goto(`/?fixture=${fixture}${query ? `&${query}` : ''}`);
  await expect(page.locator('.tk-player')).toHaveCount(1);
}

/** The player snapshot, read through the public API. */
export function snapshot(page: Page): Promise<SnapshotView> {
  return page.evaluate(() => {
    const s = window.player!.getSnapshot();
    return {
      status: s.status,
      engine: s.engine,
      quality: s.quality,
      currentTime: s.currentTime,
      duration: s.duration,
      firstFrame: s.firstFrame,
      pendingSeek: s.pendingSeek,
      error: s.error,
    };
  });
}

/** Waits for the root's data-status (set by the player on every state change). */
export async function waitForStatus(page: Page, status: string): Promise<void> {
  await expect(page.locator('.tk-player')).toHaveAttribute('data-status', status);
}

/**
 * Resolves once the video element has really presented a frame (requestVideoFrameCallback),
 * with the presented size: the proof of a first frame that no state flag can fake.
 */
export function presentedFrame(page: Page): Promise<{ width: number; height: number; mediaTime: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const video = window.player!.video;
        video.requestVideoFrameCallback((_now, meta) =>
          resolve({ width: meta.width, height: meta.height, mediaTime: meta.mediaTime }),
        );
      }),
  );
}
