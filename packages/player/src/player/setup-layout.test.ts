// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createManualClock, createPlayer, type Player } from '../index';
import { fakeMediaPlayback, mp4Sources } from '../test-utils/fixtures';

/** A ResizeObserver stand-in (jsdom has none) whose callback the test fires. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe() {}
  disconnect() {}
}

let player: Player | null = null;

beforeEach(() => {
  fakeMediaPlayback();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  player?.destroy();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('setup forces no layout: the width comes from the first ResizeObserver callback', () => {
  const host = document.createElement('div');
  document.body.append(host);
  const width = vi.fn(() => 900);
  Object.defineProperty(host, 'clientWidth', { get: width, configurable: true });

  player = createPlayer({ container: host, sources: mp4Sources(), clock: createManualClock() });
  expect(width).not.toHaveBeenCalled();
  expect(player!.getSnapshot().width).toBe(0);

  FakeResizeObserver.last!.callback();
  expect(player!.getSnapshot().width).toBe(900);
});

it('openRelated measures first, so it works before the first observation', () => {
  const host = document.createElement('div');
  document.body.append(host);
  Object.defineProperty(host, 'clientWidth', { value: 900, configurable: true });
  player = createPlayer({
    container: host,
    sources: mp4Sources(),
    clock: createManualClock(),
    related: [{ video_id: 2, dir: 'b', title: 'Synthetic clip B', duration: '1:00', scr: '/scr/2.jpg' }],
  });
  player!.openRelated();
  expect(player!.getSnapshot().relatedOpen).toBe(true);
});
