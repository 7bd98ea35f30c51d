import { buildHarnessPage } from '../../player/support/build-harness.ts';
import { ADS_HARNESS_OUT, ADS_HARNESS_SRC } from './paths.ts';

/** Matches a module of the VAST client: the chunk holding it is named `vast-*.js`. */
const VAST_LIBRARY = /[\\/]@dailymotion[\\/]vast-client[\\/]/;

/**
 * Builds the ads harness like production would, with the player and its ads entry taken
 * from src/. The chunk with the VAST client is `vast-*.js` (every other one `chunk-*.js`), so
 * a test can tell from the network log whether the VAST engine was requested.
 */
export async function buildAdsHarness(): Promise<void> {
  await buildHarnessPage(ADS_HARNESS_SRC, ADS_HARNESS_OUT, (moduleIds) =>
    moduleIds.some((id) => VAST_LIBRARY.test(id)) ? 'vast' : 'chunk',
  );
}
