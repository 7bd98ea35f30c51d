// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaPlayback } from '../test-utils/fixtures';
import { createAds } from './index';
import {
  endAd,
  expectSkipFrom,
  playTo,
  podLabel,
  skipButton,
  startBreak,
  waitForAdMedia,
} from './test-utils/ad-break';
import { activeAd, adContext, fire, runBreakToEnd } from './test-utils/ad-context';
import { beaconPaths, errorPings, ours, recordBeacons } from './test-utils/beacons';
import { type FixtureServer, startFixtureServer } from './test-utils/fixture-server';

// VAST 4 ad pods and ad buffets (issue #20) on our own documents (test-fixtures/vast): a pod
// plays in sequence order, each ad with its own tracking, the content after the last; a
// buffet's unplayable ad is reported and the next stand-alone ad of the same response plays
// before any backup tag; wrapper chains lead into pods.

let server: FixtureServer;
let beacons: string[];
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => {
  fakeMediaPlayback();
  beacons = recordBeacons();
  server.requests.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The backup tag behind the document under test. */
const BACKUP = 'inline-linear-v2.xml';
const media = (file: string) => `${server.origin}/r/media.example.test/ads/${file}`;
/** The tracking pixels (not Error pings) sent so far, as `<ad>/<event>`. */
const pixels = () =>
  beaconPaths(beacons)
    .filter((p) => p.startsWith(ours('track/')))
    .map((p) => p.slice(ours('track/').length));
const errors = () => errorPings(beacons);
const QUARTILES = ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'];

describe('ad pods: played in sequence order, one after another (VAST 4 section 3.3)', () => {
  it('pod-two-v4.xml: pod2-a then pod2-b although listed the other way, "Ad 1 of 2" then "Ad 2 of 2", each ad its own tracking, the content only after the last', async () => {
    const t = startBreak([server.vast('pod-two-v4.xml'), server.vast(BACKUP)]);
    const first = await waitForAdMedia('pod2-a-640x360.mp4');
    expect(podLabel()).toBe('Ad 1 of 2');
    for (const time of [2, 4, 6]) playTo(first, time); // 8 s: quartiles at 2, 4, 6
    endAd(first);
    const second = await waitForAdMedia('pod2-b-640x360.mp4');
    // The same view goes on: no content between the two ads.
    expect(second).toBe(first);
    expect(t.isSettled()).toBe(false);
    expect(podLabel()).toBe('Ad 2 of 2');
    for (const time of [1.5, 3, 4.5]) playTo(second, time); // 6 s: quartiles at 1.5, 3, 4.5
    endAd(second);
    await t.done;
    expect(activeAd()).toBeUndefined();
    expect(pixels()).toEqual([
      ...QUARTILES.map((e) => `pod2-a/${e}`),
      ...QUARTILES.map((e) => `pod2-b/${e}`),
    ]);
    // The stand-alone ad beside the pod is its buffet: never played, never an error.
    expect(beaconPaths(beacons).some((p) => p.includes('pod2-spare'))).toBe(false);
    expect(errors()).toEqual([]);
    expect(t.played()).toEqual([0, 0]);
    expect(t.codes()).toEqual([]);
    expect(server.requests).not.toContain(`/vast/${BACKUP}`);
  });

  it('pod-two-v4.xml, mixed skippability: pod2-a offers skip at its skipoffset (3 s), pod2-b (none) at the site default (5 s); skipping the first plays the second', async () => {
    const t = startBreak([server.vast('pod-two-v4.xml')]);
    const video = await waitForAdMedia('pod2-a-640x360.mp4');
    expectSkipFrom(video, 2.9, 3);
    skipButton().click();
    endAd(video); // what a browser leaves when the next source comes (playhead 0)
    await waitForAdMedia('pod2-b-640x360.mp4');
    expect(skipButton().hidden).toBe(true);
    expectSkipFrom(video, 4.9, 5);
    endAd(video);
    await t.done;
    expect(pixels()).toEqual([
      'pod2-a/impression',
      'pod2-a/start',
      'pod2-a/firstQuartile',
      'pod2-a/skip',
      'pod2-b/impression',
      'pod2-b/start',
      'pod2-b/firstQuartile',
      'pod2-b/midpoint',
      'pod2-b/thirdQuartile',
      'pod2-b/complete',
    ]);
  });

  it('pod-three-v4.xml: three ads in order, "Ad n of 3", skippable at 50% of the media, then never (no skipoffset on a 4 s ad), then never (30 s on a 15 s ad)', async () => {
    const t = startBreak([server.vast('pod-three-v4.xml')]);
    const cases = [
      ['pod3-a', 10, 'Ad 1 of 3', 5],
      ['pod3-b', 4, 'Ad 2 of 3', null],
      ['pod3-c', 15, 'Ad 3 of 3', null],
    ] as const;
    for (const [id, duration, label, skipAt] of cases) {
      const video = await waitForAdMedia(`${id}-640x360.mp4`);
      expect(podLabel()).toBe(label);
      playTo(video, 0.1);
      const before = skipAt === null ? duration - 0.01 : skipAt - 0.01;
      // The media's duration arrives with its metadata; 50% is taken of it.
      fire(video, 'loadedmetadata', { duration });
      playTo(video, before);
      expect(skipButton().hidden).toBe(true);
      if (skipAt !== null) {
        playTo(video, skipAt);
        expect(skipButton().hidden).toBe(false);
      }
      endAd(video);
    }
    await t.done;
    expect(pixels().filter((p) => /\/(impression|complete|skip)$/.test(p))).toEqual([
      'pod3-a/impression',
      'pod3-a/complete',
      'pod3-b/impression',
      'pod3-b/complete',
      'pod3-c/impression',
      'pod3-c/complete',
    ]);
    expect(t.played()).toEqual([0, 0, 0]);
  });

  it('pod-with-vpaid-member-v4.xml: the VPAID-only ad gets 403 at its Error URL and is left out; the other two play as "Ad 1 of 2" and "Ad 2 of 2"', async () => {
    const t = startBreak([server.vast('pod-with-vpaid-member-v4.xml'), server.vast(BACKUP)]);
    const video = await waitForAdMedia('podv-1-640x360.mp4');
    expect(podLabel()).toBe('Ad 1 of 2');
    endAd(video);
    await waitForAdMedia('podv-3-640x360.mp4');
    expect(podLabel()).toBe('Ad 2 of 2');
    endAd(video);
    await t.done;
    expect(errors()).toEqual([ours('error/podv-2?code=403')]);
    expect(pixels()).toEqual([
      'podv-1/impression',
      'podv-1/complete',
      'podv-3/impression',
      'podv-3/complete',
    ]);
    expect(t.codes()).toEqual([403]);
    expect(t.played()).toEqual([0, 0]);
  });

  it('destroy() during the first ad of a pod ends the break at once: the second ad never starts and nothing stays behind', async () => {
    const t = startBreak([server.vast('pod-two-v4.xml')]);
    const video = await waitForAdMedia('pod2-a-640x360.mp4');
    t.ads.destroy();
    await t.done;
    endAd(video);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('[data-testid="tk-ad"]')).toBeNull();
    expect(pixels().some((p) => p.startsWith('pod2-b/'))).toBe(false);
    expect(t.ctx.clock.pending()).toBe(0);
  });
});

describe('wrapper chains into a pod', () => {
  it.each([
    ['wrapper-to-pod-v4.xml', ['wrapper-pod']],
    ['wrapper-chain-to-pod-v3.xml', ['wrapper-chain-pod', 'wrapper-pod']],
  ])(
    '%s: the pod plays in sequence order, and the wrappers %j fire their impression with each ad',
    async (file, wrappers) => {
      const shown = await runBreakToEnd(
        createAds({
          tags: [server.vast(file)],
          device: { mobile: false, iPad: false },
          canPlay: (type) => type === 'video/mp4',
        }),
        adContext(),
      );
      expect(shown).toEqual([media('pod2-a-640x360.mp4'), media('pod2-b-640x360.mp4')]);
      const impressions = pixels().filter((p) => p.endsWith('/impression'));
      // Each ad's impressions go together on its first frame: its wrappers' and its own.
      expect(impressions).toEqual([
        ...wrappers.map((w) => `${w}/impression`),
        'pod2-a/impression',
        ...wrappers.map((w) => `${w}/impression`),
        'pod2-b/impression',
      ]);
      const count = (pixel: string) => pixels().filter((p) => p === pixel).length;
      expect([count('wrapper-pod/start'), count('wrapper-pod/complete')]).toEqual([2, 2]);
      expect(errors()).toEqual([]);
    },
  );

  it('wrapper-to-pod-single-only-v4.xml: a wrapper without allowMultipleAds (VAST 4: false) gets only the stand-alone ad of its target, never the pod', async () => {
    const shown = await runBreakToEnd(
      createAds({
        tags: [server.vast('wrapper-to-pod-single-only-v4.xml')],
        device: { mobile: false, iPad: false },
        canPlay: (type) => type === 'video/mp4',
      }),
      adContext(),
    );
    expect(shown).toEqual([media('pod2-spare-640x360.mp4')]);
    expect(pixels().filter((p) => p.endsWith('/impression'))).toEqual([
      'wrapper-single/impression',
      'pod2-spare/impression',
    ]);
  });
});

describe('ad buffets: the next stand-alone ad of the same response before the backup tag', () => {
  it('buffet-vpaid-first-v4.xml: the VPAID-only first ad gets 403 at its Error URL, then the second ad of the response plays; the third and the backup tag are never needed', async () => {
    const t = startBreak([server.vast('buffet-vpaid-first-v4.xml'), server.vast(BACKUP)]);
    const video = await waitForAdMedia('buffet-mp4-640x360.mp4');
    expect(podLabel()).toBeNull();
    for (const time of [2, 4, 6]) playTo(video, time);
    endAd(video);
    await t.done;
    expect(errors()).toEqual([ours('error/buffet-vpaid?code=403')]);
    expect(pixels()).toEqual(QUARTILES.map((e) => `buffet-mp4/${e}`));
    expect(t.codes()).toEqual([403]);
    expect(t.played()).toEqual([0]);
    expect(server.requests).not.toContain(`/vast/${BACKUP}`);
    expect(beaconPaths(beacons).some((p) => p.includes('buffet-spare'))).toBe(false);
  });

  it('buffet-none-playable-v4.xml: each ad gets 403 at its own Error URL, then the backup tag plays', async () => {
    const t = startBreak([server.vast('buffet-none-playable-v4.xml'), server.vast(BACKUP)]);
    const video = await waitForAdMedia('inline-v2-640x360.mp4');
    endAd(video);
    await t.done;
    expect(errors()).toEqual([ours('error/buffet2-vpaid?code=403'), ours('error/buffet2-flash?code=403')]);
    expect(t.codes()).toEqual([403, 403]);
    expect(t.played()).toEqual([1]);
  });
});
