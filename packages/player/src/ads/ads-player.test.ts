// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createManualClock, type Player } from '../index';
import { flush } from '../test-utils/fixtures';
import { activeAdVideo, adContext, fire } from './test-utils/ad-context';
import { useAdsSuite } from './test-utils/ads-suite';
import { playerSeam, surfacesLoaded } from './test-utils/player-seam';

// The ads layer against the real player seam (createPlayer({ adBreak })): the preroll, its
// rules and setup retries. The pause ad and overlay are in ads-player-pause.test.ts.

const suite = useAdsSuite();

const { makeAds, makePlayer, contentPlayed } = playerSeam(suite);
/** Our own VAST documents (test-fixtures/vast): a plain linear preroll, and an empty answer (303). */
const PLAYS = 'inline-linear-v2.xml';
const NO_AD = 'no-ad.xml';

describe('preroll through the player seam', () => {
  it('plays before the first play and content gets no play() before the ad ends', async () => {
    const { ads, goals } = makeAds({ tags: [suite.server.vast(PLAYS)] });
    const { player } = makePlayer(ads.adBreak);
    ads.attach(player);
    const playing = player.play();
    await vi.waitFor(() => expect(activeAdVideo()).toBeDefined(), { timeout: 4000 });
    expect(player.getSnapshot().adBreak).toBe(true);
    expect(contentPlayed(player)).toBe(false);
    expect(goals.map(([g]) => g)).toEqual(['player_adplay']);
    fire(activeAdVideo()!, 'ended');
    await playing;
    expect(contentPlayed(player)).toBe(true);
    expect(player.getSnapshot().adBreak).toBe(false);
  });

  it('content starts when every tag fails, after player_vast_error', async () => {
    const { ads, goals } = makeAds({ tags: [suite.server.vast(NO_AD)] });
    const { player } = makePlayer(ads.adBreak);
    await player.play();
    expect(goals).toEqual([['player_vast_error', expect.objectContaining({ code: 303, index: 0 })]]);
    expect(contentPlayed(player)).toBe(true);
  });

  it('runs the preroll when content is already playing without play() (native autoplay)', async () => {
    const { ads } = makeAds({ tags: [suite.server.vast(PLAYS)] });
    const { player } = makePlayer(ads.adBreak);
    ads.attach(player);
    fire(player.video, 'playing', { paused: false });
    await vi.waitFor(() => expect(activeAdVideo()).toBeDefined(), { timeout: 4000 });
    expect(player.getSnapshot().adBreak).toBe(true);
    fire(activeAdVideo()!, 'ended');
    await vi.waitFor(() => expect(player.getSnapshot().adBreak).toBe(false));
  });

  // Found by the e2e ads journey: with a slow ad server, the content's preloaded first
  // frame was on screen until the ad cover came up.
  it('regression: the content stays covered while the tags load, and uncovered once they fail', async () => {
    const { ads } = makeAds({ tags: [`${suite.server.origin}/hang`] });
    const { player, clock } = makePlayer(ads.adBreak);
    const hold = () => player.root.querySelector<HTMLElement>('[data-testid="tk-ad-hold"]');
    const playing = player.play();
    await vi.waitFor(() => expect(suite.server.requests).toContain('/hang'));
    expect(hold()?.style.cssText).toMatch(/inset: 0.*background: (rgb\(0, 0, 0\)|#000)/);
    expect(contentPlayed(player)).toBe(false);
    clock.advance(5000);
    await playing;
    expect(hold()).toBeNull();
    expect(contentPlayed(player)).toBe(true);
  });

  it('the hold over the content goes at once when the ads are destroyed mid-request', async () => {
    const { ads } = makeAds({ tags: [`${suite.server.origin}/hang`] });
    const { player } = makePlayer(ads.adBreak);
    void player.play();
    await vi.waitFor(() => expect(suite.server.requests).toContain('/hang'));
    expect(player.root.querySelector('[data-testid="tk-ad-hold"]')).not.toBeNull();
    ads.destroy();
    expect(player.root.querySelector('[data-testid="tk-ad-hold"]')).toBeNull();
  });
});

describe('preroll rules (spec section 4)', () => {
  const ran = async (
    status: 'idle' | 'playing' | 'buffering' | 'paused' | 'complete',
    campaign: string | null,
  ) => {
    const { ads, goals } = makeAds({ tags: [suite.server.vast(NO_AD)] });
    await ads.adBreak(adContext({ status, campaign }));
    return goals.length > 0;
  };

  it('plays when playing, when idle (before the first play) and when buffering', async () => {
    expect(await ran('playing', null)).toBe(true);
    expect(await ran('idle', null)).toBe(true);
    expect(await ran('buffering', '555')).toBe(true);
  });

  it('does not play when buffering for campaign 10146, nor when paused or complete', async () => {
    expect(await ran('buffering', '10146')).toBe(false);
    expect(await ran('paused', null)).toBe(false);
    expect(await ran('complete', null)).toBe(false);
    expect(suite.server.requests).not.toContain(`/vast/${NO_AD}`);
  });

  it('plays once: a second ad break of the same controller does nothing', async () => {
    const { ads, goals } = makeAds({ tags: [suite.server.vast(NO_AD)] });
    await ads.adBreak(adContext());
    await ads.adBreak(adContext());
    expect(goals).toHaveLength(1);
    // One tag request; the rest are beacons (`/r/<host>/...`), here the 303 to the root Error URL.
    expect(suite.server.requests.filter((r) => !r.startsWith('/r/'))).toEqual([`/vast/${NO_AD}`]);
  });
});

describe('preroll setup retries (50 x 100 ms)', () => {
  it('waits for the player to be in the document, checking every 100 ms', async () => {
    const { ads, goals } = makeAds({ tags: [suite.server.vast(NO_AD)] });
    const ctx = adContext();
    const root = ctx.video.parentElement!;
    root.remove();
    const done = ads.adBreak(ctx);
    ctx.clock.advance(2000);
    await flush();
    expect(suite.server.requests).not.toContain(`/vast/${NO_AD}`);
    document.body.append(root);
    ctx.clock.advance(100);
    await done;
    expect(goals).toHaveLength(1);
  });

  it('gives up after 50 retries (5 s): content plays, no tag requested', async () => {
    const { ads } = makeAds({ tags: [suite.server.vast(NO_AD)] });
    const ctx = adContext();
    const checks = vi.fn(() => false);
    Object.defineProperty(ctx.video, 'isConnected', { get: checks });
    let settled = false;
    const done = ads.adBreak(ctx).then(() => {
      settled = true;
    });
    ctx.clock.advance(4900);
    await flush();
    expect(settled).toBe(false);
    ctx.clock.advance(100);
    await done;
    expect(checks).toHaveBeenCalledTimes(51);
    expect(ctx.clock.pending()).toBe(0);
    expect(suite.server.requests).not.toContain(`/vast/${NO_AD}`);
  });

  it('attach() retries a player getter until the page has created the player', async () => {
    const clock = createManualClock();
    const onFirstPause = vi.fn();
    const { ads } = makeAds({ clock, pauseAd: { onFirstPause } });
    let player: Player | null = null;
    ads.attach(() => player);
    clock.advance(300);
    player = makePlayer().player;
    clock.advance(100);
    await surfacesLoaded();
    fire(player.video, 'playing', { paused: false });
    player.pause();
    expect(onFirstPause).toHaveBeenCalledTimes(1);
  });
});
