import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Below this, the headers of an encoded answer cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text asset of the
 * client build, so the server sends compressed static files without compressing per request
 * (apps/server/src/ssr/static-files.ts picks one by Accept-Encoding). The site's and the embed
 * page's client builds use it (their vite.config.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tubekit:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name) || name.startsWith('.vite/')) continue;
        const path = join(outDir, name);
        try {
          if (statSync(path).size < MIN_BYTES) continue;
          const body = readFileSync(path);
          const br = brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          });
          writeFileSync(`${path}.br`, br);
          writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        } catch (err) {
          // Another build of the shared tree emptied the directory meanwhile: its own run
          // writes the files it keeps.
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
    },
  };
}
