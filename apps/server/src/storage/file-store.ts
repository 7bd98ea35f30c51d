import type { Readable } from 'node:stream';

/**
 * Where files that every process must see are kept: the published media outputs, the
 * original sources, demo and member pictures. The embedded default keeps them in
 * directories on local disk (`local-store.ts`); cluster mode keeps them in an S3-compatible
 * bucket (`s3-store.ts`), chosen by `TUBEKIT_S3_BUCKET` (`open-store.ts`).
 *
 * Keys are relative paths with `/` separators (`12/12_sd.mp4`, `demo/models/3-ab.svg`): no
 * leading `/`, no empty, `.` or `..` segment, no backslash or NUL (`assertKey`). A store
 * never reaches outside its own directory or bucket prefix, whatever key it is given.
 *
 * Two stores exist (`FileStores`): `media` (what `/media/*` serves: `<media_id>/…`,
 * `demo/…`, `members/…`; locally the media root) and `sources` (original uploads, never
 * served; locally the sources dir). In S3 they are the object names
 * `<TUBEKIT_S3_PREFIX>media/<key>` and `<TUBEKIT_S3_PREFIX>sources/<key>` of one bucket.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores a local file under `key` (replacing what was there); the file is left in place. */
  putFile(key: string, localPath: string, contentType?: string): Promise<void>;
  /** Stores `body` under `key`. A reader never sees half of it (local: temp file + rename). */
  putBytes(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  /** Stores every file below `localDir` as `prefix/<relative path>`; returns the keys written. */
  putDir(prefix: string, localDir: string): Promise<string[]>;
  /** The whole object, or null when there is none. */
  readBytes(key: string): Promise<Buffer | null>;
  /** Writes the object to `localPath` (creating its directory); false when there is none. */
  download(key: string, localPath: string): Promise<boolean>;
  /** A stream of the object, or of bytes `start..end` (inclusive) of it; null when there is none. */
  openRead(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size, ETag and modification time, or null when there is no such object. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Deletes one object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix/` (a "directory"); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every key below `prefix/` (the whole store for `''`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Copies an object inside this store (S3: CopyObject, no bytes through us); false when `fromKey` is missing. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
  /**
   * A URL a browser can GET the object from directly, valid until `expiresAtSeconds` (unix
   * seconds) at the latest: S3 answers a presigned GET URL (through TUBEKIT_MEDIA_URL's
   * origin when set); the local store answers null, meaning "the app serves it itself".
   */
  directUrl(key: string, expiresAtSeconds: number, options?: DirectUrlOptions): Promise<string | null>;
  /** Local only: the file a key names (for the app's own Range/ETag serving); S3: null. */
  localPath(key: string): string | null;
}

/** The two stores of a running site (see FileStore). */
export interface FileStores {
  media: FileStore;
  sources: FileStore;
}

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  size: number;
  /** Opaque strong validator (quotes included), stable while the bytes are unchanged. */
  etag: string;
  modifiedMs: number;
}

/** Headers the direct URL's answer should carry (S3: response-content-type/-disposition). */
export interface DirectUrlOptions {
  contentType?: string;
  contentDisposition?: string;
}

/** Throws unless `key` is a store key (see FileStore); returns it. */
export function assertKey(key: string): string {
  if (
    key.length === 0 ||
    key.length > 900 ||
    key.startsWith('/') ||
    /[\\\0]/.test(key) ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..')
  )
    throw new Error(`not a store key: ${JSON.stringify(key)}`);
  return key;
}

/** `prefix` as a key prefix: `''` (everything) or a valid key followed by `/`. */
export function keyPrefix(prefix: string): string {
  return prefix === '' ? '' : `${assertKey(prefix.replace(/\/$/, ''))}/`;
}

/**
 * The key, in the `sources` store, of a media row's `source_path` (or `poster_source`):
 * uploads and the demo write sources under a plain name relative to the sources dir
 * (`upload-<id>`, `demo-<n>.mp4`), which is also their key. An absolute path (older rows,
 * tests) names a local file outside any store: null. To publish an upload into S3, put its
 * bytes at `sources.putFile(sourceKey(name)!, file)` (or `copy` when already in the store).
 */
export function sourceKey(sourcePath: string): string | null {
  if (sourcePath.startsWith('/')) return null;
  return assertKey(sourcePath);
}
