import { describe, expect, it } from 'vitest';
import { parseQuery } from '../index';

describe('parseQuery', () => {
  it('reads autostart and autoplay', () => {
    expect(parseQuery('?autostart=1').autostart).toBe(true);
    expect(parseQuery('autoplay=true').autostart).toBe(true);
    expect(parseQuery('?autostart=0').autostart).toBe(false);
    expect(parseQuery('').autostart).toBe(false);
  });

  it('reads the first-frame seek from ts, seek_time or start_time', () => {
    expect(parseQuery('?ts=42').startAt).toBe(42);
    expect(parseQuery('?seek_time=7.5').startAt).toBe(7.5);
    expect(parseQuery('?start_time=90').startAt).toBe(90);
    expect(parseQuery('?ts=5&start_time=90').startAt).toBe(5);
    expect(parseQuery('?ts=abc').startAt).toBeNull();
    expect(parseQuery('?ts=-3').startAt).toBeNull();
  });

  it('reads debug and campaign', () => {
    expect(parseQuery('?debug=1&campaign=10146')).toEqual({
      autostart: false,
      startAt: null,
      debug: true,
      campaign: '10146',
    });
    expect(parseQuery(new URLSearchParams('debug')).debug).toBe(true);
    expect(parseQuery(undefined).campaign).toBeNull();
  });
});
