#!/usr/bin/env node
// Gives every relative import of the emitted declaration files a `.js` extension:
//   node scripts/dts-extensions.mjs <dir>...
//
// Our sources import each other either without an extension ('./mode', the player) or with
// `.ts` ('./paths.ts', the contract, the embed, the React bindings); tsc keeps both as
// written in `.d.ts` output, even with rewriteRelativeImportExtensions. TypeScript under
// `moduleResolution: node16`/`nodenext` (an ESM package) then cannot follow them, which
// `attw` reports. './mode' becomes './mode.js' (or './mode/index.js'), './paths.ts'
// becomes './paths.js'. A specifier that points at no declaration file fails the build.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `from '...'`, `import '...'`, `import('...')` and `export ... from '...'` specifiers. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function declarations(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) out.push(...declarations(file));
    else if (entry.endsWith('.d.ts')) out.push(file);
  }
  return out;
}

/** The `.js` form of one relative specifier of `file`, or throws when nothing declares it. */
export function withJsExtension(file, specifier) {
  const from = path.dirname(file);
  const base = specifier.replace(/\.(?:[mc]?tsx?|[mc]?js|jsx)$/, '');
  if (existsSync(path.join(from, `${base}.d.ts`))) return `${base}.js`;
  if (existsSync(path.join(from, base, 'index.d.ts'))) return `${base}/index.js`;
  throw new Error(`${file}: '${specifier}' points at no declaration file`);
}

/** Rewrites the declaration files under `dir`; returns how many specifiers changed. */
export function fixDeclarations(dir) {
  let changed = 0;
  for (const file of declarations(dir)) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(SPECIFIER, (match, head, quote, specifier) => {
      const fixed = withJsExtension(file, specifier);
      if (fixed === specifier) return match;
      changed += 1;
      return `${head}${quote}${fixed}${quote}`;
    });
    if (next !== text) writeFileSync(file, next);
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/dts-extensions.mjs <dir>...');
    process.exit(2);
  }
  for (const dir of dirs) fixDeclarations(dir);
}
