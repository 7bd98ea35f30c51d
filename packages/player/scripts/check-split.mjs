// Fails when the main entry statically imports anything: hls.js, three.js and the ads client
// must stay behind import() so a short-mp4 page never requests them. Reads the size build
// (.cache/size-build, everything bundled, as an application's bundler would) by default:
//   node scripts/check-split.mjs [dir]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '..', process.argv[2] ?? '.cache/size-build');
const code = readFileSync(resolve(dir, 'index.js'), 'utf8');
const staticImports = code.match(/(?:^|[;}\s])import\s*[^(\s][^;]*?from\s*["'][^"']+["']/g) ?? [];
const dynamicImports = [...code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
if (staticImports.length > 0) {
  console.error(`${dir}/index.js has static imports:`, staticImports);
  process.exit(1);
}
console.log(`index.js: no static imports; lazy chunks: ${dynamicImports.join(', ')}`);
