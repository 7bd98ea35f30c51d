// Builds an app unless its outputs are newer than every source file, so `pnpm start` builds
// on a fresh checkout or after a change, and starts at once otherwise. Each app's
// scripts/build-if-stale.mjs names its outputs, sources and build commands.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under the given paths (directories walked, node_modules and dist skipped). */
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

/**
 * @param {{ name: string, root: string, outputs: string[], sources: string[], commands: string[] }} app
 *   paths are absolute; commands run in `root`, in order.
 */
export function buildIfStale({ name, root, outputs, sources, commands }) {
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
  if (built > newest(sources)) {
    console.log(`[${name}] build is up to date`);
    return;
  }
  console.log(`[${name}] building...`);
  for (const command of commands) execSync(command, { cwd: root, stdio: 'inherit' });
}
