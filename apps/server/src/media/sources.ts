import { copyFile, mkdir, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { extname, isAbsolute, join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { type FileStore, sourceKey } from '../storage/file-store.ts';
import type { S3Config } from '../storage/s3-config.ts';

/**
 * Original sources live in their own directory (`Config.sourcesDir`, default
 * `{data}/sources`), outside the media root that `/media/*` serves: an original upload is
 * never a published file. `media.source_path` is absolute or relative to that directory.
 *
 * Before issue 25 the demo wrote its sources to `<media root>/sources/` and stored
 * `sources/<name>` relative to the media root; `moveLegacySources` moves such a data dir
 * over on start.
 */
export const LEGACY_SOURCES_DIR = 'sources';

/**
 * The two media directories: the served root of published outputs and the sources dir; with
 * `s3` (cluster mode, `Config.s3`) the files live in the bucket instead (`fileStoresOf`).
 */
export interface MediaDirs {
  mediaRoot: string;
  sourcesDir: string;
  s3?: S3Config | undefined;
}

/** Absolute path of a media row's source file: relative paths lie below the sources dir. */
export function sourceFile(sourcesDir: string, sourcePath: string): string {
  return isAbsolute(sourcePath) ? sourcePath : resolve(sourcesDir, sourcePath);
}

/** What `moveLegacySources` did. */
export interface LegacySourcesMove {
  /** Files moved out of `<media root>/sources/` (or dropped there as already moved). */
  files: number;
  /** Media rows whose `sources/<name>` path became `<name>`. */
  rows: number;
}

/**
 * Moves the sources an older start left in `<mediaRoot>/sources/` to `sourcesDir` and points
 * their media rows there (`sources/<name>` relative to the media root becomes `<name>`
 * relative to the sources dir). A file already in the sources dir wins over its old copy.
 * Both steps are idempotent and run on every start, so a start interrupted half way through
 * finishes the move on the next one; with nothing left over they cost one directory read
 * and one UPDATE that matches no row.
 */
export async function moveLegacySources(db: Db, dirs: MediaDirs): Promise<LegacySourcesMove> {
  const legacy = join(dirs.mediaRoot, LEGACY_SOURCES_DIR);
  let files = 0;
  const names = await readdir(legacy, { withFileTypes: true }).catch(() => []);
  if (names.length > 0) await mkdir(dirs.sourcesDir, { recursive: true });
  for (const entry of names) {
    if (!entry.isFile()) continue;
    const from = join(legacy, entry.name);
    const to = join(dirs.sourcesDir, entry.name);
    if (await isFile(to)) await unlink(from);
    else await moveFile(from, to);
    files += 1;
  }
  // Only when empty: whatever else an operator put there stays for them to look at.
  if (names.length > 0) await rmdir(legacy).catch(() => {});
  const prefix = `${LEGACY_SOURCES_DIR}/`;
  const result = await db.kysely
    .updateTable('media')
    .set({ source_path: sql<string>`substr(source_path, ${prefix.length + 1})` })
    // substr, not LIKE: SQLite's LIKE ignores case, and `Sources/x` is no path we wrote.
    .where(sql<string>`substr(source_path, 1, ${prefix.length})`, '=', prefix)
    .executeTakeFirst();
  return { files, rows: Number(result.numUpdatedRows) };
}

/**
 * `rename`, or copy and delete when the two directories are on different filesystems. The
 * copy goes to a temporary name first: an interrupted copy never leaves a truncated file
 * under the final name, which the next start would take for the finished source.
 */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    const partial = `${to}.moving`;
    await copyFile(from, partial);
    await rename(partial, to);
    await rm(from, { force: true });
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The local files the pipeline reads for one media row. */
export interface PipelineInputs {
  source: string;
  posterSource?: string;
}

/**
 * The local files ffmpeg reads a media row's source (and chosen poster) from. Local sources
 * store, or an absolute `source_path`: the file itself, no copy. S3: the object
 * `sourceKey(source_path)` downloaded into `scratchDir` (`inputDir` of the work dir, which
 * the caller deletes). A source missing from the bucket but present in this machine's
 * sources dir (a demo seed that generated it here, a row from before cluster mode) is read
 * in place; missing from both, the attempt fails with a message that says so.
 */
export async function pipelineInputs(
  sources: FileStore | undefined,
  sourcesDir: string,
  media: { source_path: string; poster_source: string | null },
  scratchDir: string,
): Promise<PipelineInputs> {
  const one = async (path: string, name: string): Promise<string> => {
    const local = sourceFile(sourcesDir, path);
    const key = sourceKey(path);
    if (!sources || sources.kind === 'local' || key === null) return local;
    // The extension kept: ffmpeg picks an image demuxer by it.
    const file = join(scratchDir, `${name}${extname(path)}`);
    if (await sources.download(key, file)) return file;
    if (await isFile(local)) return local;
    throw new Error(`source ${key} is neither in the bucket nor in ${sourcesDir}`);
  };
  const source = await one(media.source_path, 'source');
  if (!media.poster_source) return { source };
  return { source, posterSource: await one(media.poster_source, 'poster') };
}
