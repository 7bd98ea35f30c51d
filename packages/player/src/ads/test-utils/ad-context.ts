import { expect, vi } from 'vitest';
import type { AdBreakContext, PlayerSnapshot } from '../../index';
import { createManualClock, type ManualClock } from '../../index';
import type { AdsController } from '../index';

/** An ad-break context like the player's, over a jsdom `.tk-player` root. */
export function adContext(
  options: { status?: PlayerSnapshot['status']; campaign?: string | null; clock?: ManualClock } = {},
): AdBreakContext & { clock: ManualClock; abort: AbortController } {
  const root = document.createElement('div');
  root.className = 'tk-player';
  Object.defineProperty(root, 'clientWidth', { value: 640, configurable: true });
  const video = document.createElement('video');
  root.append(video);
  document.body.append(root);
  const abort = new AbortController();
  return {
    kind: 'preroll',
    container: root,
    video,
    clock: options.clock ?? createManualClock(),
    campaign: options.campaign ?? null,
    snapshot: { status: options.status ?? 'idle', adBreak: true } as PlayerSnapshot,
    signal: abort.signal,
    abort,
  };
}

/** The ad cover currently on screen (finished ads stay hidden until their remnant is removed). */
export function activeAd(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="tk-ad"]')].find(
    (el) => el.style.display !== 'none',
  );
}

/** The ad video currently on screen. */
export function activeAdVideo(): HTMLVideoElement | undefined {
  return activeAd()?.querySelector('video') ?? undefined;
}

/** Sets media properties on a jsdom video and fires the event. */
export function fire(video: HTMLVideoElement, type: string, props: Record<string, unknown> = {}): void {
  for (const [key, value] of Object.entries(props)) {
    Object.defineProperty(video, key, { value, configurable: true, writable: true });
  }
  video.dispatchEvent(new Event(type));
}

/**
 * Runs an ad break and watches it: each ad that starts is ended at once (as if watched to
 * the end), the ads of a pod one after another in their shared view. Returns the ad media
 * URLs shown, in order, once the break resolves.
 */
export async function runBreakToEnd(ads: AdsController, ctx: AdBreakContext): Promise<string[]> {
  const shown: string[] = [];
  const started: HTMLVideoElement[] = [];
  // Media events do not bubble, but a capture listener on the document still sees them.
  const onPlaying = (event: Event) => {
    const video = event.target as HTMLVideoElement;
    if (video.closest?.('[data-testid="tk-ad"]')) started.push(video);
  };
  document.addEventListener('playing', onPlaying, true);
  let settled = false;
  const done = ads.adBreak(ctx).then(() => {
    settled = true;
  });
  try {
    while (!settled) {
      await vi.waitFor(() => expect(settled || started.length > 0).toBeTruthy(), { timeout: 4000 });
      const video = started.shift();
      if (video) {
        shown.push(video.src);
        fire(video, 'ended');
      }
    }
    await done;
  } finally {
    document.removeEventListener('playing', onPlaying, true);
  }
  return shown;
}
