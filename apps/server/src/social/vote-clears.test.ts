import { describe, expect, it } from 'vitest';
import { manualClock } from '../http/clock.ts';
import { VOTE_CLEAR_WINDOW_MS, voteClears } from './vote-clears.ts';

describe('voteClears: the caches cleared for votes', () => {
  it('clears at once for the first vote, once more at the end of the window for all that follow in it', () => {
    const clock = manualClock(0);
    let clears = 0;
    const voted = voteClears(() => {
      clears += 1;
    }, clock);
    voted();
    expect(clears).toBe(1);
    for (let i = 0; i < 50; i++) voted();
    expect(clears).toBe(1);
    clock.advance(VOTE_CLEAR_WINDOW_MS - 1);
    expect(clears).toBe(1);
    clock.advance(1);
    expect(clears).toBe(2);
  });

  it('clears at once again for a vote a whole window after the last clear', () => {
    const clock = manualClock(0);
    let clears = 0;
    const voted = voteClears(() => {
      clears += 1;
    }, clock);
    voted();
    clock.advance(VOTE_CLEAR_WINDOW_MS);
    voted();
    expect(clears).toBe(2);
  });
});
