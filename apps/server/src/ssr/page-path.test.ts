import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageAddress, safeLocation } from './page-path.ts';

/** A Location of ours: one leading '/', printable ASCII, no '\'. */
const SAFE = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

describe('pageAddress', () => {
  it('renders a canonical address as it came, query included', () => {
    for (const url of ['/', '/videos/top-rated/1/?s=a%20b', '/pornstar/x/', '/search/1/?s=%E4%BD%A0']) {
      expect(pageAddress(url)).toEqual({ url });
    }
  });

  it('sends repeated leading slashes and backslashes to the single-slash form (regression: //, /\\ were 500s)', () => {
    expect(pageAddress('//')).toEqual({ redirect: '/' });
    expect(pageAddress('///')).toEqual({ redirect: '/' });
    expect(pageAddress('/\\')).toEqual({ redirect: '/' });
    expect(pageAddress('//x/?a=1')).toEqual({ redirect: '/x/?a=1' });
  });

  it('resolves dot segments without leaving the site (regression: /a/..//evil.example/x)', () => {
    expect(pageAddress('/a/..//evil.example/x')).toEqual({ redirect: '/evil.example/x' });
    expect(pageAddress('/a/%2e%2e/%2e%2e//evil.example/')).toEqual({ redirect: '/evil.example/' });
    expect(pageAddress('/..//..//evil.example/')).toEqual({ redirect: '/evil.example/' });
  });

  it('escapes what the URL standard escapes, as a browser would send it', () => {
    expect(pageAddress('/a b/"x"/')).toEqual({ redirect: '/a%20b/%22x%22/' });
    expect(pageAddress('/a\\b/')).toEqual({ redirect: '/a/b/' });
  });

  it('renders a plain path (letters, digits, -, _, ~ between single slashes) exactly as the URL parser would', () => {
    const segment = fc.stringMatching(/^[\w~-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), (segments, slash) => {
        const path = `/${segments.join('/')}${slash && segments.length > 0 ? '/' : ''}`;
        expect(new URL(path, 'http://site.invalid').pathname).toBe(path);
        expect(pageAddress(path)).toEqual({ url: path });
      }),
      { numRuns: 300 },
    );
  });

  it('answers any target with a renderable URL or a safe Location that is itself canonical (property)', () => {
    const target = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .array(fc.constantFrom('/', '\\', '.', '..', '%2e', '%2E%2e', 'a', '?', '#', '%', '%0a', ' '), {
          maxLength: 12,
        })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(target, (raw) => {
        const address = pageAddress(raw);
        if ('url' in address) {
          expect(address.url).toMatch(/^\/(?![/\\])/);
          return;
        }
        expect(address.redirect).toMatch(SAFE);
        // One hop: the target renders, so no redirect loop.
        expect(pageAddress(address.redirect)).toEqual({ url: address.redirect });
      }),
      { numRuns: 500 },
    );
  });
});

describe('safeLocation', () => {
  it('makes any Location a same-origin path of printable ASCII (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        expect(safeLocation(raw)).toMatch(SAFE);
      }),
      { numRuns: 300 },
    );
    expect(safeLocation('//evil.example/\u202e')).toBe('/evil.example/%E2%80%AE');
    expect(safeLocation('/videos/top-rated/1/?x=1')).toBe('/videos/top-rated/1/?x=1');
  });
});
