import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LINKS, pageLinkHeader } from './page-links.ts';

describe('pageLinkHeader', () => {
  it('names the stylesheets as preloads, then the entry and its chunks as module preloads with the nonce', () => {
    const header = pageLinkHeader(
      { entry: 'assets/entry-A1.js', preload: ['assets/vendor-B2.js'], css: ['assets/entry-C3.css'] },
      'n0nce+/=',
    );
    expect(header).toBe(
      '</static/assets/entry-C3.css>; rel=preload; as=style, ' +
        '</static/assets/entry-A1.js>; rel=modulepreload; nonce="n0nce+/=", ' +
        '</static/assets/vendor-B2.js>; rel=modulepreload; nonce="n0nce+/="',
    );
  });

  it(`names at most ${MAX_PAGE_LINKS} files, the entry's first`, () => {
    const preload = Array.from({ length: 30 }, (_, i) => `assets/chunk-${i}.js`);
    const links = pageLinkHeader({ entry: 'assets/entry.js', preload, css: ['assets/a.css'] }, 'n').split(
      ', ',
    );
    expect(links).toHaveLength(MAX_PAGE_LINKS);
    expect(links[1]).toContain('/static/assets/entry.js');
    expect(links.at(-1)).toContain(`chunk-${MAX_PAGE_LINKS - 3}.js`);
  });

  it(`keeps a page of exactly ${MAX_PAGE_LINKS} files whole and cuts the one after`, () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => `assets/chunk-${i}.js`);
    const count = (n: number) =>
      pageLinkHeader({ entry: 'assets/entry.js', preload: files(n), css: [] }, 'n').split(', ').length;
    expect(count(MAX_PAGE_LINKS - 1)).toBe(MAX_PAGE_LINKS);
    expect(count(MAX_PAGE_LINKS)).toBe(MAX_PAGE_LINKS);
  });

  it('is empty for a page without built files', () => {
    expect(pageLinkHeader({ entry: '', preload: [], css: [] }, 'n')).toBe('');
  });
});
