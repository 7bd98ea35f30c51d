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

/** A beacon or address of our documents (test-fixtures/vast), as the fixture server receives it. */
export const ours = (path: string) => `/r/ads.example.test/${path}`;

/** The Error pings of our documents sent so far, in order. */
export function errorPings(beacons: string[]): string[] {
  return beaconPaths(beacons).filter((p) => p.startsWith(ours('error/')));
}

/** The tracking pixels of one ad of our documents, as `<event>`, in order. */
export function adPixels(beacons: string[], ad: string): string[] {
  const prefix = ours(`track/${ad}/`);
  return beaconPaths(beacons)
    .filter((p) => p.startsWith(prefix))
    .map((p) => p.slice(prefix.length).replace(/\?.*/, ''));
}
