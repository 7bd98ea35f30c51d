import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** A file found below a directory, with its path relative to it in `/` form (a key suffix). */
export interface FileBelow {
  path: string;
  relative: string;
}

/** Every regular file below `dir`, sorted by relative path (none when `dir` does not exist). */
export async function filesBelow(dir: string): Promise<FileBelow[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { path, relative: relative(dir, path).split(sep).join('/') };
    })
    .sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}

/** Runs `work` on every item, at most `limit` at once; rejects with the first failure. */
export async function mapLimited<T>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
