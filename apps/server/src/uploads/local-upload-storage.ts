import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { WRITE_BATCH_BYTES } from './tus-patch.ts';
import { previewFile, tusDir, tusFile, uploadWorkDir } from './upload-paths.ts';
import type { StoredUpload, UploadStorage } from './upload-storage.ts';

/** `to` made from `from`: a hard link, or a copy to a temporary name and a rename across filesystems. */
async function placeFile(from: string, to: string, preferLink: boolean): Promise<void> {
  try {
    await stat(to);
    return; // placed by an earlier attempt that died before its transaction
  } catch {
    // not there yet
  }
  if (preferLink) {
    try {
      await link(from, to);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    }
  }
  await copyFile(from, `${to}.partial`);
  await rename(`${to}.partial`, to);
}

/**
 * The embedded default (upload-paths.ts's layout): the bytes in @tus/file-store's files
 * under `{uploads}/tus/`, each PATCH piped to the file at its offset; the candidate previews
 * under `{uploads}/work/<upload id>/`; publishing hard-links the file into the sources dir.
 */
export class LocalUploadStorage implements UploadStorage {
  readonly kind = 'local' as const;
  readonly #uploadsDir: string;
  readonly #sourcesDir: string;
  #datastore: FileStore | undefined;

  constructor(uploadsDir: string, sourcesDir: string) {
    this.#uploadsDir = uploadsDir;
    this.#sourcesDir = sourcesDir;
  }

  /** Made on first use: FileStore creates its directory, which the checks alone never need. */
  get datastore(): FileStore {
    this.#datastore ??= new FileStore({ directory: tusDir(this.#uploadsDir) });
    return this.#datastore;
  }

  async writePatch(req: IncomingMessage, body: Transform, tusId: string, offset: number): Promise<void> {
    const file = createWriteStream(tusFile(this.#uploadsDir, tusId), {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BATCH_BYTES,
    });
    await pipeline(req, body, file);
  }

  async received(tusId: string): Promise<number> {
    if (!tusId) return 0;
    return stat(tusFile(this.#uploadsDir, tusId)).then(
      (s) => s.size,
      () => 0,
    );
  }

  async removeBytes(tusId: string): Promise<void> {
    if (!tusId) return;
    await rm(tusFile(this.#uploadsDir, tusId), { force: true });
    await rm(`${tusFile(this.#uploadsDir, tusId)}.json`, { force: true });
  }

  async withLocalFile<T>(row: StoredUpload, use: (path: string) => Promise<T>): Promise<T> {
    const path = tusFile(this.#uploadsDir, row.tus_id);
    // No file is our fault (a worker not given the S3 storage, a lost disk), not a damaged
    // upload: ffprobe would call it damaged and the refusal would delete the bytes elsewhere.
    if (!(await stat(path).catch(() => null))) throw new Error(`upload ${row.upload_id}: no file at ${path}`);
    return use(path);
  }

  keepFrames(_uploadId: number, write: (root: string) => Promise<number>): Promise<number> {
    return write(this.#uploadsDir);
  }

  async putPreviewImage(uploadId: number, jpeg: Buffer): Promise<void> {
    await mkdir(uploadWorkDir(this.#uploadsDir, uploadId), { recursive: true });
    const target = previewFile(this.#uploadsDir, uploadId, -1);
    await writeFile(`${target}.tmp`, jpeg);
    await rename(`${target}.tmp`, target);
  }

  previewPath(uploadId: number, n: number): string {
    return previewFile(this.#uploadsDir, uploadId, n);
  }

  async openPreview(uploadId: number, n: number): Promise<{ body: Readable; size: number } | null> {
    const path = this.previewPath(uploadId, n);
    const info = await stat(path).catch(() => null);
    return info ? { body: createReadStream(path), size: info.size } : null;
  }

  async placeSource(row: StoredUpload, preview: number, source: string, poster: string): Promise<void> {
    await mkdir(this.#sourcesDir, { recursive: true });
    await placeFile(tusFile(this.#uploadsDir, row.tus_id), join(this.#sourcesDir, source), true);
    await placeFile(
      previewFile(this.#uploadsDir, row.upload_id, preview),
      join(this.#sourcesDir, poster),
      false,
    );
  }
}
