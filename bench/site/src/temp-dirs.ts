import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const live = new Set<string>();

// Whatever way the bench ends (an error, Ctrl-C: bench/api's processes.ts exits on it), its
// data dirs and nginx prefix do not stay behind in /tmp.
process.on('exit', () => {
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
});

/** A fresh directory under the system temp dir, removed by `remove()` or when the bench exits. */
export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  live.add(path);
  return {
    path,
    remove() {
      rmSync(path, { recursive: true, force: true });
      live.delete(path);
    },
  };
}
