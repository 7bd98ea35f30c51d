import { readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild, { minify } from 'rollup-plugin-esbuild';

/**
 * Emits dist/style.css: src/style.css with its `@import`s of local files inlined (the
 * stylesheet is kept in two files by subject), minified (comments and whitespace).
 */
function css() {
  return {
    name: 'tk-css',
    buildStart() {
      for (const file of ['src/style.css', 'src/styles/controls.css', 'src/styles/overlays.css'])
        this.addWatchFile(file);
    },
    generateBundle() {
      const inline = (file) =>
        readFileSync(file, 'utf8').replace(/@import\s+["']([^"']+)["'];/g, (_, rel) => {
          return inline(new URL(rel, pathToFileURL(file)).pathname);
        });
      const source = inline(`${process.cwd()}/src/style.css`)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        .trim();
      this.emitFile({ type: 'asset', fileName: 'style.css', source });
      // Types for `import '@tubekit/player/style.css'` under noUncheckedSideEffectImports.
      this.emitFile({
        type: 'asset',
        fileName: 'style.css.d.ts',
        source: '// The player stylesheet: imported for its side effect only.\nexport {};\n',
      });
    },
  };
}

/**
 * A second, terser pass over every chunk but the hls.js and three.js engines: after esbuild
 * it takes about 4% more off the VAST client (the VAST preroll budget needs it) and ~3% off
 * the core (what a short-mp4 page downloads). The engines are left to esbuild alone: terser
 * gains ~1% on them but takes 20x longer on three.js.
 */
function terserForOwnCode() {
  const inner = terser({ compress: { passes: 2 }, ecma: 2020 });
  const isEngine = (chunk) =>
    chunk.moduleIds.some((id) => /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(hls\.js|three)\//.test(id));
  return {
    name: 'tk-terser-own-code',
    renderChunk(code, chunk, outputOptions) {
      return isEngine(chunk) ? null : inner.renderChunk.call(this, code, chunk, outputOptions);
    },
  };
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/**
 * The size build (`rollup -c --environment TK_SIZE_BUILD`, run by `pnpm size`) bundles
 * everything, hls.js, three.js and the VAST client included, into .cache/size-build: what an
 * application's bundler makes of the player, which the size-limit budgets measure.
 */
const sizeBuild = Boolean(process.env.TK_SIZE_BUILD);
const outDir = sizeBuild ? '.cache/size-build' : 'dist';

/**
 * The published build (dist/) bundles only our own code. Dependencies and peer dependencies
 * (hls.js, three, the VAST client, the contract) stay imports that the application's bundler
 * resolves from its own install, so an app that also uses hls.js or three.js ships one copy.
 */
const installed = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isInstalled = (id) => installed.some((name) => id === name || id.startsWith(`${name}/`));

// Old chunks have hashed names: start from an empty folder so none of them is packed.
rmSync(outDir, { recursive: true, force: true });

// One ESM build with five entries. hls.js, three.js and the VAST client are only reached
// through import() in the loader.ts files, so they land in their own chunks (size build) or
// stay dynamic imports (published build) that a short-mp4 page never requests.
export default {
  input: {
    index: 'src/index.ts',
    hls: 'src/hls/index.ts',
    vr: 'src/vr/index.ts',
    ads: 'src/ads/index.ts',
    'page-ads': 'src/page-ads/index.ts',
  },
  // The VAST client imports @xmldom/xmldom only outside browsers; bundling it would emit a
  // dead stub chunk.
  external: (id) => id === '@xmldom/xmldom' || (!sizeBuild && isInstalled(id)),
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // Published maps carry their sources (src/ is not in the package); size builds need none.
    sourcemap: !sizeBuild,
  },
  plugins: [
    nodeResolve({ extensions: ['.ts', '.mjs', '.js'], browser: true }),
    esbuild({ target: 'es2020', include: /\.[jt]s$/, exclude: [] }),
    // Chunk-level esbuild minify: terser gains ~1% here but takes 20x longer on three.js.
    minify({ target: 'es2020', legalComments: 'none' }),
    terserForOwnCode(),
    css(),
  ],
};
