// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { flush } from '../test-utils/fixtures';
import type { AdsOptions } from './index';
import { fire } from './test-utils/ad-context';
import { useAdsSuite } from './test-utils/ads-suite';
import { playerSeam, surfacesLoaded } from './test-utils/player-seam';

// The pause ad and the pre-play overlay against the real player seam
// (createPlayer({ adBreak })); the preroll's rules are in ads-player.test.ts.

const suite = useAdsSuite();

const { makeAds, makePlayer, contentPlayed } = playerSeam(suite);

describe('in-video (pause) ad', () => {
  const slot = () => document.querySelector('[data-testid="tk-pause-ad"]');

  async function playing(options: Partial<AdsOptions> = {}) {
    const render = vi.fn();
    const onFirstPause = vi.fn();
    const { ads } = makeAds({ pauseAd: { render, onFirstPause }, ...options });
    const { player } = makePlayer(ads.adBreak);
    ads.attach(player);
    await surfacesLoaded();
    await player.play();
    return { player, render, onFirstPause };
  }

  it('shows on pause and hides on play', async () => {
    const { player, render } = await playing();
    player.pause();
    expect(slot()).not.toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
    await player.play();
    expect(slot()).toBeNull();
  });

  it('hides on seek and on a time tick that moves the playhead, not on the tick of the pause itself', async () => {
    const { player } = await playing();
    fire(player.video, 'timeupdate', { currentTime: 3 });
    player.pause();
    fire(player.video, 'timeupdate', { currentTime: 3 });
    expect(slot()).not.toBeNull();
    fire(player.video, 'timeupdate', { currentTime: 4 });
    expect(slot()).toBeNull();
    player.pause();
    fire(player.video, 'play', { paused: false });
    fire(player.video, 'pause', { paused: true });
    expect(slot()).not.toBeNull();
    fire(player.video, 'seeking');
    expect(slot()).toBeNull();
  });

  it('first-pause mode fires its callback once', async () => {
    const { player, onFirstPause } = await playing();
    player.pause();
    await player.play();
    player.pause();
    expect(onFirstPause).toHaveBeenCalledTimes(1);
  });

  it('does not show on mobile, but does on iPad', async () => {
    const phone = await playing({ device: { mobile: true, iPad: false } });
    phone.player.pause();
    expect(slot()).toBeNull();
    expect(phone.onFirstPause).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    const iPad = await playing({ device: { mobile: true, iPad: true } });
    iPad.player.pause();
    expect(slot()).not.toBeNull();
  });

  it('close button hides it; destroy() removes it', async () => {
    const { player } = await playing();
    player.pause();
    document.querySelector<HTMLButtonElement>('[data-testid="tk-pause-ad-close"]')!.click();
    expect(slot()).toBeNull();
    await player.play();
    player.pause();
    expect(slot()).not.toBeNull();
    for (const c of suite.cleanups.splice(0)) c();
    expect(slot()).toBeNull();
  });
});

describe('pre-play overlay ad', () => {
  const overlay = () => document.querySelector('[data-testid="tk-preplay-ad"]');

  function setup() {
    const cleanup = vi.fn();
    const render = vi.fn((box: HTMLElement) => {
      box.insertAdjacentHTML('beforeend', '<a data-testid="banner" href="#">ad</a>');
      return cleanup;
    });
    const { ads } = makeAds({ preplayAd: { render } });
    const { player } = makePlayer(ads.adBreak);
    ads.attach(player);
    return { player, render, cleanup };
  }

  it('shows before the first play; the close button closes it and plays the video', async () => {
    const { player, cleanup } = setup();
    await flush();
    expect(overlay()).not.toBeNull();
    document.querySelector<HTMLButtonElement>('[data-testid="tk-preplay-ad-close"]')!.click();
    await flush();
    expect(overlay()).toBeNull();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(contentPlayed(player)).toBe(true);
  });

  it('a click outside the ad box closes it and plays; a click inside does not', async () => {
    const { player } = setup();
    await flush();
    document.querySelector<HTMLElement>('[data-testid="banner"]')!.click();
    expect(overlay()).not.toBeNull();
    document.body.click();
    await flush();
    expect(overlay()).toBeNull();
    expect(contentPlayed(player)).toBe(true);
  });

  it('closes when the video plays', async () => {
    const { player } = setup();
    await flush();
    await player.play();
    expect(overlay()).toBeNull();
    expect(suite.play.mock.contexts.filter((c) => c === player.video)).toHaveLength(1);
  });
});
