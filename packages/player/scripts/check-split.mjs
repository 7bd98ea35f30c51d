// Fails when the main entry statically imports anything: hls.js, three.js (and later the
// ads client) must stay behind import() so a short-mp4 page never requests them.
import { readFileSync } from 'node:fs';

const code = readFileSync(new URL('../dist/index.js', import.meta.url), 'utf8');
const staticImports = code.match(/(?:^|[;}\s])import\s*[^(\s][^;]*?from\s*["'][^"']+["']/g) ?? [];
const dynamicImports = [...code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
if (staticImports.length > 0) {
  console.error('dist/index.js has static imports:', staticImports);
  process.exit(1);
}
console.log(`dist/index.js: no static imports; lazy chunks: ${dynamicImports.join(', ')}`);
