// Builds the site (client + server) unless dist/ is newer than every source file, so
// `pnpm start` builds on a fresh checkout or after a change, and starts at once otherwise.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [join(root, 'dist/client/.vite/manifest.json'), join(root, 'dist/server/entry-server.js')];

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
  join(root, '../../packages/player-react/src'),
];
const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
if (built > newest(sources)) {
  console.log('[site] build is up to date (apps/site/dist)');
} else {
  console.log('[site] building apps/site (client + server)...');
  execSync('pnpm run build', { cwd: root, stdio: 'inherit' });
}
