/** The published packages, in dependency order, with their tarball budgets in bytes. */
export const PACKAGES: Array<{ dir: string; packed: number; unpacked: number; largestJs?: number }>;
/** `scope-name-version.tgz`, the file name `pnpm pack` gives. */
export function tarballName(name: string, version: string): string;
/** Packs every published package into `dest` (emptied first). */
export function packPackages(
  dest: string,
): Array<{ name: string; version: string; dir: string; tarball: string }>;
/** The files of a .tgz, paths without the `package/` prefix. */
export function readTarball(file: string): Array<{ path: string; size: number; data: Buffer }>;
/** Problems of the player's tarball files: a heavy engine copied in instead of imported. */
export function engineProblems(files: Array<{ path: string; size: number; data: Buffer }>): string[];
