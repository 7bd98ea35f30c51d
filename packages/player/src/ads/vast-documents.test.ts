// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type AdGoalName, createAds } from './index';
import { adContext, runBreakToEnd } from './test-utils/ad-context';
import { useAdsSuite } from './test-utils/ads-suite';
import { beaconPaths, ours } from './test-utils/beacons';

// Which VAST documents play as a preroll and which are rejected, with which code and to
// which Error URLs, on our own documents (test-fixtures/vast: VAST 1 to 4.2, inline and
// wrappers). A rejected document falls through to the backup tag, which plays. The IAB
// samples get the same treatment in iab-conformance.test.ts when they are beside the clone.

const suite = useAdsSuite();

/** The backup tag after a rejected document: a plain VAST 2 linear mp4 ad. */
const BACKUP = 'inline-linear-v2.xml';

/** Plays `file` as the main tag with {@link BACKUP} behind it, to the end of the break. */
async function playBreak(file: string) {
  const goals: Array<[AdGoalName, Record<string, unknown>]> = [];
  const ads = createAds({
    tags: [suite.server.vast(file), suite.server.vast(BACKUP)],
    device: { mobile: false, iPad: false },
    canPlay: (type) => type === 'video/mp4',
    onGoal: (goal, data) => goals.push([goal, data]),
  });
  // adContext's player is 640 px wide: the rendition picked is the one nearest 640.
  const shown = await runBreakToEnd(ads, adContext());
  return {
    shown: shown.map((url) => url.replace(suite.server.origin, '')),
    codes: goals.filter(([g]) => g === 'player_vast_error').map(([, d]) => d.code),
    plays: goals.filter(([g]) => g === 'player_adplay').map(([, d]) => d.index),
  };
}

const media = (file: string) => `/r/media.example.test/ads/${file}`;

describe('documents that play as a preroll from the first tag', () => {
  it.each([
    ['inline-linear-v2.xml', 'inline-v2-640x360.mp4'],
    ['inline-linear-v3.xml', 'inline-v3-640x360.mp4'],
    ['inline-with-companion-v3.xml', 'companion-v3-640x360.mp4'],
    ['inline-nonlinear-then-linear-v3.xml', 'mixed-v3-640x360.mp4'],
  ])('%s plays its linear mp4 (%s)', async (file, mp4) => {
    const t = await playBreak(file);
    expect(t.shown).toEqual([media(mp4)]);
    expect(t.plays).toEqual([0]);
    expect(t.codes).toEqual([]);
  });

  it('inline-linear-v4.xml (VAST 4.2): picks the progressive mp4 nearest the player width, not the first listed nor the HLS stream', async () => {
    const t = await playBreak('inline-linear-v4.xml');
    expect(t.shown).toEqual([media('inline-v4-640x360.mp4')]);
    expect(t.plays).toEqual([0]);
    expect(t.codes).toEqual([]);
  });

  it.each([
    ['wrapper-to-inline-v3.xml', 'wrapper-v3', 'inline-v2', 'inline-v2-640x360.mp4'],
    ['wrapper-to-inline-v4.xml', 'wrapper-v4', 'inline-v4', 'inline-v4-640x360.mp4'],
  ])('%s: the wrapper resolves and both impressions and starts fire', async (file, wrapper, inline, mp4) => {
    const t = await playBreak(file);
    expect(t.shown).toEqual([media(mp4)]);
    expect(t.plays).toEqual([0]);
    const sent = beaconPaths(suite.beacons);
    for (const id of [wrapper, inline]) {
      expect(sent).toContain(ours(`track/${id}/impression`));
      expect(sent).toContain(ours(`track/${id}/start`));
      expect(sent).toContain(ours(`track/${id}/complete`));
    }
  });
});

describe('documents rejected as a preroll (the backup tag plays)', () => {
  it.each([
    // Media we cannot play: VAST error 403. VPAID (even typed video/mp4), FLV and
    // Flash, streaming delivery.
    ['inline-vpaid-v2.xml', 403, 'vpaid-v2'],
    ['inline-flash-flv-v2.xml', 403, 'flv-v2'],
    ['inline-streaming-only-v3.xml', 403, 'streaming-v3'],
    // A non-linear ad is no preroll: 201 (expected a linear ad).
    ['inline-nonlinear-only-v3.xml', 201, 'nonlinear-v3'],
    // No ad: 303. An empty answer (to the document's root Error URL), and an ad with no
    // media files at all, which the VAST client drops as no ad before we see it.
    ['no-ad.xml', 303, 'no-ad'],
    ['inline-no-media-v3.xml', 303, 'no-media-v3'],
  ])('%s is rejected with VAST error %i, sent to its Error URL', async (file, code, id) => {
    const t = await playBreak(file);
    expect(t.codes).toEqual([code]);
    expect(t.plays).toEqual([1]);
    expect(t.shown).toEqual([media('inline-v2-640x360.mp4')]);
    expect(beaconPaths(suite.beacons)).toContain(ours(`error/${id}?code=${code}`));
  });

  it.each([
    // Documents with no Error URL we could trust: the code goes to analytics only.
    ['malformed.xml', 100],
    ['not-vast.xml', 101],
    ['vast1-linear.xml', 102],
  ])('%s is rejected with VAST error %i', async (file, code) => {
    const t = await playBreak(file);
    expect(t.codes).toEqual([code]);
    expect(t.plays).toEqual([1]);
    expect(t.shown).toEqual([media('inline-v2-640x360.mp4')]);
    expect(beaconPaths(suite.beacons).filter((p) => p.includes('/error/'))).toEqual([]);
  });

  it.each([
    ['wrapper-to-flv-v2.xml', 403, ['flv-v2', 'wrapper-flv-v2']],
    ['wrapper-to-nonlinear-v3.xml', 201, ['nonlinear-v3', 'wrapper-nonlinear-v3']],
    ['wrapper-to-no-ad-v3.xml', 303, ['wrapper-no-ad-v3']],
    ['wrapper-to-missing-v3.xml', 301, ['wrapper-missing-v3']],
  ])(
    '%s: the wrapper is followed, then rejected with %i, sent to the Error URLs of %j',
    async (file, code, ids) => {
      const t = await playBreak(file);
      expect(t.codes).toEqual([code]);
      expect(t.plays).toEqual([1]);
      const errors = beaconPaths(suite.beacons).filter((p) => p.includes('/error/'));
      expect(errors).toEqual(expect.arrayContaining(ids.map((id) => ours(`error/${id}?code=${code}`))));
      // The backup ad played without errors of its own.
      expect(errors.some((p) => p.includes('inline-v2'))).toBe(false);
    },
  );
});
