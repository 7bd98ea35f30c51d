import { readFileSync } from 'node:fs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild, { minify } from 'rollup-plugin-esbuild';

/** Minifies the one stylesheet (comments and whitespace) and emits it as dist/style.css. */
function css() {
  return {
    name: 'tk-css',
    buildStart() {
      this.addWatchFile('src/style.css');
    },
    generateBundle() {
      const source = readFileSync('src/style.css', 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        .trim();
      this.emitFile({ type: 'asset', fileName: 'style.css', source });
    },
  };
}

/**
 * A second, terser pass over the ads chunks only (entry, shared chunk, VAST and IMA engines):
 * after esbuild it takes about 4% more off the VAST client, which the VAST preroll budget
 * needs, and these chunks are small enough that the slower minifier costs little.
 */
function terserForAds() {
  const inner = terser({ compress: { passes: 2 }, ecma: 2020 });
  const isAds = (chunk) =>
    chunk.moduleIds.some((id) => id.includes('/src/ads/') || id.includes('vast-client'));
  return {
    name: 'tk-terser-ads',
    renderChunk(code, chunk, outputOptions) {
      return isAds(chunk) ? inner.renderChunk.call(this, code, chunk, outputOptions) : null;
    },
  };
}

// One ESM build with four entries. hls.js, three.js and the VAST client are only reached
// through import() in the loader.ts files, so they land in their own chunks that a
// short-mp4 page never requests.
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
  external: ['@xmldom/xmldom'],
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  plugins: [
    nodeResolve({ extensions: ['.ts', '.mjs', '.js'], browser: true }),
    esbuild({ target: 'es2020', include: /\.[jt]s$/, exclude: [] }),
    // Chunk-level esbuild minify: terser gains ~1% here but takes 20x longer on three.js.
    minify({ target: 'es2020', legalComments: 'none' }),
    terserForAds(),
    css(),
  ],
};
