import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertKey,
  type ByteRange,
  type DirectUrlOptions,
  type FileStore,
  keyPrefix,
  type StoredFileInfo,
} from './file-store.ts';
import { filesBelow, mapLimited } from './local-files.ts';
import type { S3Config } from './s3-config.ts';
import { putMultipart } from './s3-multipart.ts';

/** Longest validity SigV4 allows a presigned URL (7 days). */
const MAX_PRESIGN_S = 7 * 24 * 3600;
/**
 * Presigned URLs are signed as of the start of the hour, so the same key and expiry give the
 * same URL for an hour: browsers and a CDN can cache the object under it.
 */
const SIGNING_WINDOW_S = 3600;
/** Uploads at once in putDir/deletePrefix: the HLS folder of a long video has hundreds of files. */
const PARALLEL = 8;

/** One S3 client per configuration (it holds the connection pool). */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // The SDK's default since 3.729 adds CRC32 checksums to every upload; several
    // S3-compatible servers (older MinIO and Ceph, Garage, s3rver) refuse or ignore them.
    // Only where S3 requires one: every provider of the README accepts that.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A FileStore over `<bucket>/<objectPrefix><key>` (cluster mode). Files are streamed, never
 * held in memory whole, except through readBytes.
 *
 * Big files: PutObject with a file stream and its ContentLength up to `multipartFromBytes`
 * (one request, no buffering: the SDK needs the length for an unbuffered stream), above it
 * plain CreateMultipartUpload/UploadPart/Complete (`s3-multipart.ts`): a single PUT is
 * capped at 5 GiB by S3, and a failed part is retried alone instead of the whole source.
 * Not `@aws-sdk/lib-storage`'s Upload: not installed, and it buffers parts in memory.
 */
export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  readonly #client: S3Client;
  readonly #config: S3Config;
  readonly #base: string;
  readonly #multipartFromBytes: number;
  readonly #partBytes: number;

  /** `objectPrefix`: what every object name of this store starts with (`site1/media/`). */
  constructor(
    client: S3Client,
    config: S3Config,
    objectPrefix: string,
    options: { multipartFromBytes?: number; partBytes?: number } = {},
  ) {
    this.#client = client;
    this.#config = config;
    this.#base = objectPrefix;
    this.#multipartFromBytes = options.multipartFromBytes ?? 64 * 1024 * 1024;
    this.#partBytes = options.partBytes ?? 16 * 1024 * 1024;
  }

  /** The object name of a key (for a CopyObject by hand, e.g. from the upload store). */
  objectName(key: string): string {
    return this.#base + assertKey(key);
  }

  localPath(): null {
    return null;
  }

  async putFile(key: string, localPath: string, contentType?: string): Promise<void> {
    const { size } = await stat(localPath);
    const target = { Bucket: this.#config.bucket, Key: this.objectName(key), ContentType: contentType };
    if (size > this.#multipartFromBytes) {
      await putMultipart(this.#client, target, localPath, size, this.#partBytes);
      return;
    }
    await this.#client.send(
      new PutObjectCommand({ ...target, Body: createReadStream(localPath), ContentLength: size }),
    );
  }

  async putBytes(key: string, body: Buffer | string, contentType?: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#config.bucket,
        Key: this.objectName(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async putDir(prefix: string, localDir: string): Promise<string[]> {
    const base = keyPrefix(prefix);
    const files = await filesBelow(localDir);
    const keys = files.map((f) => base + f.relative);
    await mapLimited(files, PARALLEL, (f, i) =>
      this.putFile(keys[i] as string, f.path, contentTypeOf(f.relative)),
    );
    return keys;
  }

  async readBytes(key: string): Promise<Buffer | null> {
    const body = await this.#get(key);
    return body ? Buffer.from(await body.transformToByteArray()) : null;
  }

  async download(key: string, localPath: string): Promise<boolean> {
    const body = await this.#get(key);
    if (!body) return false;
    await mkdir(dirname(localPath), { recursive: true });
    const temporary = `${localPath}.${process.pid}.part`;
    try {
      await pipeline(body as Readable, createWriteStream(temporary));
      await rename(temporary, localPath);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
    return true;
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable | null> {
    return (await this.#get(key, range)) as Readable | null;
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#config.bucket, Key: this.objectName(key) }),
      );
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? '""',
        modifiedMs: head.LastModified?.getTime() ?? 0,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(
      new DeleteObjectCommand({ Bucket: this.#config.bucket, Key: this.objectName(key) }),
    );
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys = await this.list(prefix);
    // DeleteObjects takes at most 1000 names per request.
    for (let from = 0; from < keys.length; from += 1000) {
      const Objects = keys.slice(from, from + 1000).map((k) => ({ Key: this.objectName(k) }));
      await this.#client.send(
        new DeleteObjectsCommand({ Bucket: this.#config.bucket, Delete: { Objects, Quiet: true } }),
      );
    }
    return keys.length;
  }

  async list(prefix: string): Promise<string[]> {
    const Prefix = this.#base + keyPrefix(prefix);
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#config.bucket, Prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) keys.push(object.Key.slice(this.#base.length));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  async copy(fromKey: string, toKey: string): Promise<boolean> {
    return this.copyFromObject(this.objectName(fromKey), toKey);
  }

  /** CopyObject of any object of the bucket (e.g. a finished upload) to `toKey`; false when missing. */
  async copyFromObject(objectName: string, toKey: string): Promise<boolean> {
    const source = `${this.#config.bucket}/${objectName.split('/').map(encodeURIComponent).join('/')}`;
    try {
      await this.#client.send(
        new CopyObjectCommand({
          Bucket: this.#config.bucket,
          Key: this.objectName(toKey),
          CopySource: source,
        }),
      );
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async directUrl(
    key: string,
    expiresAtSeconds: number,
    options: DirectUrlOptions = {},
  ): Promise<string | null> {
    const nowS = Math.floor(Date.now() / 1000);
    const signedAt = nowS - (nowS % SIGNING_WINDOW_S);
    const expiresIn = Math.min(MAX_PRESIGN_S, Math.floor(expiresAtSeconds) - signedAt);
    if (expiresAtSeconds <= nowS) return null;
    const command = new GetObjectCommand({
      Bucket: this.#config.bucket,
      Key: this.objectName(key),
      ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
      ...(options.contentDisposition ? { ResponseContentDisposition: options.contentDisposition } : {}),
    });
    const url = await getSignedUrl(this.#client, command, {
      expiresIn,
      signingDate: new Date(signedAt * 1000),
    });
    if (!this.#config.publicUrl) return url;
    // The CDN forwards path and query to the bucket unchanged, so the signature still holds.
    const signed = new URL(url);
    return `${this.#config.publicUrl}${signed.pathname}${signed.search}`;
  }

  async #get(key: string, range?: ByteRange) {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#config.bucket,
          Key: this.objectName(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }
}

/** NoSuchKey (GET), NotFound (HEAD) or any 404. */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Content types of what the pipeline and the pictures write (the bucket answers with them). */
const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  vtt: 'text/vtt; charset=utf-8',
};

/** The content type stored with an object, by its extension. */
export function contentTypeOf(key: string): string | undefined {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
}
