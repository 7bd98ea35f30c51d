// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock, createPlayer, type ManualClock, type Player, type PlayerOptions } from '../index';
import { container, fakeMediaPlayback, flush, media, mp4Sources } from '../test-utils/fixtures';
import { CONTROLS_WAIT_MS } from './after-first-frame';

// jsdom has no requestVideoFrameCallback: a stand-in that presents frames when told.
let frameCallbacks: Map<number, () => void>;
let nextFrameId: number;
function presentFirstFrame(): void {
  const callbacks = [...frameCallbacks.values()];
  frameCallbacks.clear();
  for (const callback of callbacks) callback();
}

let players: Player[] = [];
let clock: ManualClock;

function make(options: Partial<PlayerOptions> = {}) {
  const host = container();
  const player = createPlayer({ container: host, sources: mp4Sources(), clock, ...options })!;
  players.push(player);
  return { player, host };
}
const controlsOf = (host: HTMLElement) => host.querySelector('.tk-controls');

beforeEach(() => {
  frameCallbacks = new Map();
  nextFrameId = 0;
  clock = createManualClock();
  fakeMediaPlayback();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  Object.assign(HTMLVideoElement.prototype, {
    requestVideoFrameCallback(callback: () => void) {
      nextFrameId += 1;
      frameCallbacks.set(nextFrameId, callback);
      return nextFrameId;
    },
    cancelVideoFrameCallback(id: number) {
      frameCallbacks.delete(id);
    },
  });
});
afterEach(() => {
  for (const p of players) p.destroy();
  players = [];
  vi.restoreAllMocks();
  const proto = HTMLVideoElement.prototype as Partial<HTMLVideoElement>;
  delete proto.requestVideoFrameCallback;
  delete proto.cancelVideoFrameCallback;
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('controls of an autostart', () => {
  it('come right after the first frame; the picture is on the page before them', () => {
    const { player, host } = make({ query: '?autostart=1' });
    expect(player.root.querySelector('.tk-stage video')).toBe(player.video);
    expect(host.contains(player.root)).toBe(true);
    expect(controlsOf(host)).toBeNull();

    presentFirstFrame();
    expect(controlsOf(host)).toBeNull(); // in the task after the frame, not inside its callback
    clock.advance(0);
    expect(controlsOf(host)).not.toBeNull();
    expect(host.querySelector('[aria-label="Pause"], [aria-label="Play"]')).not.toBeNull();
  });

  it('come after CONTROLS_WAIT_MS when no frame arrives', () => {
    const { host } = make({ query: '?autostart=1' });
    clock.advance(CONTROLS_WAIT_MS - 1);
    expect(controlsOf(host)).toBeNull();
    clock.advance(1);
    expect(controlsOf(host)).not.toBeNull();
    presentFirstFrame();
    clock.advance(0);
    expect(host.querySelectorAll('.tk-controls')).toHaveLength(1);
  });

  it('come at once on a media error, with the error shown', () => {
    const { player, host } = make({ query: '?autostart=1' });
    Object.defineProperty(player.video, 'error', { value: { code: 4 }, configurable: true });
    media(player.video, 'error');
    expect(controlsOf(host)).not.toBeNull();
    expect(player.getSnapshot().error).not.toBeNull();
  });

  it('come at once when the browser refuses to autoplay', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('blocked', 'NotAllowedError'),
    );
    const { host } = make({ query: '?autostart=1' });
    expect(controlsOf(host)).toBeNull();
    await flush();
    expect(controlsOf(host)).not.toBeNull();
    expect(host.querySelector('[aria-label="Play"]')).not.toBeNull();
  });

  it('stay before anything the page added to the root in the meantime', () => {
    const { player, host } = make({ query: '?autostart=1' });
    const slot = document.createElement('div');
    slot.className = 'page-slot';
    player.root.append(slot);
    presentFirstFrame();
    clock.advance(0);
    const children = [...player.root.children];
    expect(children.indexOf(controlsOf(host)!)).toBeLessThan(children.indexOf(slot));
    expect(children[0]?.classList.contains('tk-stage')).toBe(true);
  });

  it('with a preroll come after the first frame of the content that follows it, before the ad in the root', async () => {
    const cover = document.createElement('div');
    let finish!: () => void;
    const { player, host } = make({
      query: '?autostart=1',
      adBreak: (ad) => {
        ad.video.closest('.tk-player')!.append(cover);
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    expect(player.root.contains(cover)).toBe(true);
    clock.advance(CONTROLS_WAIT_MS); // the ad covers the player: no deadline runs during it
    expect(controlsOf(host)).toBeNull();
    finish();
    await flush();
    expect(player.getSnapshot().status).toBe('playing');
    expect(controlsOf(host)).toBeNull();
    presentFirstFrame();
    clock.advance(0);
    const children = [...player.root.children];
    expect(children.indexOf(controlsOf(host)!)).toBeLessThan(children.indexOf(cover));
  });

  it('are never built for a player destroyed before its first frame', () => {
    const { player, host } = make({ query: '?autostart=1' });
    player.destroy();
    expect(frameCallbacks.size).toBe(0);
    clock.advance(CONTROLS_WAIT_MS);
    expect(controlsOf(host)).toBeNull();
    expect(host.children).toHaveLength(0);
  });
});

it('a player without autostart builds its controls at once', () => {
  const { host } = make();
  expect(controlsOf(host)).not.toBeNull();
  expect(host.querySelector('[aria-label="Play"]')).not.toBeNull();
});
