import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { createManualClock, createPlayer, type ManualClock, type Player, type PlayerOptions } from '../index';
import { container, fakeMediaPlayback, media, mp4Sources } from './fixtures';

/** What a test file of whole players gets from `playerHarness()`; each field is the current test's. */
export interface PlayerHarness {
  /** A player in an 800 px container on the test's clock, with the options given. */
  make(options?: Partial<PlayerOptions>): Player;
  /** The manual clock the test's players share (unless given their own); tests advance it by hand. */
  readonly clock: ManualClock;
  /** The faked play(), pause() and load() of every media element. */
  readonly playback: ReturnType<typeof fakeMediaPlayback>;
  /** The muted console.log, where the player writes its setup errors and debug lines. */
  readonly log: MockInstance<typeof console.log>;
}

/**
 * Registers what every jsdom test of whole players needs around each test: a fresh manual
 * clock, media playback faked and the player's console lines muted before; every player
 * destroyed, mocks restored, the page and localStorage emptied after (the player keeps the
 * viewer's volume there, which must not leak into the next test).
 */
export function playerHarness(): PlayerHarness {
  let players: Player[] = [];
  let clock: ManualClock | undefined;
  let playback: ReturnType<typeof fakeMediaPlayback> | undefined;
  let log: MockInstance<typeof console.log> | undefined;
  beforeEach(() => {
    clock = createManualClock();
    playback = fakeMediaPlayback();
    log = vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const p of players) p.destroy();
    players = [];
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    localStorage.clear();
  });
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('playerHarness is read inside a test, not at load');
    return value;
  };
  return {
    make(options = {}) {
      const player = createPlayer({ container: container(), clock: current(clock), ...options });
      if (!player) throw new Error('createPlayer returned null: the test gave no container');
      players.push(player);
      return player;
    },
    get clock() {
      return current(clock);
    },
    get playback() {
      return current(playback);
    },
    get log() {
      return current(log);
    },
  };
}

/** Presses a key on the player, as a viewer with focus inside it would. */
export function pressKey(player: Player, key: string): void {
  player.root.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

/** A player `width` px wide of the mp4 video with its metadata (100 s) read, as after page load. */
export function loadedPlayer(
  harness: PlayerHarness,
  options: Partial<PlayerOptions> = {},
  width = 800,
): Player {
  const player = harness.make({ container: container(width), sources: mp4Sources(), ...options });
  media(player.video, 'loadedmetadata', { duration: 100 });
  return player;
}

/** The element of `player` that `selector` names (the test knows it is there). */
export function part(player: Player, selector: string): HTMLElement {
  return player.root.querySelector<HTMLElement>(selector)!;
}
