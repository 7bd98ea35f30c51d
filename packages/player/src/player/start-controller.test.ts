// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReducer } from '../core/reducer';
import { createStore } from '../core/store';
import { createDisposer } from '../foundation/disposer';
import { createLogger } from '../foundation/logger';
import { type AdBreak, createInitialState, createManualClock, type ManualClock } from '../index';
import { planSources } from '../sources/plan';
import { container, fakeMediaPlayback, flush, mp4Sources } from '../test-utils/fixtures';
import { createAdBreakRunner } from './ad-break';
import { CONTROLS_WAIT_MS } from './after-first-frame';
import type { PlayerContext } from './context';
import { createStartController } from './start-controller';

interface Setup {
  autostart?: boolean;
  startAt?: number | null;
  adBreak?: AdBreak;
  /** The source is on the element synchronously (an mp4 without a resolver). */
  assigned?: boolean;
  vr?: boolean;
}

let clock: ManualClock;

/** A start controller over a real store, disposer and ad-break runner, with a fake source. */
function setup(options: Setup = {}) {
  const host = container();
  const video = document.createElement('video');
  const disposer = createDisposer();
  const logger = createLogger(false);
  const store = createStore(
    createReducer({ embed: false, specialUser: false, hasNext: false, hasDownload: false }),
    createInitialState(),
    logger,
  );
  const plan = planSources(mp4Sources(options.vr ? { vr: '180_LR' } : {}));
  const ctx: PlayerContext = {
    options: { container: host, adBreak: options.adBreak },
    query: {
      autostart: options.autostart ?? false,
      startAt: options.startAt ?? null,
      debug: false,
      campaign: null,
    },
    plan,
    playable: true,
    container: host,
    root: document.createElement('div'),
    video,
    clock,
    disposer,
    signal: new AbortController().signal,
    logger,
    dispatch: store.dispatch,
    getState: store.getState,
  };
  let resolveSource!: () => void;
  const sources = {
    assigned: options.assigned ?? true,
    start: vi.fn(() => new Promise<void>((resolve) => (resolveSource = resolve))),
  };
  const start = createStartController(ctx, sources, createAdBreakRunner(ctx));
  return { start, sources, video, disposer, store, finishSource: () => resolveSource() };
}

/** A preroll that shows its ad for `ms` on the player's clock. */
const prerollOf = (ms: number) =>
  vi.fn<AdBreak>((ad) => new Promise((resolve) => ad.clock.setTimeout(resolve, ms)));
const play = () => HTMLMediaElement.prototype.play;

beforeEach(() => {
  clock = createManualClock();
  fakeMediaPlayback();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('autostart', () => {
  it('without a preroll plays in the same task as begin(), when the source is already on the element', () => {
    const { start, sources } = setup({ autostart: true });
    start.begin();
    expect(sources.start).toHaveBeenCalledOnce();
    expect(play()).toHaveBeenCalledOnce();
  });

  it('waits for the source when it is not on the element yet (a VR redirect)', async () => {
    const { start, finishSource } = setup({ autostart: true, assigned: false });
    start.begin();
    await flush();
    expect(play()).not.toHaveBeenCalled();
    finishSource();
    await flush();
    expect(play()).toHaveBeenCalledOnce();
  });

  it('without autostart only loads the source', () => {
    const { start, sources } = setup();
    start.begin();
    start.afterUi();
    expect(sources.start).toHaveBeenCalledOnce();
    expect(play()).not.toHaveBeenCalled();
  });
});

describe('preroll', () => {
  it('an autostart with a preroll starts it after the stage, and content waits for the ad on the clock', async () => {
    const adBreak = prerollOf(5000);
    const { start, store } = setup({ autostart: true, adBreak });
    start.begin();
    expect(adBreak).not.toHaveBeenCalled(); // ads draw into the player root, not mounted yet
    start.afterUi();
    expect(adBreak).toHaveBeenCalledWith(expect.objectContaining({ kind: 'preroll', clock }));
    expect(store.getState().adBreak).toBe(true);
    clock.advance(4999);
    await flush();
    expect(play()).not.toHaveBeenCalled();
    clock.advance(1);
    await flush();
    expect(store.getState().adBreak).toBe(false);
    expect(play()).toHaveBeenCalledOnce();
  });

  it('runs once: a later play goes straight to content', async () => {
    const adBreak = prerollOf(1000);
    const { start } = setup({ adBreak });
    const first = start.play();
    clock.advance(1000);
    await first;
    await start.play();
    expect(adBreak).toHaveBeenCalledOnce();
    expect(play()).toHaveBeenCalledTimes(2);
  });

  it('a play request during the preroll is ignored (the ad holds content)', async () => {
    const adBreak = prerollOf(1000);
    const { start } = setup({ adBreak });
    void start.play();
    await start.play();
    clock.advance(1000);
    await flush();
    expect(play()).toHaveBeenCalledOnce();
  });

  it('a preroll ending after destroy plays nothing', async () => {
    const { start, disposer } = setup({ adBreak: prerollOf(1000) });
    const playing = start.play();
    disposer.dispose();
    clock.advance(1000);
    await playing;
    expect(play()).not.toHaveBeenCalled();
  });
});

describe('controls', () => {
  /** jsdom has no requestVideoFrameCallback: a stand-in that never presents a frame. */
  const withFrameCallback = (video: HTMLVideoElement) =>
    Object.assign(video, { requestVideoFrameCallback: vi.fn(() => 1), cancelVideoFrameCallback: vi.fn() });

  it('of a muted autostart wait for its first frame, at most CONTROLS_WAIT_MS on the clock', () => {
    const { start, video } = setup({ autostart: true });
    withFrameCallback(video);
    const build = vi.fn();
    start.mountControls(build);
    clock.advance(CONTROLS_WAIT_MS - 1);
    expect(build).not.toHaveBeenCalled();
    clock.advance(1);
    expect(build).toHaveBeenCalledOnce();
    start.showControls();
    expect(build).toHaveBeenCalledOnce();
  });

  it('are built at once on showControls (an error) or a refused autoplay', async () => {
    const first = setup({ autostart: true });
    withFrameCallback(first.video);
    const build = vi.fn();
    first.start.mountControls(build);
    first.start.showControls();
    expect(build).toHaveBeenCalledOnce();

    vi.mocked(play()).mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    const second = setup({ autostart: true });
    withFrameCallback(second.video);
    const build2 = vi.fn();
    second.start.mountControls(build2);
    await second.start.play();
    expect(build2).toHaveBeenCalledOnce();
  });

  it('are built at once without autostart or for a VR video', () => {
    for (const options of [
      {},
      { autostart: true, vr: true },
      { autostart: true, vr: true, adBreak: prerollOf(1) },
    ]) {
      const { start, video } = setup(options);
      withFrameCallback(video);
      const build = vi.fn();
      start.mountControls(build);
      expect(build).toHaveBeenCalledOnce();
    }
  });

  it('of an autostart with a preroll wait for the break, then for the first frame of the content', async () => {
    const adBreak = prerollOf(5000);
    const { start, video } = setup({ autostart: true, adBreak });
    let presentFrame = () => {};
    Object.assign(video, {
      requestVideoFrameCallback: vi.fn((callback: () => void) => {
        presentFrame = callback;
        return 1;
      }),
      cancelVideoFrameCallback: vi.fn(),
    });
    const build = vi.fn();
    start.begin();
    start.mountControls(build);
    start.afterUi();
    clock.advance(CONTROLS_WAIT_MS); // no deadline runs while the ad holds the player
    await flush();
    expect(build).not.toHaveBeenCalled();
    clock.advance(5000 - CONTROLS_WAIT_MS);
    await flush();
    expect(play()).toHaveBeenCalledOnce();
    expect(build).not.toHaveBeenCalled();
    presentFrame();
    clock.advance(0);
    expect(build).toHaveBeenCalledOnce();
  });

  it('of an autostart with a preroll are built at once on showControls during the break', () => {
    const { start, video } = setup({ autostart: true, adBreak: prerollOf(5000) });
    withFrameCallback(video);
    const build = vi.fn();
    start.mountControls(build);
    start.afterUi();
    start.showControls();
    start.showControls();
    expect(build).toHaveBeenCalledOnce();
  });

  it('are never built after destroy', () => {
    const { start, video, disposer } = setup({ autostart: true });
    withFrameCallback(video);
    const build = vi.fn();
    start.mountControls(build);
    disposer.dispose();
    clock.advance(CONTROLS_WAIT_MS);
    start.showControls();
    expect(build).not.toHaveBeenCalled();
  });
});

it('the first frame seeks to the start time of the page, if any', () => {
  const timed = setup({ startAt: 42 });
  timed.start.firstFrame();
  expect(timed.video.currentTime).toBe(42);
  const untimed = setup();
  untimed.start.firstFrame();
  expect(untimed.video.currentTime).toBe(0);
});
