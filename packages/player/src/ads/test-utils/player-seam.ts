import { vi } from 'vitest';
import { createManualClock, createPlayer, type Player } from '../../index';
import { container, flush, mp4Sources } from '../../test-utils/fixtures';
import { type AdGoalName, type AdsOptions, createAds } from '../index';
import type { AdsSuite } from './ads-suite';

/** The device of the ads-with-player tests: a desktop (no mobile ad rules). */
export const DESKTOP = { mobile: false, iPad: false };

/** The pause ad and overlay are a lazy chunk: wait for attach() to have loaded and wired them. */
export async function surfacesLoaded(): Promise<void> {
  await flush();
  await vi.dynamicImportSettled();
  await flush();
}

/**
 * Makers for tests of the ads against the real player seam (`createPlayer({ adBreak })`):
 * ads and players that `suite` destroys after each test, and whether content got a play().
 */
export function playerSeam(suite: AdsSuite) {
  function makeAds(options: Partial<AdsOptions> = {}) {
    const goals: Array<[AdGoalName, Record<string, unknown>]> = [];
    const ads = createAds({
      device: DESKTOP,
      canPlay: (type) => type === 'video/mp4',
      onGoal: (goal, data) => goals.push([goal, data]),
      ...options,
    });
    suite.cleanups.push(() => ads.destroy());
    return { ads, goals };
  }

  function makePlayer(adBreak?: Parameters<typeof createPlayer>[0]['adBreak']) {
    const clock = createManualClock();
    const player = createPlayer({ container: container(), sources: mp4Sources(), clock, adBreak })!;
    suite.cleanups.push(() => player.destroy());
    return { player, clock };
  }

  const contentPlayed = (player: Player) => suite.play.mock.contexts.includes(player.video);
  return { makeAds, makePlayer, contentPlayed };
}
