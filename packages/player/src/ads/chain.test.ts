// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { startBreak } from './test-utils/ad-break';
import { activeAd, activeAdVideo, fire } from './test-utils/ad-context';
import { useAdsSuite } from './test-utils/ads-suite';
import { beaconPaths, ours } from './test-utils/beacons';

// The tag chain on the manual clock: fallbacks, wrapper limit, timeouts, skip, tracking
// order, media errors, remnant removal. Network is real (loopback), time is not. The VAST
// documents are our own (test-fixtures/vast), so this runs in a clone with nothing beside it.

const suite = useAdsSuite();

/** Our own documents (test-fixtures/vast): a plain VAST 2 preroll, and the VAST 3 one with every tracking event. */
const PLAYS = 'inline-linear-v2.xml';
const TRACKED = 'inline-linear-v3.xml';

const waitForAd = () => vi.waitFor(() => expect(activeAdVideo()).toBeDefined(), { timeout: 4000 });

describe('fallback through the backup tags', () => {
  it('a broken first tag (HTTP 500) falls through to the second: 301', async () => {
    const t = startBreak([`${suite.server.origin}/status/500`, suite.server.vast(PLAYS)]);
    await waitForAd();
    expect(t.codes()).toEqual([301]);
    expect(t.played()).toEqual([1]);
  });

  it('broken XML gives 100, an empty VAST gives 303 (sent to its root Error URL), then the next tag plays', async () => {
    const t = startBreak([
      suite.server.vast('malformed.xml'),
      suite.server.vast('no-ad.xml'),
      suite.server.vast(PLAYS),
    ]);
    await waitForAd();
    expect(t.codes()).toEqual([100, 303]);
    expect(t.played()).toEqual([2]);
    expect(beaconPaths(suite.beacons)).toContain(ours('error/no-ad?code=303'));
  });

  it('content starts when every tag failed: the break resolves with no ad shown', async () => {
    const t = startBreak([`${suite.server.origin}/status/500`, suite.server.vast('no-ad.xml')]);
    await t.done;
    expect(t.codes()).toEqual([301, 303]);
    expect(t.played()).toEqual([]);
    expect(activeAd()).toBeUndefined();
  });

  it('follows a chain of 8 wrapper redirects to the inline ad', async () => {
    const t = startBreak([`${suite.server.origin}/chain/8`]);
    await waitForAd();
    expect(t.played()).toEqual([0]);
    expect(suite.server.requests.filter((r) => r.startsWith('/chain/'))).toHaveLength(9);
  });

  it('stops a wrapper chain deeper than 8 redirects with 302, reported to the wrappers, then tries the next tag', async () => {
    const t = startBreak([`${suite.server.origin}/chain/9`, suite.server.vast(PLAYS)]);
    await waitForAd();
    expect(t.codes()).toEqual([302]);
    expect(t.played()).toEqual([1]);
    expect(suite.server.requests).not.toContain('/chain/0');
    expect(beaconPaths(suite.beacons)).toContain('/err/chain-9?code=302');
  });

  it('a wrapper that points at itself stops at the limit with 302 (wrapper-loop-v3.xml), then tries the next tag', async () => {
    const t = startBreak([suite.server.vast('wrapper-loop-v3.xml'), suite.server.vast(PLAYS)]);
    await waitForAd();
    expect(t.codes()).toEqual([302]);
    expect(t.played()).toEqual([1]);
    // The tag itself, then 8 redirects to the same address; the 9th redirect is refused.
    expect(suite.server.requests.filter((r) => r.endsWith('/wrapper-loop-v3.xml'))).toHaveLength(9);
    expect(beaconPaths(suite.beacons)).toContain(ours('error/wrapper-loop-v3?code=302'));
  });
});

describe('request timeout on the injected clock', () => {
  it('a tag that never answers times out at 5000 ms, then the next tag plays', async () => {
    const t = startBreak([`${suite.server.origin}/hang`, suite.server.vast(PLAYS)]);
    await vi.waitFor(() => expect(suite.server.requests).toContain('/hang'));
    t.ctx.clock.advance(4999);
    await new Promise((r) => setTimeout(r, 50));
    expect(suite.server.requests).not.toContain(`/vast/${PLAYS}`);
    t.ctx.clock.advance(1);
    await waitForAd();
    expect(t.codes()).toEqual([301]);
    expect(t.played()).toEqual([1]);
  });

  it('on mobile the timeout is 10000 ms', async () => {
    const t = startBreak([`${suite.server.origin}/hang`], { device: { mobile: true, iPad: false } });
    await vi.waitFor(() => expect(suite.server.requests).toContain('/hang'));
    t.ctx.clock.advance(9999);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.isSettled()).toBe(false);
    t.ctx.clock.advance(1);
    await t.done;
    expect(t.codes()).toEqual([301]);
  });

  it('an ad whose media never starts fails with 402 after the timeout and the content plays', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const t = startBreak([suite.server.vast(TRACKED)]);
    await waitForAd();
    t.ctx.clock.advance(4999);
    await new Promise((r) => setTimeout(r, 20));
    expect(t.codes()).toEqual([]);
    t.ctx.clock.advance(1);
    await t.done;
    expect(t.codes()).toEqual([402]);
    expect(beaconPaths(suite.beacons)).toContain(ours('error/inline-v3?code=402'));
  });
});

describe('linear ad playback', () => {
  it('shows the skip button at 5 s of ad playback (its skipoffset), not after 5 s of waiting; skipping tracks skip and ends the break', async () => {
    const t = startBreak([suite.server.vast(TRACKED)]);
    await waitForAd();
    const video = activeAdVideo()!;
    const skip = document.querySelector<HTMLButtonElement>('[data-testid="tk-ad-skip"]')!;
    // A click-through pause does not bring the skip closer: only the ad's playhead counts.
    t.ctx.clock.advance(10_000);
    fire(video, 'timeupdate', { currentTime: 4.9 });
    expect(skip.hidden).toBe(true);
    fire(video, 'timeupdate', { currentTime: 5 });
    expect(skip.hidden).toBe(false);
    skip.click();
    await t.done;
    expect(activeAd()).toBeUndefined();
    expect(beaconPaths(suite.beacons)).toContain(ours('track/inline-v3/skip'));
  });

  it('tracks impression, start, quartiles and complete in that order (inline-linear-v3.xml)', async () => {
    const t = startBreak([suite.server.vast(TRACKED)]);
    await waitForAd();
    const video = activeAdVideo()!;
    for (const time of [1, 4.5, 8.5, 12.5]) fire(video, 'timeupdate', { currentTime: time });
    fire(video, 'ended');
    await t.done;
    const events = beaconPaths(suite.beacons).filter((p) =>
      /\/(impression|start|firstQuartile|midpoint|thirdQuartile|complete)$/.test(p),
    );
    expect(events).toEqual([
      ours('track/inline-v3/impression'),
      ours('track/inline-v3/start'),
      ours('track/inline-v3/firstQuartile'),
      ours('track/inline-v3/midpoint'),
      ours('track/inline-v3/thirdQuartile'),
      ours('track/inline-v3/complete'),
    ]);
    expect(t.played()).toEqual([0]);
  });

  // Found by the e2e ads journey: a click right after the first frame was tracked before start.
  it('regression: start is tracked with the impression on the first frame, once', async () => {
    const t = startBreak([suite.server.vast(TRACKED)]);
    await waitForAd();
    const video = activeAdVideo()!;
    await vi.waitFor(() => expect(beaconPaths(suite.beacons)).toContain(ours('track/inline-v3/impression')));
    const starts = () => beaconPaths(suite.beacons).filter((p) => p === ours('track/inline-v3/start'));
    expect(starts()).toHaveLength(1);
    fire(video, 'timeupdate', { currentTime: 1 });
    fire(video, 'ended');
    await t.done;
    expect(starts()).toHaveLength(1);
  });

  it('a click tracks the click, opens the advertiser in a new tab and pauses the ad (inline-linear-v3.xml)', async () => {
    const t = startBreak([suite.server.vast(TRACKED)]);
    await waitForAd();
    const video = activeAdVideo()!;
    video.click();
    expect(beaconPaths(suite.beacons)).toContain(ours('track/inline-v3/click'));
    expect(t.opened).toEqual([`${suite.server.origin}/r/advertiser.example.test/landing/inline-v3`]);
    expect(video.paused).toBe(true);
    video.click(); // resumes
    expect(video.paused).toBe(false);
    fire(video, 'ended');
    await t.done;
  });

  it('a media error reports 405 and the next tag plays', async () => {
    const t = startBreak([suite.server.vast(TRACKED), suite.server.vast(PLAYS)]);
    await waitForAd();
    const first = activeAdVideo()!;
    fire(first, 'error');
    await vi.waitFor(() => expect(t.played()).toEqual([0, 1]));
    expect(t.codes()).toEqual([405]);
    expect(beaconPaths(suite.beacons)).toContain(ours('error/inline-v3?code=405'));
  });

  it('removes the ad remnant 10 s after completion (hidden at once)', async () => {
    const t = startBreak([suite.server.vast(PLAYS)]);
    await waitForAd();
    const cover = activeAd()!;
    fire(activeAdVideo()!, 'ended');
    await t.done;
    expect(cover.style.display).toBe('none');
    t.ctx.clock.advance(9999);
    expect(cover.isConnected).toBe(true);
    t.ctx.clock.advance(1);
    expect(cover.isConnected).toBe(false);
  });

  it('sends the third-party tracking GET with out_name and cisai from the tag on ad load', async () => {
    const tag = `${suite.server.vast(PLAYS)}?out_name=site_a&cisai=77&other=x`;
    const t = startBreak([tag], { trackingUrl: `${suite.server.origin}/adtrack?v=1` });
    await waitForAd();
    expect(beaconPaths(suite.beacons)).toContain('/adtrack?v=1&out_name=site_a&cisai=77');
    fire(activeAdVideo()!, 'ended');
    await t.done;
  });

  it('destroy() during an ad ends the break, removes the ad and ignores late media events', async () => {
    const t = startBreak([suite.server.vast(PLAYS)]);
    await waitForAd();
    const video = activeAdVideo()!;
    t.ads.destroy();
    await t.done;
    expect(document.querySelector('[data-testid="tk-ad"]')).toBeNull();
    const before = suite.beacons.length;
    fire(video, 'ended');
    fire(video, 'timeupdate', { currentTime: 10 });
    expect(suite.beacons.length).toBe(before);
    expect(t.ctx.clock.pending()).toBe(0);
  });
});
