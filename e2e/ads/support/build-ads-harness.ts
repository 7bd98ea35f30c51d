import { build, defaultClientConditions } from 'vite';
import { ADS_HARNESS_OUT, ADS_HARNESS_SRC } from './paths.ts';

/** Matches a module of the VAST client: the chunk holding it is named `vast-*.js`. */
const VAST_LIBRARY = /[\\/]@dailymotion[\\/]vast-client[\\/]/;

/**
 * Builds the ads harness like production would (code-split, minified), with the player
 * and its ads entry taken from src/. The chunk with the VAST client is `vast-*.js`, so a
 * test can tell from the network log whether the VAST engine was requested.
 */
export async function buildAdsHarness(): Promise<void> {
  await build({
    root: ADS_HARNESS_SRC,
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir: ADS_HARNESS_OUT,
      emptyOutDir: true,
      // three.js and hls.js are lazy chunks of the player: their size warning says nothing here.
      chunkSizeWarningLimit: 1000,
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) =>
            `assets/${chunk.moduleIds.some((id) => VAST_LIBRARY.test(id)) ? 'vast' : 'chunk'}-[hash].js`,
        },
      },
    },
  });
}
