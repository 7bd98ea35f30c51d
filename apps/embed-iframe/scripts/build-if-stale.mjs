// Builds the embed page (client + shell) unless dist/ is newer than every source file, so
// `pnpm start` builds on a fresh checkout or after a change, and starts at once otherwise.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The loader script (packages/embed) is served next to the page, so it is built here too.
const outputs = [
  join(root, 'dist/client/.vite/manifest.json'),
  join(root, 'dist/server/shell.js'),
  join(root, '../../packages/embed/dist/embed.js'),
];

/** Newest modification time under the given paths (directories walked, node_modules skipped). */
function newest(paths) {
  let max = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path))
        if (name !== 'node_modules' && name !== 'dist') walk(join(path, name));
    } else max = Math.max(max, stat.mtimeMs);
  };
  for (const p of paths) walk(p);
  return max;
}

const sources = [
  join(root, 'src'),
  join(root, 'vite.config.ts'),
  join(root, 'package.json'),
  join(root, '../../packages/contract/src'),
  join(root, '../../packages/player/src'),
  join(root, '../../packages/embed/src'),
];
const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
if (built > newest(sources)) {
  console.log('[embed-iframe] build is up to date (apps/embed-iframe/dist)');
} else {
  console.log('[embed-iframe] building apps/embed-iframe (client + shell) and packages/embed...');
  execSync('pnpm run build', { cwd: root, stdio: 'inherit' });
  execSync('pnpm --filter @tubekit/embed build', { cwd: root, stdio: 'inherit' });
}
