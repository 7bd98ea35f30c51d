// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { endAd, expectSkipFrom, playTo, skipButton, startBreak, waitForAdMedia } from './test-utils/ad-break';
import { fire } from './test-utils/ad-context';
import { useAdsSuite } from './test-utils/ads-suite';
import { adPixels, errorPings, ours } from './test-utils/beacons';

// VAST 4 playback rules (issue #20) on our own documents (test-fixtures/vast): skip offsets,
// quartiles from the media played, 409 for interactive files left for the mp4. Viewability,
// companions, icons and macros are in vast4-surfaces.test.ts.

const suite = useAdsSuite();

const pixelsOf = (ad: string) => adPixels(suite.beacons, ad);
const errors = () => errorPings(suite.beacons);

describe('skip offsets: the creative says when; the site default (5 s) only when it says nothing', () => {
  it('skipoffset-percent-v4.xml: 25% of the 12 s file, so skip is offered at 3 s, not at 25% of the declared 20 s nor at 5 s', async () => {
    const t = startBreak([suite.server.vast('skipoffset-percent-v4.xml')]);
    const video = await waitForAdMedia('skip-percent-640x360.mp4');
    fire(video, 'loadedmetadata', { duration: 12 });
    expectSkipFrom(video, 2.99, 3);
    skipButton().click();
    await t.done;
    expect(pixelsOf('skip-percent')).toEqual(['impression', 'start', 'skip']);
  });

  it('a percentage waits for a duration: before the media metadata, 25% is of the declared 20 s (5 s)', async () => {
    const t = startBreak([suite.server.vast('skipoffset-percent-v4.xml')]);
    const video = await waitForAdMedia('skip-percent-640x360.mp4');
    expectSkipFrom(video, 4.99, 5);
    endAd(video);
    await t.done;
  });

  it('AdsOptions.skipOffset changes the default for creatives without skipoffset only: 7 s on inline-linear-v2.xml, still 3 s on pod2-a', async () => {
    const plain = startBreak([suite.server.vast('inline-linear-v2.xml')], { skipOffset: 7 });
    const video = await waitForAdMedia('inline-v2-640x360.mp4');
    expectSkipFrom(video, 6.9, 7);
    endAd(video);
    await plain.done;
    document.body.innerHTML = '';

    const declared = startBreak([suite.server.vast('pod-two-v4.xml')], { skipOffset: 7 });
    const first = await waitForAdMedia('pod2-a-640x360.mp4');
    playTo(first, 3);
    expect(skipButton().hidden).toBe(false);
    declared.ads.destroy();
    await declared.done;
  });
});

describe('quartiles and complete from the media actually playing', () => {
  it('regression #20: duration-longer-than-file-v4.xml declares 16 s on a 10 s file; thirdQuartile (12 s declared) never fired, now the quartiles fall at 2.5, 5 and 7.5 s', async () => {
    const t = startBreak([suite.server.vast('duration-longer-than-file-v4.xml')]);
    const video = await waitForAdMedia('long-declared-640x360.mp4');
    fire(video, 'loadedmetadata', { duration: 10 });
    const after = (time: number) => {
      playTo(video, time);
      return pixelsOf('long-declared').at(-1);
    };
    expect(after(2.4)).toBe('start');
    expect(after(2.5)).toBe('firstQuartile');
    expect(after(4.9)).toBe('firstQuartile');
    expect(after(5)).toBe('midpoint');
    expect(after(7.5)).toBe('thirdQuartile');
    endAd(video);
    await t.done;
    expect(pixelsOf('long-declared')).toEqual([
      'impression',
      'start',
      'firstQuartile',
      'midpoint',
      'thirdQuartile',
      'complete',
    ]);
  });

  it('regression: the first frame sent resume (the tracker starts with no paused state); now only a click-through pause and the resume after it are tracked', async () => {
    const t = startBreak([suite.server.vast('inline-linear-v3.xml')]);
    const video = await waitForAdMedia('inline-v3-640x360.mp4');
    expect(pixelsOf('inline-v3')).toEqual(['impression', 'creativeView', 'start']);
    expect(pixelsOf('inline-v3')).not.toContain('resume');
    video.click(); // click-through: pause
    video.click(); // resume
    endAd(video);
    await t.done;
    expect(pixelsOf('inline-v3').filter((e) => e === 'pause' || e === 'resume')).toEqual(['pause', 'resume']);
  });

  it('the end of a stall (playing again after waiting) is no resume', async () => {
    const t = startBreak([suite.server.vast('inline-linear-v3.xml')]);
    const video = await waitForAdMedia('inline-v3-640x360.mp4');
    fire(video, 'waiting');
    fire(video, 'playing');
    endAd(video);
    await t.done;
    expect(pixelsOf('inline-v3')).not.toContain('resume');
  });
});

describe('interactive files we do not run', () => {
  it('interactive-fallback-v4.xml: the mp4 plays and 409 (interactive unit not executed) goes to the Error URL, once', async () => {
    const t = startBreak([suite.server.vast('interactive-fallback-v4.xml')]);
    const video = await waitForAdMedia('interactive-640x360.mp4');
    endAd(video);
    await t.done;
    expect(errors()).toEqual([ours('error/interactive?code=409')]);
    expect(pixelsOf('interactive')).toEqual(['impression', 'start', 'complete']);
    expect(t.played()).toEqual([0]);
    // The ad played: 409 is a notice to the ad server, not a failed tag.
    expect(t.codes()).toEqual([]);
  });
});
