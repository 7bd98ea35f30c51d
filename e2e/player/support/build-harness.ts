import { build, defaultClientConditions } from 'vite';
import { HARNESS_OUT, HARNESS_SRC } from './paths.ts';

/** Matches a module of a heavy engine: its chunk gets a recognisable name. */
const ENGINES: Array<[name: string, test: RegExp]> = [
  ['hls', /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?hls\.js[\\/]/],
  ['three', /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?three[\\/]/],
];

/**
 * Builds the harness like production would (code-split, minified), with the player taken
 * from its src/ entry. A chunk holding hls.js is named `hls-*.js` and one holding three.js
 * `three-*.js`; every other chunk is `chunk-*.js`, so a test can tell from the network log
 * alone whether an engine was requested.
 */
export async function buildHarness(): Promise<void> {
  await build({
    root: HARNESS_SRC,
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir: HARNESS_OUT,
      emptyOutDir: true,
      // three.js alone is ~740 kB minified; it is lazy, so the warning says nothing useful.
      chunkSizeWarningLimit: 1000,
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) => {
            const engine = ENGINES.find(([, test]) => chunk.moduleIds.some((id) => test.test(id)));
            return `assets/${engine ? engine[0] : 'chunk'}-[hash].js`;
          },
        },
      },
    },
  });
}
