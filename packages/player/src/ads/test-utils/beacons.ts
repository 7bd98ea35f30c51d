import { vi } from 'vitest';

/**
 * jsdom never loads images, and the VAST client sends its tracking pixels as
 * `new Image().src = url`: this fake records every pixel in order (the request order the
 * browser would make) and forwards it to the fixture server so it shows up there too.
 */
export function recordBeacons(): string[] {
  const beacons: string[] = [];
  class FakeImage {
    set src(url: string) {
      beacons.push(url);
      void fetch(url).catch(() => {});
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return beacons;
}

/** The path of a beacon URL relative to the fixture server, e.g. `/r/example.com/track/impression`. */
export function beaconPaths(beacons: string[]): string[] {
  return beacons.map((b) => {
    const u = new URL(b);
    return `${u.pathname}${u.search}`;
  });
}
