import { describe, expect, it } from 'vitest';
import { isJustAdded, ratingPercent, shortCount } from './format.ts';
import { pagerPages } from './pager.tsx';

describe('card formats', () => {
  it('shortens views to K from 4 digits and M from 7', () => {
    expect(shortCount(999)).toBe('999');
    expect(shortCount(1000)).toBe('1K');
    expect(shortCount(12_345)).toBe('12.3K');
    expect(shortCount(1_000_000)).toBe('1M');
    expect(shortCount(-5)).toBe('0');
  });
  it('gives the rating in 5 % steps capped at 100', () => {
    expect(ratingPercent(9, 1)).toBe(90);
    expect(ratingPercent(2, 1)).toBe(65);
    expect(ratingPercent(0, 0)).toBe(0);
    expect(ratingPercent(5, 0)).toBe(100);
  });
  it('marks videos posted within a day as just added', () => {
    const now = Date.parse('2026-01-02T00:00:00Z');
    expect(isJustAdded('2026-01-01T12:00:00Z', now)).toBe(true);
    expect(isJustAdded('2025-12-31T23:00:00Z', now)).toBe(false);
    expect(isJustAdded('not a date', now)).toBe(false);
  });
  it('windows the pager to 5 links (4 narrow) inside the page range', () => {
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pagerPages(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pagerPages(2, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(6, 10, 4)).toEqual([5, 6, 7, 8]);
  });
});
