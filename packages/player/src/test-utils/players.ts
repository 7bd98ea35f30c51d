import { afterEach, beforeEach, vi } from 'vitest';
import { createManualClock, createPlayer, type Player, type PlayerOptions } from '../index';
import { container, fakeMediaPlayback } from './fixtures';

/**
 * Registers what every jsdom test of whole players needs around each test: media playback
 * faked and the player's console lines muted before, every player destroyed, mocks restored
 * and the page emptied after. Returns `make`: a player in an 800 px container on a manual
 * clock, with the options given.
 */
export function playerHarness(): (options?: Partial<PlayerOptions>) => Player {
  let players: Player[] = [];
  beforeEach(() => {
    fakeMediaPlayback();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const p of players) p.destroy();
    players = [];
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });
  return (options = {}) => {
    const player = createPlayer({ container: container(), clock: createManualClock(), ...options });
    if (!player) throw new Error('createPlayer returned null: the test gave no container');
    players.push(player);
    return player;
  };
}
