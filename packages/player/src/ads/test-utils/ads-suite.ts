import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { fakeMediaPlayback } from '../../test-utils/fixtures';
import { recordBeacons } from './beacons';
import { type FixtureServer, startFixtureServer } from './fixture-server';

/** What an ads test file's hooks keep; read the fields inside a test (they change per test). */
export interface AdsSuite {
  /** The VAST fixture server on loopback, one per file. */
  server: FixtureServer;
  /** The beacons (tracking pixels) the current test sent. */
  beacons: string[];
  /** The spy on `HTMLMediaElement.play` of the current test. */
  play: ReturnType<typeof fakeMediaPlayback>['play'];
  /** Run after the current test: players and ads it made, to destroy. */
  cleanups: Array<() => void>;
}

/**
 * Registers the hooks every ads test file wrote out: the fixture server for the file, fake
 * media playback and recorded beacons for each test, and after it everything it stubbed,
 * rendered or stored undone. Call it once at the top of the file.
 */
export function useAdsSuite(): AdsSuite {
  const suite = { cleanups: [] as Array<() => void> } as AdsSuite;
  beforeAll(async () => {
    suite.server = await startFixtureServer();
  });
  afterAll(() => suite.server.close());
  beforeEach(() => {
    suite.play = fakeMediaPlayback().play;
    suite.beacons = recordBeacons();
    suite.server.requests.length = 0;
  });
  afterEach(() => {
    for (const cleanup of suite.cleanups.splice(0)) cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    localStorage.clear();
  });
  return suite;
}
