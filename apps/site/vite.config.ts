import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { routerTreeShaking } from './build/router-tree-shaking.ts';
import { precompress } from './precompress.config.ts';

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Two builds from one config:
 * - client (`vite build`): dist/client with `.vite/manifest.json`; code chunks load from
 *   /static/ (spec section 9), so `base` is '/static/'.
 * - server (`vite build --ssr src/entry-server.tsx --outDir dist/server`): the `render`
 *   function the Fastify ssr plugin imports.
 * 'source' first: workspace packages (@tubekit/player) resolve to their src/, so the site
 * builds without building them first.
 */
/** The lazy chunks of rare clicks, whose dependencies are not preloaded (see modulePreload). */
const RARE_CLICK_CHUNK = /\/(card-watch-later-action|report-modal)-[\w-]+\.js$/;
/**
 * The chunks the entry imports statically (manualChunks' vendor, the bundler's runtime, the
 * contract's paths; not paths-catalog-<hash>, hence the hash's 8 characters): loaded before any
 * lazy import can run, so no preload list names them.
 */
const ENTRY_CHUNK = /\/(vendor|rolldown-runtime|paths)-[\w-]{8}\.js$/;
/** The packages the server build bundles in their production form (see `ssr.noExternal`). */
const SSR_BUNDLED = /^(react|react-dom|react-router|zustand|scheduler)(\/|$)/;
/**
 * A production build (`vite build` sets NODE_ENV unless it was set otherwise). Only then may
 * the server build bundle React's production code: with NODE_ENV=development the JSX compiles
 * to `jsxDEV` calls, which production React does not have.
 */
const productionBuild = (command: string) => command === 'build' && process.env.NODE_ENV === 'production';

export default defineConfig(({ isSsrBuild, command }) => ({
  base: '/static/',
  // The client build also writes .br/.gz next to its text assets (precompress.config.ts).
  plugins: isSsrBuild ? [react()] : [react(), routerTreeShaking(), precompress()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // react-router's package exports point every bundler at its development build (extra
    // checks and warnings); both builds take the production files it also ships.
    alias:
      command !== 'build' || (isSsrBuild && !productionBuild(command))
        ? []
        : [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ],
  },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    // Workspace packages export TypeScript sources: bundle them so plain Node can load the build.
    // React, react-dom/server, the router and zustand are bundled too, as their production
    // builds (SSR_BUNDLED): left external, Node loads React's development build unless the
    // server runs with NODE_ENV=production, and a page then costs about twice the CPU.
    noExternal: productionBuild(command) ? [/^@tubekit\//, SSR_BUNDLED] : [/^@tubekit\//],
  },
  // The server build's React is production code whatever NODE_ENV the server runs with.
  define:
    isSsrBuild && productionBuild(command) ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        // The unminified server bundle carries hls.js's lazy chunk (~730 kB), which only a
        // browser playing an HLS source ever loads; the client build keeps the default warning.
        chunkSizeWarningLimit: 1000,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        modulePreload: {
          // The code of a rare click (a card's Watch later, the Report dialog) preloads
          // nothing with it: its import list would be written into the first load of every
          // page (the entry, the card chunk) for chunks few visitors ever ask for, and such
          // a click can wait for its imports in turn.
          // The chunks the entry already loaded are left out of every list (ENTRY_CHUNK).
          resolveDependencies: (file, deps) =>
            RARE_CLICK_CHUNK.test(file) ? [] : deps.filter((dep) => !ENTRY_CHUNK.test(`/${dep}`)),
        },
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // React, the router and zustand change less often than the site: their own
          // long-cached chunk.
          output: {
            // Page chunks named after their folder (page-video-<hash>.js,
            // page-pornstar-info-<hash>.js) so budgets and network logs say which page a
            // chunk belongs to.
            chunkFileNames: (chunk) => {
              const page = /src\/pages\/(.+)\/route\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
              return page ? `assets/page-${page.replaceAll('/', '-')}-[hash].js` : 'assets/[name]-[hash].js';
            },
            manualChunks: (id: string) => {
              if (/\/node_modules\/(react|react-dom|scheduler|react-router|zustand)\//.test(id))
                return 'vendor';
              // The contract modules of every page's first load (the constants the layout and
              // the listings read, the home page's video listing paths, the template engine):
              // one chunk, not one per module (each chunk's gzip and import overhead added up
              // to ~0.5 KB on the home page). The rest of the contract (one video's paths, the
              // catalogue's, filters, limits...) goes with the pages that read it, off the
              // home page's first load; the contract's modules are cut along those lines
              // (packages/contract/src/paths.ts). A chunk takes the imports of its modules
              // along, so no barrel (paths.ts, index.ts) may be listed here.
              if (
                /\/packages\/contract\/src\/(constants|sections|buckets|path-template|path-shapes|paths-videos)\.ts$/.test(
                  id,
                )
              )
                return 'paths';
              return undefined;
            },
          },
        },
      },
}));
