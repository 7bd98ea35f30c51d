import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '../storage/file-store.ts';
import { mapLimited } from '../storage/local-files.ts';

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

/** Deletes at once of the keys an older version leaves. */
const PARALLEL_DELETES = 8;

/**
 * Publishes a finished work dir through the media store. On local disk (no store, or the
 * local store over `root`) it is `publish`: the atomic rename. In S3 every file is uploaded
 * to `<media_id>/…`, then the keys of an older version that the new one does not have are
 * deleted, then the local work dir: a reader of a re-transcoded item may meet new and old
 * files side by side for the length of the upload (S3 has no rename), never a missing one.
 */
export async function publishOutputs(
  store: FileStore | undefined,
  root: string,
  mediaId: number,
  dir: string,
): Promise<void> {
  if (!store || store.kind === 'local') return publish(root, mediaId, dir);
  const prefix = String(mediaId);
  const before = await store.list(prefix);
  const written = new Set(await store.putDir(prefix, dir));
  await mapLimited(
    before.filter((key) => !written.has(key)),
    PARALLEL_DELETES,
    (key) => store.delete(key),
  );
  await rm(dir, { recursive: true, force: true });
}

/**
 * Where an attempt's sources are downloaded to when they live in S3: beside its work dir
 * (never inside it, which is what gets published), and named `<media_id>-…`, so
 * `removeWorkDirs` clears it after a crash too.
 */
export function inputDir(dir: string): string {
  return `${dir}.in`;
}
