import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Layout under the media root:
 *   <root>/<media_id>/                 published outputs (what /media/* serves)
 *   <root>/.work/<media_id>-<attempt>/ one attempt's outputs while it runs
 * An attempt writes only into its work dir; `publish` swaps it in with a rename, so a
 * reader never sees half-made files and a failed attempt leaves nothing published.
 */
export const WORK_DIR = '.work';

/** Directory of the published outputs of a media item. */
export function mediaDir(root: string, mediaId: number): string {
  return join(root, String(mediaId));
}

/** Directory one attempt writes into. */
export function workDir(root: string, mediaId: number, attempt: number): string {
  return join(root, WORK_DIR, `${mediaId}-${attempt}`);
}

/** Creates a fresh (empty) work dir for an attempt and returns its path. */
export async function createWorkDir(root: string, mediaId: number, attempt: number): Promise<string> {
  const dir = workDir(root, mediaId, attempt);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return dir;
}

/**
 * Publishes a finished work dir as `<root>/<media_id>`. A previous version is moved
 * aside first and deleted after: each step is an atomic rename on the same filesystem.
 */
export async function publish(root: string, mediaId: number, dir: string): Promise<void> {
  const target = mediaDir(root, mediaId);
  const old = join(root, WORK_DIR, `${mediaId}-old-${process.pid}-${Date.now()}`);
  const hadOld = await exists(target);
  if (hadOld) await rename(target, old);
  await rename(dir, target);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

/** Deletes every work dir of a media item (a failed, timed-out or crashed attempt). */
export async function removeWorkDirs(root: string, mediaId: number): Promise<void> {
  const base = join(root, WORK_DIR);
  let names: string[];
  try {
    names = await readdir(base);
  } catch {
    return;
  }
  const prefix = `${mediaId}-`;
  await Promise.all(
    names.filter((n) => n.startsWith(prefix)).map((n) => rm(join(base, n), { recursive: true, force: true })),
  );
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
