import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { PAGE_PARAM_NAMES, pageQuery, withDropped } from './page-query.ts';

/**
 * Query parameters the site reads in the browser only, never while the server renders:
 * `campaign` (analytics page hits, the player's goals; the server's attribution reads it
 * from the request and the render gets it as the root data's campaign) and signin's `next`
 * (where to go after a sign-in).
 */
const BROWSER_ONLY = ['campaign', 'next'];

/** The sources of apps/site/src, tests left out. */
function siteSources(dir = join(REPO_ROOT, 'apps/site/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return siteSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.|^test-/.test(entry.name) ? [path] : [];
  });
}

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
    expect(pageQuery('/video/7/clip/?playlist=9999999999').url).toBe('/video/7/clip/?playlist=9999999999');
    expect(pageQuery('/video/7/clip/?playlist=10000000000').url).toBe('/video/7/clip/');
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

describe("the site's query readers", () => {
  it('reads no parameter page-query.ts does not know (a new one must be added there or to BROWSER_ONLY)', () => {
    const read = new Set<string>();
    for (const file of siteSources()) {
      const text = readFileSync(file, 'utf8');
      if (!/URLSearchParams|searchParams/.test(text)) continue;
      for (const match of text.matchAll(/\.get\('([\w-]+)'\)/g)) read.add(match[1] ?? '');
    }
    expect(read.size).toBeGreaterThan(5);
    const unknown = [...read].filter((name) => !PAGE_PARAM_NAMES.has(name) && !BROWSER_ONLY.includes(name));
    expect(unknown).toEqual([]);
  });

  it("knows every filter group of the models' page", () => {
    const text = readFileSync(join(REPO_ROOT, 'apps/site/src/pages/pornstars/model-filters.ts'), 'utf8');
    const groups = [...text.matchAll(/\{ field: '(\w+)'|field: '(\w+)',\n/g)].map((m) => m[1] ?? m[2]);
    expect(groups.length).toBeGreaterThan(5);
    for (const field of groups) expect([field, PAGE_PARAM_NAMES.has(field ?? '')]).toEqual([field, true]);
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
