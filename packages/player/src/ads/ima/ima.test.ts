// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdGoalName, createAds } from '../index';
import { adContext } from '../test-utils/ad-context';
import { IMA_SDK_URL } from './sdk-loader';

// The IMA adapter behind the same interface, against a hand-written fake `google.ima`.

type Listener = (event: unknown) => void;
class FakeTarget {
  listeners = new Map<string, Listener[]>();
  addEventListener(type: string, fn: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, event: unknown = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
}

function fakeIma() {
  const loaders: FakeLoader[] = [];
  const requests: Array<{ adTagUrl: string; vastLoadTimeout: number }> = [];
  const settings = { setNumRedirects: vi.fn() };
  class FakeManager extends FakeTarget {
    init = vi.fn();
    start = vi.fn();
    destroy = vi.fn();
  }
  class FakeLoader extends FakeTarget {
    manager = new FakeManager();
    constructor() {
      super();
      loaders.push(this);
    }
    getSettings = () => settings;
    requestAds = (request: { adTagUrl: string; vastLoadTimeout: number }) => requests.push(request);
    destroy = vi.fn();
    loaded() {
      this.emit('adsManagerLoaded', { getAdsManager: () => this.manager });
    }
    fail(code: number) {
      this.emit('adError', {
        getError: () => ({ getVastErrorCode: () => code, getMessage: () => `vast ${code}` }),
      });
    }
  }
  const ima = {
    AdDisplayContainer: class {
      initialize = vi.fn();
      destroy = vi.fn();
    },
    AdsLoader: FakeLoader,
    AdsRequest: class {},
    AdErrorEvent: { Type: { AD_ERROR: 'adError' } },
    AdsManagerLoadedEvent: { Type: { ADS_MANAGER_LOADED: 'adsManagerLoaded' } },
    AdEvent: {
      Type: {
        STARTED: 'start',
        ALL_ADS_COMPLETED: 'allAdsCompleted',
        CONTENT_RESUME_REQUESTED: 'contentResumeRequested',
      },
    },
  };
  vi.stubGlobal('google', { ima });
  return { loaders, requests, settings };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function setup(tags: string[]) {
  const goals: Array<[AdGoalName, Record<string, unknown>]> = [];
  const ads = createAds({
    tags,
    engine: 'ima',
    device: { mobile: false, iPad: false },
    onGoal: (g, d) => goals.push([g, d]),
  });
  const ctx = adContext();
  return { ads, ctx, goals, done: ads.adBreak(ctx) };
}

describe('Google IMA adapter', () => {
  it('plays through IMA with the redirect limit and our timeout, and reports player_adplay', async () => {
    const ima = fakeIma();
    const t = setup(['https://ads.example/a']);
    await vi.waitFor(() => expect(ima.loaders).toHaveLength(1));
    expect(ima.settings.setNumRedirects).toHaveBeenCalledWith(8);
    expect(ima.requests[0]).toMatchObject({ adTagUrl: 'https://ads.example/a', vastLoadTimeout: 5000 });
    const loader = ima.loaders[0]!;
    loader.loaded();
    expect(loader.manager.start).toHaveBeenCalled();
    loader.manager.emit('start');
    loader.manager.emit('allAdsCompleted');
    await t.done;
    expect(t.goals.map(([g]) => g)).toEqual(['player_adplay']);
    expect(document.querySelector('[data-testid="tk-ad"]')).toBeNull();
  });

  it('an IMA error moves to the backup tag with its VAST code', async () => {
    const ima = fakeIma();
    const t = setup(['https://ads.example/a', 'https://ads.example/b']);
    await vi.waitFor(() => expect(ima.loaders).toHaveLength(1));
    ima.loaders[0]!.fail(303);
    await vi.waitFor(() => expect(ima.loaders).toHaveLength(2));
    expect(ima.requests[1]!.adTagUrl).toBe('https://ads.example/b');
    ima.loaders[1]!.loaded();
    ima.loaders[1]!.manager.emit('contentResumeRequested');
    await t.done;
    expect(t.goals).toEqual([['player_vast_error', expect.objectContaining({ code: 303, index: 0 })]]);
  });

  it('gives up on a silent tag after 5000 ms on the injected clock (301)', async () => {
    const ima = fakeIma();
    const t = setup(['https://ads.example/a']);
    await vi.waitFor(() => expect(ima.loaders).toHaveLength(1));
    t.ctx.clock.advance(5000);
    await t.done;
    expect(t.goals).toEqual([['player_vast_error', expect.objectContaining({ code: 301 })]]);
    expect(ima.loaders[0]!.destroy).toHaveBeenCalled();
  });

  it('injects the SDK script only when a page configures IMA; a failed script lets content play', async () => {
    const vast = createAds({ tags: [] });
    await vast.adBreak(adContext());
    expect(document.querySelector('script')).toBeNull();
    const t = setup(['https://ads.example/a']);
    await vi.waitFor(() => expect(document.querySelector('script')).not.toBeNull());
    const script = document.querySelector('script')!;
    expect(script.src).toBe(IMA_SDK_URL);
    script.dispatchEvent(new Event('error'));
    await t.done;
    expect(t.goals).toEqual([['player_vast_error', expect.objectContaining({ code: 900 })]]);
  });
});
