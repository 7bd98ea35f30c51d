// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock, createPlayer, type Player, type PlayerOptions } from '../index';
import { container, fakeMediaPlayback, flush, media, mp4Sources } from '../test-utils/fixtures';

let players: Player[] = [];

function make(options: Partial<PlayerOptions> = {}) {
  const player = createPlayer({
    container: container(),
    sources: mp4Sources(),
    clock: createManualClock(),
    ...options,
  });
  if (player) players.push(player);
  return { player: player! };
}

/** Every listener added to an EventTarget while `run` runs, and whether it was removed since. */
function recordListeners() {
  const added: Array<{
    target: EventTarget;
    type: string;
    handler: unknown;
    capture: boolean;
    removed: boolean;
  }> = [];
  const capture = (options: boolean | EventListenerOptions | undefined) =>
    typeof options === 'boolean' ? options : Boolean(options?.capture);
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (
    this: EventTarget,
    type,
    handler,
    options,
  ) {
    added.push({ target: this, type, handler, capture: capture(options), removed: false });
    add.call(this, type, handler, options);
  });
  vi.spyOn(EventTarget.prototype, 'removeEventListener').mockImplementation(function (
    this: EventTarget,
    type,
    handler,
    options,
  ) {
    for (const entry of added) {
      if (
        entry.target === this &&
        entry.type === type &&
        entry.handler === handler &&
        entry.capture === capture(options)
      )
        entry.removed = true;
    }
    remove.call(this, type, handler, options);
  });
  return added;
}

/** A ResizeObserver stand-in (jsdom has none) that records disconnection. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observing = 0;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe() {
    this.observing += 1;
  }
  disconnect() {
    this.observing = 0;
  }
}

beforeEach(() => {
  fakeMediaPlayback();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  FakeResizeObserver.all = [];
});
afterEach(() => {
  for (const p of players) p.destroy();
  players = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('destroy', () => {
  it('removes exactly what it added and ignores late callbacks', async () => {
    const clock = createManualClock();
    const host = container();
    const sibling = document.createElement('p');
    host.append(sibling);
    const navigate = vi.fn();
    const { player } = make({ container: host, clock, next: { url: '/video/2/b/?autostart=1' }, navigate });
    const video = player.video;
    const listener = vi.fn();
    player.subscribe(listener);
    media(video, 'playing');
    media(video, 'loadedmetadata', { duration: 60 });
    media(video, 'ended');
    player.tapForward();
    listener.mockClear();
    const snapshot = player.getSnapshot();

    player.destroy();
    expect(host.querySelector('.tk-player')).toBeNull();
    expect(host.contains(sibling)).toBe(true);
    expect(clock.pending()).toBe(0);

    media(video, 'playing');
    media(video, 'timeupdate', { currentTime: 30 });
    clock.advance(60_000);
    await player.play();
    player.destroy();
    expect(listener).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(player.getSnapshot()).toBe(snapshot);
  });

  it('late async work (ad break resolving after destroy) is ignored', async () => {
    let finish!: () => void;
    const adBreak = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { player } = make({ adBreak });
    const playing = player.play();
    await flush();
    expect(player.getSnapshot().adBreak).toBe(true);
    player.destroy();
    finish();
    await playing;
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });
});

describe('destroy removes every listener it added', () => {
  it('on the video, the document, the window and the container (its own elements go with the root)', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const added = recordListeners();
    const host = container();
    const { player } = make({
      container: host,
      query: '?autostart=1',
      next: { url: '/video/2/b/' },
      related: [{ video_id: 3, dir: 'c', title: 'C', duration: '1:00', scr: '/c.jpg' }],
    });
    await flush();
    // Exercise what adds listeners later: a quality switch while playing, the settings menu.
    media(player.video, 'timeupdate', { currentTime: 5 });
    player.setQuality('SD');
    player.root.querySelector<HTMLElement>('.tk-settings')?.click();
    const root = player.root;
    // The player's own elements go with the root; these are the page's (the video may be too).
    const pageTargets: EventTarget[] = [player.video, document, window, host];
    const outside = added.filter((e) => pageTargets.includes(e.target));
    expect(outside.length).toBeGreaterThan(10);

    player.destroy();
    expect(outside.filter((e) => !e.removed).map((e) => e.type)).toEqual([]);
    expect(FakeResizeObserver.all.map((o) => o.observing)).toEqual([0]);
    expect(host.contains(root)).toBe(false);
  });

  it('bug: a quality switch left a loadedmetadata listener on the (maybe adopted) element after destroy', async () => {
    const added = recordListeners();
    const { player } = make();
    await player.play();
    media(player.video, 'timeupdate', { currentTime: 5 });
    player.setQuality('SD');
    expect(added.some((e) => e.type === 'loadedmetadata' && e.handler !== undefined)).toBe(true);
    player.destroy();
    expect(added.filter((e) => e.target === player.video && !e.removed).map((e) => e.type)).toEqual([]);
  });
});
