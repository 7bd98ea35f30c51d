import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ageGateStore } from '../../modals/age-gate-rules.ts';
import * as statement2257 from './2257/route.tsx';
import * as cookies from './cookies/route.tsx';
import * as dmca from './dmca/route.tsx';
import * as privacy from './privacy/route.tsx';
import * as index from './route.tsx';
import * as support from './support/route.tsx';
import * as terms from './terms/route.tsx';
import { renderStaticPage } from './test-static-page.tsx';

const CHILDREN = [
  ['/information/terms/', terms, 'Terms of use'],
  ['/information/privacy/', privacy, 'Privacy policy'],
  ['/information/cookies/', cookies, 'Cookies policy'],
  ['/information/dmca/', dmca, 'DMCA'],
  ['/information/2257/', statement2257, '18 U.S.C. 2257 statement'],
  ['/information/support/', support, 'Support'],
] as const;

beforeEach(() => ageGateStore.setState({ accepted: false }));

describe('information pages', { timeout: 20_000 }, () => {
  it('lists the six pages on /information/', async () => {
    renderStaticPage(index, '/information/', { _agev: '1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Information' })).toBeTruthy();
    const tiles = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((h) => h?.startsWith('/information/'));
    expect(tiles).toEqual(CHILDREN.map(([url]) => url));
    expect(index.meta().title).toBe('Information');
  });

  for (const [url, mod, heading] of CHILDREN) {
    it(`renders ${url} with its heading, text, the menu and its meta`, async () => {
      renderStaticPage(mod, url, { _agev: '1' });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
      const menu = screen.getByRole('navigation', { name: 'Information' });
      expect(within(menu).getByRole('link', { name: heading }).getAttribute('aria-current')).toBe('page');
      const meta = mod.meta();
      expect(meta.title).toBe(heading);
      expect(meta.description?.length).toBeGreaterThan(20);
    });
  }

  it('leaves the age gate out on the terms and cookies pages only', async () => {
    for (const [url, mod] of [
      ['/information/terms/', terms],
      ['/information/cookies/', cookies],
    ] as const) {
      const { unmount } = renderStaticPage(mod, url);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('dialog', { name: 'ADULT CONTENT WARNING' })).toBeNull();
      unmount();
    }
    renderStaticPage(privacy, '/information/privacy/');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.getByRole('dialog', { name: 'ADULT CONTENT WARNING' })).toBeTruthy();
  });

  it('states the upload limits of the spec in the terms', async () => {
    renderStaticPage(terms, '/information/terms/');
    const text = (await screen.findByRole('main')).textContent ?? '';
    expect(text).toContain('6 minutes for videos exclusive');
    expect(text).toContain('10 minutes for others');
    expect(text).toContain('10 GB');
    expect(text).toContain('webm');
    expect(text).toContain('5 comments per 10 minutes');
  });

  it('lists every cookie the site sets in the cookies policy', async () => {
    renderStaticPage(cookies, '/information/cookies/');
    const table = await screen.findByRole('table', { name: 'Cookies' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['_agev', '_tkv', '_tks', '_tkf', 'country', 'logout']);
  });
});
