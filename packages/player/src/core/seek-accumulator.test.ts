import { describe, expect, it } from 'vitest';
import {
  createInitialState,
  createManualClock,
  createReducer,
  type PlayerSnapshot,
  resolveSeekTarget,
} from '../index';
import { createSeekAccumulator } from './seek-accumulator';

function setup(currentTime: number, duration: number) {
  const clock = createManualClock();
  const reduce = createReducer({ embed: false, specialUser: false, hasNext: false, hasDownload: false });
  let state: PlayerSnapshot = { ...createInitialState(), currentTime, duration };
  const commits: number[] = [];
  const acc = createSeekAccumulator({
    clock,
    getState: () => state,
    dispatch: (action) => {
      state = reduce(state, action);
    },
    commit: (target) => commits.push(target),
  });
  return { clock, acc, commits, state: () => state };
}

describe('seek accumulator', () => {
  it('adds 10 s per tap and makes ONE seek 1.5 s after the last tap', () => {
    const { clock, acc, commits, state } = setup(30, 100);
    acc.tap(1);
    clock.advance(1000);
    acc.tap(1);
    clock.advance(1000);
    acc.tap(1);
    expect(state().pendingSeek).toBe(30);
    clock.advance(1499);
    expect(commits).toEqual([]);
    clock.advance(1);
    expect(commits).toEqual([60]);
    expect(state().pendingSeek).toBe(0);
  });

  it('mixes forward and back taps', () => {
    const { clock, acc, commits } = setup(30, 100);
    acc.tap(1);
    acc.tap(-1);
    acc.tap(-1);
    clock.advance(1500);
    expect(commits).toEqual([20]);
  });

  it('clamps to 0 and to the duration', () => {
    const back = setup(5, 100);
    back.acc.tap(-1);
    back.clock.advance(1500);
    expect(back.commits).toEqual([0]);
    const fwd = setup(95, 100);
    fwd.acc.tap(1);
    fwd.acc.tap(1);
    fwd.clock.advance(1500);
    expect(fwd.commits).toEqual([100]);
  });

  it('cancel drops pending taps without seeking', () => {
    const { clock, acc, commits, state } = setup(30, 100);
    acc.tap(1);
    acc.cancel();
    clock.advance(5000);
    expect(commits).toEqual([]);
    expect(state().pendingSeek).toBe(0);
  });

  it('resolveSeekTarget clamps into [0, duration]', () => {
    expect(resolveSeekTarget(10, -30, 60)).toBe(0);
    expect(resolveSeekTarget(55, 10, 60)).toBe(60);
    expect(resolveSeekTarget(10, 10, 60)).toBe(20);
    expect(resolveSeekTarget(10, 10, Number.NaN)).toBe(20);
  });
});
