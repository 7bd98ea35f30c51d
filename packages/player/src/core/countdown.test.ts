import { describe, expect, it } from 'vitest';
import { createManualClock } from '../index';
import { createCountdown } from './countdown';

describe('countdown timer', () => {
  it('ticks once a second and finishes after the given seconds', () => {
    const clock = createManualClock();
    const ticks: number[] = [];
    let done = 0;
    const countdown = createCountdown({ clock, onTick: (left) => ticks.push(left), onDone: () => done++ });
    countdown.start(12);
    clock.advance(11_999);
    expect(done).toBe(0);
    expect(ticks.at(-1)).toBe(1);
    clock.advance(1);
    expect(done).toBe(1);
    expect(ticks).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(countdown.running).toBe(false);
  });

  it('stop() prevents the end', () => {
    const clock = createManualClock();
    let done = 0;
    const countdown = createCountdown({ clock, onTick: () => {}, onDone: () => done++ });
    countdown.start(12);
    clock.advance(5000);
    countdown.stop();
    clock.advance(60_000);
    expect(done).toBe(0);
    expect(clock.pending()).toBe(0);
  });
});
