import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../routes.tsx';
import { addressCandidates } from './address-candidates.ts';

/** The list matchAddress matches against: redirects first, then pages. */
const LIST: { path: string }[] = [
  ...siteRoutes.redirects.map((redirect) => ({ path: redirect.path, redirect })),
  ...siteRoutes.pages.map((page) => ({ path: page.path, page })),
];

/** Each route's path with its params filled in several ways, plus addresses no route names. */
function addresses(): string[] {
  const out = new Set(['/', '//', '/x', '/videos', '/VIDEOS/latest-updates/1/', '/vid%65os/top-rated/2/']);
  for (const { path } of LIST)
    for (const value of ['2', 'abc', 'Abc-1.x', '%41b', 'ünï'])
      for (const filled of [
        path.replace(/:\w+\?/g, '').replace(/:\w+/g, value),
        path.replace(/:\w+\??/g, value),
        path.replace('*', `a/${value}/`),
      ]) {
        out.add(filled.replace(/\/{2,}/g, '/'));
        out.add(filled.toUpperCase());
        out.add(filled.replace(/\/$/, ''));
        out.add(`${filled}extra/`);
      }
  return [...out];
}

describe('addressCandidates', () => {
  it("lets react-router find the same match as over the whole table, for every route's addresses", () => {
    const all = addresses();
    expect(all.length).toBeGreaterThan(500);
    for (const pathname of all)
      expect(matchRoutes(addressCandidates(LIST, pathname), pathname), pathname).toEqual(
        matchRoutes(LIST, pathname),
      );
  });

  it("gives an address a short list: its first segment's routes and those matching any, in table order", () => {
    const candidates = addressCandidates(LIST, '/video/1/x/');
    expect(candidates.length).toBeLessThan(LIST.length / 4);
    expect(candidates.map((r) => r.path)).toEqual(['/:page/', '/video/:id/:dir/', '*']);
  });

  it('gives the whole table to an address whose first segment it cannot compare', () => {
    expect(addressCandidates(LIST, '/vid%65os/1/')).toBe(LIST);
    expect(addressCandidates(LIST, '/ünï/')).toBe(LIST);
  });
});
