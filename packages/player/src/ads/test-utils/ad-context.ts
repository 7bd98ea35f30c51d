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
 * Runs an ad break and watches it: each ad that shows is ended at once (as if watched to
 * the end). Returns the ad media URLs shown, in order, once the break resolves.
 */
export async function runBreakToEnd(ads: AdsController, ctx: AdBreakContext): Promise<string[]> {
  const shown: string[] = [];
  const seen = new Set<HTMLVideoElement>();
  let settled = false;
  const done = ads.adBreak(ctx).then(() => {
    settled = true;
  });
  const fresh = () => {
    const video = activeAdVideo();
    return video && !seen.has(video) ? video : undefined;
  };
  while (!settled) {
    await vi.waitFor(() => expect(settled || fresh()).toBeTruthy(), { timeout: 4000 });
    const video = fresh();
    if (video) {
      seen.add(video);
      shown.push(video.src);
      fire(video, 'ended');
    }
  }
  await done;
  return shown;
}
