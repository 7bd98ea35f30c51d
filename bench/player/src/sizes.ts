import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip (level 9) sizes of the JS and CSS a page requested, read from the built files. */
export function gzipBytes(
  root: string,
  urls: readonly string[],
): { js: number; css: number; files: string[] } {
  let js = 0;
  let css = 0;
  const files: string[] = [];
  for (const url of new Set(urls)) {
    const { pathname } = new URL(url);
    const isJs = pathname.endsWith('.js') || pathname.endsWith('.mjs');
    const isCss = pathname.endsWith('.css');
    if (!isJs && !isCss) continue;
    const size = gzipSync(readFileSync(join(root, decodeURIComponent(pathname))), { level: 9 }).length;
    files.push(`${pathname} ${size} B`);
    if (isJs) js += size;
    else css += size;
  }
  return { js, css, files };
}
