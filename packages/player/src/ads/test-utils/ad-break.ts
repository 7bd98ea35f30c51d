import { expect, vi } from 'vitest';
import { type AdGoalName, type AdsOptions, createAds } from '../index';
import { activeAd, activeAdVideo, adContext, fire } from './ad-context';

/**
 * Starts one preroll break on `tags` with the desktop defaults of the ads tests (mp4 only,
 * a 640 px player, the manual clock) and records what it reports.
 */
export function startBreak(tags: string[], options: Partial<AdsOptions> = {}) {
  const goals: Array<[AdGoalName, Record<string, unknown>]> = [];
  const opened: string[] = [];
  const ctx = adContext();
  const ads = createAds({
    tags,
    device: { mobile: false, iPad: false },
    canPlay: (type) => type === 'video/mp4',
    onGoal: (goal, data) => goals.push([goal, data]),
    openWindow: (url) => opened.push(url),
    ...options,
  });
  let settled = false;
  const done = ads.adBreak(ctx).then(() => {
    settled = true;
  });
  return {
    ads,
    ctx,
    opened,
    done,
    isSettled: () => settled,
    /** player_vast_error codes, in order. */
    codes: () => goals.filter(([g]) => g === 'player_vast_error').map(([, d]) => d.code),
    /** player_adplay tag indexes, one per ad started. */
    played: () => goals.filter(([g]) => g === 'player_adplay').map(([, d]) => d.index),
  };
}

/** Waits until the ad on screen plays a file whose URL ends with `file` (a pod's ads share one view). */
export async function waitForAdMedia(file: string): Promise<HTMLVideoElement> {
  await vi.waitFor(() => expect(activeAdVideo()?.src ?? '').toMatch(new RegExp(`/${file}$`)), {
    timeout: 4000,
  });
  return activeAdVideo()!;
}

/** The ad's playhead moves to `time` (a timeupdate). */
export function playTo(video: HTMLVideoElement, time: number): void {
  fire(video, 'timeupdate', { currentTime: time });
}

/**
 * The ad plays to its end. The playhead is then back at 0 with no duration, as a browser
 * leaves the element when the next ad of the pod gets its source.
 */
export function endAd(video: HTMLVideoElement): void {
  fire(video, 'ended');
  for (const [key, value] of Object.entries({ currentTime: 0, duration: Number.NaN })) {
    Object.defineProperty(video, key, { value, configurable: true, writable: true });
  }
}

/**
 * Pins when skip is offered: still hidden with the playhead at `before`, shown from `at`
 * (two timeupdates, as the ad plays on).
 */
export function expectSkipFrom(video: HTMLVideoElement, before: number, at: number): void {
  playTo(video, before);
  expect(skipButton().hidden).toBe(true);
  playTo(video, at);
  expect(skipButton().hidden).toBe(false);
}

/** The skip button of the ad on screen. */
export function skipButton(): HTMLButtonElement {
  return activeAd()!.querySelector<HTMLButtonElement>('[data-testid="tk-ad-skip"]')!;
}

/** The "Ad 1 of 2" label of the ad on screen, or null when it is hidden (a single ad). */
export function podLabel(): string | null {
  const label = activeAd()?.querySelector<HTMLElement>('[data-testid="tk-ad-pod"]');
  return label && !label.hidden ? label.textContent : null;
}
