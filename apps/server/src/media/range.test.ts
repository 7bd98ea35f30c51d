import { describe, expect, it } from 'vitest';
import { ifRangeMatches, parseRange } from './range.ts';

describe('parseRange', () => {
  it('reads start-end, open-ended and suffix ranges, clamping the end to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('sends the whole file for no header, another unit or several ranges', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
  });

  it('answers unsatisfiable for ranges outside the file or malformed ones', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=500-100', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=abc', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('ifRangeMatches (RFC 9110 section 13.1.5)', () => {
  const current = { etag: '"3e8-18c"', lastModified: 'Tue, 14 Nov 2023 22:13:20 GMT' };

  it('matches the current strong ETag or the exact Last-Modified date', () => {
    expect(ifRangeMatches('"3e8-18c"', current)).toBe(true);
    expect(ifRangeMatches(' "3e8-18c" ', current)).toBe(true);
    expect(ifRangeMatches('Tue, 14 Nov 2023 22:13:20 GMT', current)).toBe(true);
  });

  it('never matches a weak ETag, another ETag, another date or garbage', () => {
    expect(ifRangeMatches('W/"3e8-18c"', current)).toBe(false);
    expect(ifRangeMatches('"3e8-18d"', current)).toBe(false);
    expect(ifRangeMatches('"3e8-18c", "x"', current)).toBe(false);
    expect(ifRangeMatches('Tue, 14 Nov 2023 22:13:21 GMT', current)).toBe(false);
    expect(ifRangeMatches('Tuesday, 14-Nov-23 22:13:20 GMT', current)).toBe(false);
    expect(ifRangeMatches('', current)).toBe(false);
    expect(ifRangeMatches('3e8-18c', current)).toBe(false);
  });

  it('never matches a file that has no ETag', () => {
    expect(ifRangeMatches('"3e8-18c"', { lastModified: current.lastModified })).toBe(false);
  });
});
