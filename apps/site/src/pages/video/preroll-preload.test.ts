import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageState } from '../../router/load-page.ts';
import { PREROLL_MODULES, prerollModules } from './preroll-preload.ts';

const SITE_ROOT = join(import.meta.dirname, '../../..');

function page(name: string, data: unknown, extra: Partial<PageState> = {}): PageState {
  return { route: { name }, params: {}, module: {}, data, ...extra } as unknown as PageState;
}
const TAGS = { ads: { tags: ['https://ads.example/vast'] } };
const SOURCES = { video: {}, sources: [{ src: '/v.mp4' }] };

describe('prerollModules', () => {
  it('names the ads entry and its VAST chunk for a video page with a player and ad tags', () => {
    expect(prerollModules(page('video', SOURCES), TAGS)).toEqual([...PREROLL_MODULES]);
  });

  it('names nothing without tags (members, no ads configured), for a deleted video, an error or another page', () => {
    expect(prerollModules(page('video', SOURCES), {})).toEqual([]);
    expect(prerollModules(page('video', SOURCES), { ads: { tags: [] } })).toEqual([]);
    expect(prerollModules(page('video', { video: {}, sources: null }), TAGS)).toEqual([]);
    expect(prerollModules(page('video', SOURCES, { module: null }), TAGS)).toEqual([]);
    expect(prerollModules(page('home', {}), TAGS)).toEqual([]);
  });

  it("names files that exist, as Vite's manifest keys them (relative to the site's root)", () => {
    for (const key of PREROLL_MODULES) expect(existsSync(join(SITE_ROOT, key)), key).toBe(true);
  });
});
