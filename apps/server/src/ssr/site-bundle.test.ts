import { describe, expect, it } from 'vitest';
import { assetsFor, CLIENT_ENTRY, type ManifestChunk } from './site-bundle.ts';

const MANIFEST: Record<string, ManifestChunk> = {
  [CLIENT_ENTRY]: { file: 'assets/entry.js', css: ['assets/entry.css'], imports: ['_vendor'], isEntry: true },
  _vendor: { file: 'assets/vendor.js' },
  'src/pages/home/route.tsx': {
    file: 'assets/home.js',
    css: ['assets/grid.css'],
    imports: ['_vendor', '_grid'],
  },
  _grid: { file: 'assets/grid.js', css: ['assets/grid.css'] },
};

describe('assetsFor', () => {
  it("lists the entry, each module's chunks and stylesheets once, the entry not among the preloads", () => {
    expect(assetsFor(MANIFEST, ['src/pages/home/route.tsx'])).toEqual({
      entry: 'assets/entry.js',
      preload: ['assets/vendor.js', 'assets/home.js', 'assets/grid.js'],
      css: ['assets/entry.css', 'assets/grid.css'],
    });
  });

  it('answers a module list it has seen with the same frozen assets (worked out once per build)', () => {
    const first = assetsFor(MANIFEST, ['src/pages/home/route.tsx']);
    expect(assetsFor(MANIFEST, ['src/pages/home/route.tsx'])).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.preload) && Object.isFrozen(first.css)).toBe(true);
    expect(assetsFor(MANIFEST, [])).toEqual({
      entry: 'assets/entry.js',
      preload: ['assets/vendor.js'],
      css: ['assets/entry.css'],
    });
    expect(assetsFor({ ...MANIFEST }, ['src/pages/home/route.tsx'])).not.toBe(first);
  });
});
