import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

/**
 * Two builds, no framework:
 * - client (`vite build`): dist/client with `.vite/manifest.json`, served by the server under
 *   /embed-static/ (its own prefix, so the site's /static/ and this page never mix).
 * - server (`vite build --ssr src/shell.ts`): `renderEmbedShell`, which the server imports
 *   from dist/server/shell.js to render the page around the poster.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/embed-static/',
  // The client build also writes .br/.gz next to its text assets (scripts/vite-precompress.ts).
  plugins: isSsrBuild ? [] : [precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    noExternal: [/^@tubekit\//],
  },
  build: isSsrBuild
    ? { ssr: true, outDir: 'dist/server', emptyOutDir: true, target: 'node20', minify: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2020',
        // hls.js and three.js are lazy chunks loaded only by long or VR videos.
        chunkSizeWarningLimit: 1000,
        rollupOptions: { input: 'src/client/entry.ts' },
      },
}));
