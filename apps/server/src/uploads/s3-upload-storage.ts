import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable, type Transform } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../storage/s3-config.ts';
import { S3Store as S3FileStore, s3Client } from '../storage/s3-store.ts';
import { COPY_OBJECT_MAX_BYTES, copyInParts } from './s3-part-copy.ts';
import { UploadS3Store } from './s3-tus-store.ts';
import { previewFile, previewKey } from './upload-paths.ts';
import type { StoredUpload, UploadStorage } from './upload-storage.ts';

/**
 * Cluster mode: everything of an upload in the bucket, under `<TUBEKIT_S3_PREFIX>uploads/`
 * (upload-paths.ts's layout), so any server takes any PATCH and any worker checks any upload.
 * - The bytes: @tus/s3-store, one multipart upload per tus upload (s3-tus-store.ts); the
 *   PATCH lease (cluster/leases.ts) keeps one writer per upload across all servers.
 * - Checks: the worker downloads the finished object to `{uploads}/checking/` and runs the
 *   same checks on that file, then deletes it. Downloaded, not read through a presigned URL:
 *   the hash, ffprobe, five seeking ffmpeg reads and the fingerprint's decode would each
 *   read it again over HTTP (Range requests that can time out mid-run), while one
 *   sequential download is retried as a whole and every tool reads a plain file. The
 *   uploads dir, not /tmp (often a small tmpfs): the operator sized it for uploads.
 * - Previews: made locally, kept as objects; the preview route streams them.
 * - Publishing: a server-side copy to the source's key in the sources store (CopyObject;
 *   UploadPartCopy ranges above 5 GiB), no byte through the server.
 */
export class S3UploadStorage implements UploadStorage {
  readonly kind = 's3' as const;
  readonly datastore: UploadS3Store;
  readonly #client: S3Client;
  readonly #config: S3Config;
  readonly #uploadsDir: string;
  /** `<prefix>uploads/`: the previews as `work/<id>/<n>.jpg`. */
  readonly #uploads: S3FileStore;
  /** `<prefix>uploads/tus/`: the finished bytes by tus id (for the download). */
  readonly #bytes: S3FileStore;
  readonly #sources: S3FileStore;
  readonly #copyObjectMax: number;
  readonly #copyPartBytes: number | undefined;

  /** `options`: smaller copy limits (tests: s3rver checks no part size). */
  constructor(
    config: S3Config,
    uploadsDir: string,
    options: { copyObjectMaxBytes?: number; copyPartBytes?: number } = {},
  ) {
    this.#config = config;
    this.#uploadsDir = uploadsDir;
    this.#client = s3Client(config);
    this.#uploads = new S3FileStore(this.#client, config, `${config.prefix}uploads/`);
    this.#bytes = new S3FileStore(this.#client, config, `${config.prefix}uploads/tus/`);
    this.#sources = new S3FileStore(this.#client, config, `${config.prefix}sources/`);
    this.datastore = new UploadS3Store(this.#client, config.bucket, `${config.prefix}uploads/tus/`);
    this.#copyObjectMax = options.copyObjectMaxBytes ?? COPY_OBJECT_MAX_BYTES;
    this.#copyPartBytes = options.copyPartBytes;
  }

  async writePatch(req: IncomingMessage, body: Transform, tusId: string, offset: number): Promise<void> {
    // A cut connection ends the body instead of failing it, so what arrived still becomes a
    // part (or the incomplete part) and HEAD reports it: as the file store keeps what it wrote.
    let whole = false;
    const onEnd = () => {
      whole = true;
    };
    const onClose = () => {
      if (whole || body.writableEnded || body.destroyed) return;
      req.unpipe(body);
      body.end();
    };
    const onError = () => {}; // 'close' follows and ends the body
    req.once('end', onEnd).once('close', onClose).on('error', onError);
    // The store reads the body only after its first S3 calls (and behind the incomplete part
    // it prepends): the request flows only once it does, so a body past the upload's length
    // fails while the store listens (413), never before.
    // A body past the length ends before the chunk that crosses it, as the file keeps what was
    // written before it: failing the store's stream instead would lose the incomplete part
    // it prepended (HEAD would go back). The PATCH is still answered 413.
    let pastLength: RangeError | null = null;
    const lazy = Readable.from(
      (async function* () {
        req.pipe(body);
        try {
          yield* body;
        } catch (err) {
          if (!(err instanceof RangeError)) throw err;
          pastLength = err;
        }
      })(),
      { objectMode: false },
    );
    try {
      await this.datastore.write(lazy, tusId, offset);
      if (pastLength) throw pastLength;
    } finally {
      req.off('end', onEnd).off('close', onClose).off('error', onError);
    }
  }

  async received(tusId: string): Promise<number> {
    if (!tusId) return 0;
    return this.datastore.getUpload(tusId).then(
      (upload) => upload.offset,
      () => 0,
    );
  }

  async removeBytes(tusId: string): Promise<void> {
    if (tusId) await this.datastore.remove(tusId);
  }

  async withLocalFile<T>(
    row: StoredUpload,
    use: (path: string) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    await this.datastore.ensureComplete(row.tus_id, Number(row.size));
    // One name per upload (one check of an upload runs at a time): what a killed check left
    // is replaced by the next check of the same upload instead of piling up.
    const path = join(this.#uploadsDir, 'checking', String(row.upload_id));
    try {
      if (!(await this.#bytes.download(row.tus_id, path)))
        throw new Error(`upload ${row.upload_id}: no object`);
      signal?.throwIfAborted();
      return await use(path);
    } finally {
      await rm(path, { force: true });
    }
  }

  async keepFrames(uploadId: number, write: (root: string) => Promise<number>): Promise<number> {
    const root = join(this.#uploadsDir, 'frames', String(uploadId));
    await rm(root, { recursive: true, force: true });
    try {
      const count = await write(root);
      for (let n = 1; n <= count; n++)
        await this.#uploads.putFile(previewKey(uploadId, n), previewFile(root, uploadId, n), 'image/jpeg');
      return count;
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  async putPreviewImage(uploadId: number, jpeg: Buffer): Promise<void> {
    await this.#uploads.putBytes(previewKey(uploadId, -1), jpeg, 'image/jpeg');
  }

  previewPath(): null {
    return null;
  }

  async openPreview(uploadId: number, n: number): Promise<{ body: Readable; size: number } | null> {
    const key = previewKey(uploadId, n);
    const info = await this.#uploads.stat(key);
    const body = info ? await this.#uploads.openRead(key) : null;
    return info && body ? { body, size: info.size } : null;
  }

  async placeSource(row: StoredUpload, preview: number, source: string, poster: string): Promise<void> {
    const from = this.datastore.objectName(row.tus_id);
    const size = Number(row.size);
    if (size > this.#copyObjectMax)
      await copyInParts(
        this.#client,
        this.#config.bucket,
        from,
        this.#sources.objectName(source),
        size,
        this.#copyPartBytes,
      );
    else if (!(await this.#sources.copyFromObject(from, source)))
      throw new Error(`upload ${row.upload_id}: no object to publish`);
    if (
      !(await this.#sources.copyFromObject(
        this.#uploads.objectName(previewKey(row.upload_id, preview)),
        poster,
      ))
    )
      throw new Error(`upload ${row.upload_id}: no preview ${preview}`);
  }
}
