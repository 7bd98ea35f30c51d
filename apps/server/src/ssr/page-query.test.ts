import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageQuery, withDropped } from './page-query.ts';

describe('pageQuery', () => {
  it('renders a page without parameters it does not read: one address for /?a=1, /?a=2 ...', () => {
    expect(pageQuery('/?a=1')).toEqual({ url: '/', dropped: 'a=1' });
    expect(pageQuery('/?a=2&utm_source=x')).toEqual({ url: '/', dropped: 'a=2&utm_source=x' });
    expect(pageQuery('/video/7/clip/?autostart=1&start_time=30&campaign=c1').url).toBe('/video/7/clip/');
    expect(pageQuery('/information/terms/?s=x').url).toBe('/information/terms/');
  });

  it('keeps the parameters a page reads, each once (its first value), in name order', () => {
    expect(pageQuery('/search/1/?duration=2&x=1&s=hot+beach&s=other').url).toBe(
      '/search/1/?duration=2&s=hot+beach',
    );
    expect(pageQuery('/search/1/?s=a%20b').url).toBe(pageQuery('/search/1/?s=a+b').url);
    expect(pageQuery('/videos/top-rated/2/?date=week&duration=3').url).toBe(
      '/videos/top-rated/2/?date=week&duration=3',
    );
    expect(pageQuery('/video/7/clip/?playlist=12&autostart=1').url).toBe('/video/7/clip/?playlist=12');
    expect(pageQuery('/signup/reset/?token=abc').url).toBe('/signup/reset/?token=abc');
  });

  it('drops a value the page reads as absent: the default, one outside its list, a date on a sort without dates', () => {
    expect(pageQuery('/videos/latest-updates/1/?duration=0&date=week').url).toBe('/videos/latest-updates/1/');
    expect(pageQuery('/videos/top-rated/1/?duration=9&date=all').url).toBe('/videos/top-rated/1/');
    expect(pageQuery('/categories/beach/?duration=1&date=day').url).toBe('/categories/beach/?duration=1');
    expect(pageQuery('/pornstar/anna/videos/2/?duration=3').url).toBe('/pornstar/anna/videos/2/?duration=3');
    expect(pageQuery('/video/7/clip/?playlist=0').url).toBe('/video/7/clip/');
    expect(pageQuery('/signin/?confirmed=1&next=/x/').url).toBe('/signin/?confirmed=1');
    expect(pageQuery('/signin/?confirmed=yes').url).toBe('/signin/');
    expect(pageQuery('/search/1/?s=').url).toBe('/search/1/');
  });

  it("reads the models' filter groups as the site does (the contract's values, a dot refused)", () => {
    expect(pageQuery('/pornstars/alphabetaz/1/?letter=a&hair=2&gender=9&weight=1.2&x=1').url).toBe(
      '/pornstars/alphabetaz/1/?hair=2&letter=a',
    );
  });

  it('gives a page at most one cache address per value of each parameter it reads (bounded by property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          '/',
          '/videos/top-rated/1/',
          '/categories/beach/',
          '/pornstars/alphabetaz/1/',
          '/video/1/a/',
        ),
        fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })), { maxLength: 8 }),
        (path, pairs) => {
          const junk = new URLSearchParams(pairs.map(([k, v]): [string, string] => [`x${k}`, v]));
          const { url } = pageQuery(`${path}?${junk}`);
          expect(url).toBe(path);
        },
      ),
    );
  });
});

describe('withDropped', () => {
  it("puts the dropped parameters back on a same-origin redirect, never on another origin's", () => {
    expect(withDropped('/videos/latest-updates/1/', 'utm_source=x')).toBe(
      '/videos/latest-updates/1/?utm_source=x',
    );
    expect(withDropped('/videos/top-rated/1/?date=week', 'a=1')).toBe('/videos/top-rated/1/?date=week&a=1');
    expect(withDropped('/x/', '')).toBe('/x/');
    expect(withDropped('//evil.example/', 'a=1')).toBe('//evil.example/');
    expect(withDropped('https://evil.example/', 'a=1')).toBe('https://evil.example/');
  });
});
