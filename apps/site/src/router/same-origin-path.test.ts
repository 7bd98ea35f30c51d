import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathFromSegments, sameOriginPath } from './same-origin-path.ts';

/** What every Location the site sends must be: one leading '/', printable ASCII, no '\'. */
const SAFE = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

describe('sameOriginPath', () => {
  it('leaves an ordinary path and query as they are', () => {
    expect(sameOriginPath('/videos/top-rated/1/?s=a%20b&x=1')).toBe('/videos/top-rated/1/?s=a%20b&x=1');
    expect(sameOriginPath('/')).toBe('/');
  });

  it('collapses leading slashes and backslashes to one (a "//host" Location leaves the site)', () => {
    expect(sameOriginPath('//evil.example/x/')).toBe('/evil.example/x/');
    expect(sameOriginPath('///')).toBe('/');
    expect(sameOriginPath('/\\evil.example/')).toBe('/evil.example/');
    expect(sameOriginPath('\\/\\evil.example/')).toBe('/evil.example/');
    // Past the first segment a backslash is kept, encoded: browsers read a raw one as '/'.
    expect(sameOriginPath('/a\\b/')).toBe('/a%5Cb/');
  });

  it('percent-encodes control, non-ASCII and space characters (a raw one made Node throw, a 500)', () => {
    expect(sameOriginPath('/videos/\u202e/1/')).toBe('/videos/%E2%80%AE/1/');
    expect(sameOriginPath('/videos/\0/1/')).toBe('/videos/%00/1/');
    expect(sameOriginPath('/pornstars/\n/1/')).toBe('/pornstars/%0A/1/');
    expect(sameOriginPath('/a b/\ud800/')).toBe('/a%20b/%EF%BF%BD/');
    // A tab the browser would strip must not turn '/\t/host' into '//host'.
    expect(sameOriginPath('/\t/evil.example/')).toBe('/%09/evil.example/');
  });

  it('turns anything into a same-origin path starting with exactly one "/" (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const out = sameOriginPath(raw);
        expect(out).toMatch(SAFE);
        expect(sameOriginPath(out)).toBe(out);
      }),
      { numRuns: 300 },
    );
  });
});

describe('pathFromSegments', () => {
  it('encodes each segment, so a "/" or "?" in a value stays inside its segment', () => {
    expect(pathFromSegments('videos', 'top-rated', 1)).toBe('/videos/top-rated/1/');
    expect(pathFromSegments('pornstar', 'a/b?c', 'videos', 1)).toBe('/pornstar/a%2Fb%3Fc/videos/1/');
    expect(pathFromSegments('pornsites', '\u4f60', 1)).toBe('/pornsites/%E4%BD%A0/1/');
    expect(pathFromSegments()).toBe('/');
  });
});
