import { build, defaultClientConditions } from 'vite';
import { HARNESS_OUT, HARNESS_SRC } from './paths.ts';

/** Matches a module of a heavy engine: its chunk gets a recognisable name. */
const ENGINES: Array<[name: string, test: RegExp]> = [
  ['hls', /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?hls\.js[\\/]/],
  ['three', /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?three[\\/]/],
];

/**
 * Builds a harness page like production would (code-split, minified), with the player taken
 * from its src/ entry; `chunkName` names each lazy chunk from the modules it holds, so a test
 * can tell from the network log alone which engine was requested.
 */
export async function buildHarnessPage(
  root: string,
  outDir: string,
  chunkName: (moduleIds: readonly string[]) => string,
): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      // three.js alone is ~740 kB minified; it is lazy, so the warning says nothing useful.
      chunkSizeWarningLimit: 1000,
      rolldownOptions: {
        output: { chunkFileNames: (chunk) => `assets/${chunkName(chunk.moduleIds)}-[hash].js` },
      },
    },
  });
}

/**
 * Builds the player harness. A chunk holding hls.js is named `hls-*.js` and one holding
 * three.js `three-*.js`; every other chunk is `chunk-*.js`.
 */
export async function buildHarness(): Promise<void> {
  await buildHarnessPage(HARNESS_SRC, HARNESS_OUT, (moduleIds) => {
    const engine = ENGINES.find(([, test]) => moduleIds.some((id) => test.test(id)));
    return engine ? engine[0] : 'chunk';
  });
}
