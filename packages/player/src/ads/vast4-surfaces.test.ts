// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endAd, playTo, startBreak, waitForAdMedia } from './test-utils/ad-break';
import { activeAd, fire } from './test-utils/ad-context';
import { useAdsSuite } from './test-utils/ads-suite';
import { adPixels, beaconPaths, errorPings, ours } from './test-utils/beacons';

// VAST 4 rules on what surrounds the ad (issue #20), on our own documents (test-fixtures/vast):
// viewability by the MRC rule, companions and icons, and the macros of every tracking and
// Error URL. Skip offsets, quartiles and 409 are in vast4-playback.test.ts.

const suite = useAdsSuite();

const pixelsOf = (ad: string) => adPixels(suite.beacons, ad);
const errors = () => errorPings(suite.beacons);

/** A hand-written IntersectionObserver: the test says how much of the target is in view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  target: Element | null = null;
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports `ratio` of the target in view, as the browser does on a threshold crossing. */
  show(ratio: number) {
    const entry = { target: this.target, intersectionRatio: ratio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

describe('viewability: ViewableImpression by the MRC rule (50% of pixels for 2 consecutive seconds)', () => {
  beforeEach(() => {
    FakeIntersectionObserver.last = null;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  const outcomes = () =>
    pixelsOf('viewable').filter((e) => ['viewable', 'notViewable', 'viewUndetermined'].includes(e));

  it('Viewable once the ad cover has been at least half in view for 2 s of playback; nothing more when it ends', async () => {
    const t = startBreak([suite.server.vast('viewable-impression-v4.xml')]);
    const video = await waitForAdMedia('viewable-640x360.mp4');
    const observer = FakeIntersectionObserver.last!;
    expect(observer.target).toBe(activeAd());
    observer.show(0.5);
    t.ctx.clock.advance(1999);
    expect(outcomes()).toEqual([]);
    t.ctx.clock.advance(1);
    expect(outcomes()).toEqual(['viewable']);
    endAd(video);
    await t.done;
    expect(outcomes()).toEqual(['viewable']);
    expect(observer.disconnected).toBe(true);
  });

  it('the 2 s must be consecutive and while playing: out of view or paused restarts them; an ad that ends first is NotViewable', async () => {
    const t = startBreak([suite.server.vast('viewable-impression-v4.xml')]);
    const video = await waitForAdMedia('viewable-640x360.mp4');
    const observer = FakeIntersectionObserver.last!;
    observer.show(1);
    t.ctx.clock.advance(1500);
    observer.show(0.49); // less than half in view
    t.ctx.clock.advance(1000);
    observer.show(0.8);
    t.ctx.clock.advance(1500);
    video.click(); // click-through: the ad pauses
    t.ctx.clock.advance(5000);
    expect(outcomes()).toEqual([]);
    endAd(video);
    await t.done;
    expect(outcomes()).toEqual(['notViewable']);
    // Its timer went with it: the ad's remnant removal is all that is left.
    t.ctx.clock.advance(10_000);
    expect(outcomes()).toEqual(['notViewable']);
    expect(t.ctx.clock.pending()).toBe(0);
  });

  it('ViewUndetermined at the first frame where there is no IntersectionObserver to measure with', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const t = startBreak([suite.server.vast('viewable-impression-v4.xml')]);
    const video = await waitForAdMedia('viewable-640x360.mp4');
    expect(outcomes()).toEqual(['viewUndetermined']);
    endAd(video);
    await t.done;
    expect(outcomes()).toEqual(['viewUndetermined']);
  });

  it('destroy() during the ad reports nothing and leaves no timer', async () => {
    const t = startBreak([suite.server.vast('viewable-impression-v4.xml')]);
    await waitForAdMedia('viewable-640x360.mp4');
    FakeIntersectionObserver.last!.show(1);
    t.ads.destroy();
    await t.done;
    t.ctx.clock.advance(5000);
    expect(outcomes()).toEqual([]);
    expect(t.ctx.clock.pending()).toBe(0);
  });
});

describe('companion banner in the page slot, and icons over the ad', () => {
  const slotOf = (width: number) => {
    const slot = document.createElement('aside');
    Object.defineProperty(slot, 'clientWidth', { value: width, configurable: true });
    document.body.append(slot);
    return slot;
  };

  it('companion-and-icons-v4.xml: the 300x250 image fits a 300 px slot and shows with the ad (creativeView); a click sends its click tracking and opens its click-through; it goes with the ad', async () => {
    const slot = slotOf(300);
    slot.append(document.createTextNode('house ad'));
    const t = startBreak([suite.server.vast('companion-and-icons-v4.xml')], { companionSlot: () => slot });
    const video = await waitForAdMedia('extras-640x360.mp4');
    const companion = slot.querySelector<HTMLImageElement>('[data-testid="tk-companion"]')!;
    expect(companion.tagName).toBe('IMG');
    expect(companion.src).toBe(`${suite.server.origin}/r/ads.example.test/companions/rectangle.png`);
    expect([companion.getAttribute('width'), companion.getAttribute('height')]).toEqual(['300', '250']);
    expect(pixelsOf('extras')).toContain('companion-view');
    companion.click();
    expect(pixelsOf('extras')).toContain('companion-click');
    expect(t.opened).toEqual([`${suite.server.origin}/r/advertiser.example.test/companion`]);
    endAd(video);
    await t.done;
    expect(slot.querySelector('[data-testid="tk-companion"]')).toBeNull();
    expect(slot.textContent).toBe('house ad');
  });

  it('a wide slot gets the first companion that fits (the 728x90 frame, sandboxed); without a slot there is none', async () => {
    const slot = slotOf(970);
    const t = startBreak([suite.server.vast('companion-and-icons-v4.xml')], { companionSlot: slot });
    const video = await waitForAdMedia('extras-640x360.mp4');
    const frame = slot.querySelector<HTMLIFrameElement>('[data-testid="tk-companion"]')!;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.src).toBe(`${suite.server.origin}/r/ads.example.test/companions/leaderboard.html`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox');
    endAd(video);
    await t.done;

    const bare = startBreak([suite.server.vast('companion-and-icons-v4.xml')]);
    endAd(await waitForAdMedia('extras-640x360.mp4'));
    await bare.done;
    expect(document.querySelectorAll('[data-testid="tk-companion"]')).toHaveLength(0);
  });

  it('the AdChoices icon shows at the top right for the whole ad: view tracking once; a click sends its click tracking and opens its click-through', async () => {
    const t = startBreak([suite.server.vast('companion-and-icons-v4.xml')]);
    const video = await waitForAdMedia('extras-640x360.mp4');
    const [adChoices] = activeAd()!.querySelectorAll<HTMLImageElement>('[data-testid="tk-ad-icon"]');
    expect(adChoices!.hidden).toBe(false);
    expect(adChoices!.alt).toBe('AdChoices');
    expect(adChoices!.getAttribute('style')).toContain('right:0;top:0px;');
    expect(adChoices!.getAttribute('style')).toContain('width:20px;height:20px');
    playTo(video, 4);
    expect(pixelsOf('extras').filter((e) => e === 'adchoices-view')).toHaveLength(1);
    adChoices!.click();
    expect(pixelsOf('extras')).toContain('adchoices-click');
    expect(t.opened).toEqual([`${suite.server.origin}/r/advertiser.example.test/adchoices`]);
    endAd(video);
    await t.done;
    expect(document.querySelector('[data-testid="tk-ad-icon"]')?.isConnected ?? false).toBe(false);
  });

  it('the info icon shows from 2 s for 3 s; a click (no click-through) shows its fallback image and pauses the ad, a click on the image closes it and resumes', async () => {
    const t = startBreak([suite.server.vast('companion-and-icons-v4.xml')]);
    const video = await waitForAdMedia('extras-640x360.mp4');
    const info = activeAd()!.querySelectorAll<HTMLImageElement>('[data-testid="tk-ad-icon"]')[1]!;
    expect(info.getAttribute('style')).toContain('left:0px;bottom:0;');
    playTo(video, 1.9);
    expect(info.hidden).toBe(true);
    expect(pixelsOf('extras')).not.toContain('info-view');
    playTo(video, 2);
    expect(info.hidden).toBe(false);
    expect(pixelsOf('extras')).toContain('info-view');
    info.click();
    expect(pixelsOf('extras')).toContain('info-click');
    expect(t.opened).toEqual([]);
    const fallback = activeAd()!.querySelector<HTMLImageElement>('[data-testid="tk-ad-icon-fallback"]')!;
    expect(fallback.src).toBe(`${suite.server.origin}/r/ads.example.test/icons/info-fallback.png`);
    expect(video.paused).toBe(true);
    fallback.click();
    expect(fallback.isConnected).toBe(false);
    expect(video.paused).toBe(false);
    playTo(video, 5);
    expect(info.hidden).toBe(true);
    endAd(video);
    await t.done;
  });
});

describe('macros in every tracking and Error URL', () => {
  const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

  it('macros-v4.xml: impression, start, midpoint and complete carry TIMESTAMP, CACHEBUSTING, ADPLAYHEAD, CONTENTPLAYHEAD 0, ASSETURI of the file that plays and BREAKPOSITION 1', async () => {
    const t = startBreak([suite.server.vast('macros-v4.xml')]);
    const video = await waitForAdMedia('macros-640x360.mp4');
    playTo(video, 4);
    fire(video, 'timeupdate', { currentTime: 8 });
    endAd(video);
    await t.done;
    const sent = beaconPaths(suite.beacons).filter((p) => p.startsWith(ours('track/macros/')));
    const asset = `${suite.server.origin}/r/media.example.test/ads/macros-640x360.mp4`;
    const playheads = {
      impression: '00:00:00.000',
      start: '00:00:00.000',
      midpoint: '00:00:04.000',
      complete: '00:00:08.000',
    };
    expect(sent.map((p) => p.split('?')[0]!.split('/').pop())).toEqual(Object.keys(playheads));
    for (const [i, ap] of Object.values(playheads).entries()) {
      const q = query(sent[i]!);
      expect(q).toEqual({
        ts: expect.any(String),
        cb: expect.any(String),
        ap,
        cp: '00:00:00.000',
        asset,
        bp: '1',
      });
      expect(Number.isNaN(Date.parse(q.ts!))).toBe(false);
      expect(q.cb).toMatch(/^\d{8}$/);
    }
  });

  it('macros-v4.xml: a media error sends ERRORCODE 405 with the same macros to the Error URL', async () => {
    const t = startBreak([suite.server.vast('macros-v4.xml')]);
    const video = await waitForAdMedia('macros-640x360.mp4');
    fire(video, 'timeupdate', { currentTime: 1.5 });
    fire(video, 'error');
    await t.done;
    const [error] = errors();
    expect(query(error!)).toEqual({
      code: '405',
      ts: expect.any(String),
      cb: expect.stringMatching(/^\d{8}$/),
      ap: '00:00:01.500',
      cp: '00:00:00.000',
      asset: `${suite.server.origin}/r/media.example.test/ads/macros-640x360.mp4`,
      bp: '1',
    });
    expect(t.codes()).toEqual([405]);
  });
});
