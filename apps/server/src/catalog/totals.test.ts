import { describe, expect, it } from 'vitest';
import { manualClock } from '../http/clock.ts';
import { TotalsCache } from './totals.ts';

describe('TotalsCache', () => {
  it('counts once per key while fresh, and shares a count in flight', async () => {
    const totals = new TotalsCache(manualClock(), 60_000);
    let calls = 0;
    const count = async () => ++calls;
    const [a, b] = await Promise.all([totals.get('k', count), totals.get('k', count)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await totals.get('k', count)).toBe(1);
    expect(await totals.get('other', count)).toBe(2);
  });

  it('answers the stale total past the TTL while it recounts in the background', async () => {
    const clock = manualClock();
    const totals = new TotalsCache(clock, 60_000);
    let value = 10;
    const count = async () => value;
    expect(await totals.get('k', count)).toBe(10);
    value = 11;
    clock.advance(61_000);
    expect(await totals.get('k', count)).toBe(10);
    await Promise.resolve();
    expect(await totals.get('k', count)).toBe(11);
  });

  it('keeps the stale total when a recount fails, and recounts after clear()', async () => {
    const clock = manualClock();
    const totals = new TotalsCache(clock, 1000);
    expect(await totals.get('k', async () => 5)).toBe(5);
    clock.advance(2000);
    expect(await totals.get('k', () => Promise.reject(new Error('db down')))).toBe(5);
    totals.clear();
    expect(await totals.get('k', async () => 6)).toBe(6);
  });
});
