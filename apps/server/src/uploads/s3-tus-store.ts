import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  type S3,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { UPLOAD_CHUNK_BYTES } from '@tubekit/contract';
import { S3Store } from '@tus/s3-store';

type Command = new (input: never) => unknown;

/** Every S3 call @tus/s3-store makes, by the name it calls it (its `S3` aggregated client). */
const COMMANDS: Record<string, Command> = {
  abortMultipartUpload: AbortMultipartUploadCommand,
  completeMultipartUpload: CompleteMultipartUploadCommand,
  createMultipartUpload: CreateMultipartUploadCommand,
  deleteObject: DeleteObjectCommand,
  deleteObjects: DeleteObjectsCommand,
  getObject: GetObjectCommand,
  headObject: HeadObjectCommand,
  listParts: ListPartsCommand,
  putObject: PutObjectCommand,
  uploadPart: UploadPartCommand,
};

interface KeyedInput {
  Key?: string;
  Delete?: { Objects?: { Key?: string }[] };
}

/**
 * The client @tus/s3-store calls, over our one S3 client (storage/s3-store.ts's settings),
 * with every object name put under `base`: the store itself names objects by the bare tus
 * id (`<id>`, `<id>.info`, `<id>.part`) and has no prefix option.
 */
function prefixedClient(client: S3Client, base: string): S3 {
  const under = (input: KeyedInput): KeyedInput => ({
    ...input,
    ...(input.Key !== undefined ? { Key: base + input.Key } : {}),
    ...(input.Delete
      ? {
          Delete: {
            ...input.Delete,
            Objects: input.Delete.Objects?.map((o) => ({ ...o, Key: base + o.Key })),
          },
        }
      : {}),
  });
  const calls = Object.fromEntries(
    Object.entries(COMMANDS).map(([name, Made]) => [
      name,
      (input: KeyedInput) => client.send(new Made(under(input) as never) as never),
    ]),
  );
  return calls as unknown as S3;
}

/** S3's error names for an object or multipart upload that is not there. */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    ['NoSuchKey', 'NoSuchUpload', 'NotFound'].includes(e?.name ?? '') || e?.$metadata?.httpStatusCode === 404
  );
}

/**
 * The tus store of cluster mode: @tus/s3-store, one S3 multipart upload per tus upload under
 * `<TUBEKIT_S3_PREFIX>uploads/tus/`, so any server can take any PATCH (README "Uploads").
 * - Parts of UPLOAD_CHUNK_BYTES (8 MiB, what the site sends per PATCH): each PATCH is one
 *   part; a PATCH cut short leaves a part of what arrived, or the "incomplete part" object
 *   (`<id>.part`) under S3's 5 MiB minimum, which the next PATCH prepends.
 * - No metadata cache: the store's default caches each upload's info per process, so a
 *   process would not see another's DELETE; one GET of a small object per request instead.
 * - `remove` deletes everything of an upload, finished or not: @tus/s3-store's own aborts
 *   the multipart upload first and gives up when it is already complete, leaving the object.
 */
export class UploadS3Store extends S3Store {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #base: string;

  constructor(client: S3Client, bucket: string, base: string) {
    super({
      partSize: UPLOAD_CHUNK_BYTES,
      s3ClientConfig: { bucket },
      cache: {
        get: async () => undefined,
        set: async () => {},
        delete: async () => {},
        list: async () => [],
      },
    });
    this.client = prefixedClient(client, base);
    this.#client = client;
    this.#bucket = bucket;
    this.#base = base;
  }

  /** The object name of a finished upload's bytes (for a server-side copy or a download). */
  objectName(tusId: string): string {
    return this.#base + tusId;
  }

  /**
   * Completes the multipart upload of `tusId` when every byte is in but the completion
   * failed (S3 down at the last PATCH: HEAD then reports the whole length, and the client
   * never sends another PATCH). Nothing when it is complete already.
   */
  async ensureComplete(tusId: string, size: number): Promise<void> {
    const upload = await this.getUpload(tusId);
    if (upload.offset !== size) throw new Error(`upload ${tusId} has ${upload.offset} of ${size} bytes`);
    const head = await this.#client
      .send(new HeadObjectCommand({ Bucket: this.#bucket, Key: this.objectName(tusId) }))
      .catch((err: unknown) => {
        if (isMissing(err)) return null;
        throw err;
      });
    // An empty write at the full offset runs the store's own completion.
    if (!head) await this.write(Readable.from([]), tusId, size);
  }

  override async remove(tusId: string): Promise<void> {
    try {
      const { 'upload-id': uploadId } = await this.getMetadata(tusId);
      await this.client.abortMultipartUpload({ Bucket: this.#bucket, Key: tusId, UploadId: uploadId });
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    await this.client.deleteObjects({
      Bucket: this.#bucket,
      Delete: { Objects: [{ Key: tusId }, { Key: `${tusId}.info` }, { Key: `${tusId}.part` }], Quiet: true },
    });
  }
}
