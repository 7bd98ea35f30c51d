import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import type { DataStore } from '@tus/server';
import type { Config } from '../config.ts';
import { LocalUploadStorage } from './local-upload-storage.ts';
import { S3UploadStorage } from './s3-upload-storage.ts';
import type { UploadRow } from './upload-store.ts';

/** What of an upload row the storage needs. */
export type StoredUpload = Pick<UploadRow, 'upload_id' | 'tus_id' | 'size'>;

/**
 * Where an upload's bytes and candidate previews are kept, from the first PATCH to
 * publishing (README "Uploads"): on this machine's disk under the uploads dir (the embedded
 * default, `LocalUploadStorage`), or in the S3 bucket (cluster mode, `S3UploadStorage`),
 * where any server takes any PATCH and any worker checks any upload.
 */
export interface UploadStorage {
  readonly kind: 'local' | 's3';
  /** The tus store behind POST, HEAD and DELETE (@tus/file-store or @tus/s3-store). */
  readonly datastore: DataStore;
  /**
   * Writes a PATCH body (`body`: the request piped through its byte limit) at `offset` of
   * tus upload `tusId`. A connection cut mid-body keeps what arrived.
   */
  writePatch(req: IncomingMessage, body: Transform, tusId: string, offset: number): Promise<void>;
  /** How many bytes of tus upload `tusId` have arrived (0 when there are none). */
  received(tusId: string): Promise<number>;
  /** Deletes the bytes of tus upload `tusId` and everything tus keeps of it (nothing when gone). */
  removeBytes(tusId: string): Promise<void>;
  /**
   * Runs `use` on a local file of a finished upload's bytes: the tus file itself, or (S3) a
   * download under the uploads dir, deleted after.
   */
  withLocalFile<T>(row: StoredUpload, use: (path: string) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /**
   * Runs `write(root)`, which writes `n` candidate frames at `previewFile(root, uploadId, 1..n)`
   * and answers n, and keeps them as the upload's candidate previews.
   */
  keepFrames(uploadId: number, write: (root: string) => Promise<number>): Promise<number>;
  /** Keeps `jpeg` as the upload's own preview image (`n` = -1). */
  putPreviewImage(uploadId: number, jpeg: Buffer): Promise<void>;
  /** The local file of preview `n` (-1: the uploaded image), for the app's file serving; S3: null. */
  previewPath(uploadId: number, n: number): string | null;
  /** Preview `n` as a stream with its size, or null when there is none. */
  openPreview(uploadId: number, n: number): Promise<{ body: Readable; size: number } | null>;
  /**
   * Puts a checked upload's bytes in the sources store as `source` and its chosen preview
   * `preview` as `poster` (names relative to the sources dir, `storage/file-store.ts`'s
   * `sourceKey`). Placing again after a crash is harmless.
   */
  placeSource(row: StoredUpload, preview: number, source: string, poster: string): Promise<void>;
}

/** The storage of a configuration: S3 with `config.s3`, else the uploads dir. */
export function openUploadStorage(config: Pick<Config, 'uploadsDir' | 'sourcesDir' | 's3'>): UploadStorage {
  return config.s3
    ? new S3UploadStorage(config.s3, config.uploadsDir)
    : new LocalUploadStorage(config.uploadsDir, config.sourcesDir);
}
