import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertKey,
  type ByteRange,
  type DirectUrlOptions,
  type FileStore,
  keyPrefix,
  type StoredFileInfo,
} from './file-store.ts';
import { filesBelow } from './local-files.ts';

/**
 * A FileStore over one directory (the embedded default): a key is the relative path of a
 * file below `root`. Writes go to a temporary name beside the target and are renamed, so
 * a reader never sees half a file. `directUrl` is null: the app serves the file itself
 * with its own Range/ETag code (`media/serve-file.ts`), from `localPath`.
 */
export class LocalStore implements FileStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  localPath(key: string): string {
    return join(this.root, assertKey(key));
  }

  async putFile(key: string, localPath: string): Promise<void> {
    await this.#place(key, (temporary) => copyFile(localPath, temporary));
  }

  async putBytes(key: string, body: Buffer | string): Promise<void> {
    await this.#place(key, (temporary) => writeFile(temporary, body));
  }

  async putDir(prefix: string, localDir: string): Promise<string[]> {
    const base = keyPrefix(prefix);
    const keys: string[] = [];
    for (const file of await filesBelow(localDir)) {
      const key = base + file.relative;
      await this.putFile(key, file.path);
      keys.push(key);
    }
    return keys;
  }

  async readBytes(key: string): Promise<Buffer | null> {
    return readFile(this.localPath(key)).catch(nullWhenMissing);
  }

  async download(key: string, localPath: string): Promise<boolean> {
    const from = this.localPath(key);
    if (!(await this.stat(key))) return false;
    await mkdir(dirname(localPath), { recursive: true });
    await copyFile(from, localPath);
    return true;
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!(await this.stat(key))) return null;
    return createReadStream(this.localPath(key), range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const info = await stat(this.localPath(key)).catch(nullWhenMissing);
    if (!info?.isFile()) return null;
    // The same strong validator serve-file.ts has always sent for these files.
    return {
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      modifiedMs: info.mtimeMs,
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    const dir = prefix === '' ? this.root : this.localPath(prefix.replace(/\/$/, ''));
    const count = (await filesBelow(dir)).length;
    if (prefix === '') {
      for (const name of await readdir(this.root).catch(() => []))
        await rm(join(this.root, name), { recursive: true, force: true });
    } else await rm(dir, { recursive: true, force: true });
    return count;
  }

  async list(prefix: string): Promise<string[]> {
    const dir = prefix === '' ? this.root : this.localPath(prefix.replace(/\/$/, ''));
    const below = prefix === '' ? '' : keyPrefix(prefix);
    // Temporary files of a write under way are no keys.
    return (await filesBelow(dir)).map((f) => below + f.relative).filter((k) => !/\.\d+\.tmp$/.test(k));
  }

  async copy(fromKey: string, toKey: string): Promise<boolean> {
    if (!(await this.stat(fromKey))) return false;
    await this.putFile(toKey, this.localPath(fromKey));
    return true;
  }

  async directUrl(
    _key: string,
    _expiresAtSeconds: number,
    _options?: DirectUrlOptions,
  ): Promise<string | null> {
    return null;
  }

  async #place(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const file = this.localPath(key);
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }
}

function nullWhenMissing(err: NodeJS.ErrnoException): null {
  if (err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'EISDIR') return null;
  throw err;
}
