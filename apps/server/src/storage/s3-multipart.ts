import { open } from 'node:fs/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

/** S3's smallest part (but the last) is 5 MiB and an upload has at most 10,000 parts. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;

/**
 * Uploads a local file as one object in parts (CreateMultipartUpload, UploadPart,
 * CompleteMultipartUpload), one part in memory at a time. On failure the upload is aborted,
 * so no orphan parts are billed (a crash leaves them to the bucket's lifecycle rule for
 * incomplete uploads, README "S3 storage").
 */
export async function putMultipart(
  client: S3Client,
  target: { Bucket: string; Key: string; ContentType?: string | undefined },
  localPath: string,
  size: number,
  preferredPartBytes: number,
): Promise<void> {
  const partBytes = Math.max(MIN_PART_BYTES, preferredPartBytes, Math.ceil(size / MAX_PARTS));
  const { UploadId } = await client.send(new CreateMultipartUploadCommand(target));
  const file = await open(localPath, 'r');
  try {
    const parts: { ETag: string; PartNumber: number }[] = [];
    for (let offset = 0, PartNumber = 1; offset < size; offset += partBytes, PartNumber += 1) {
      const length = Math.min(partBytes, size - offset);
      const Body = Buffer.alloc(length);
      await file.read(Body, 0, length, offset);
      const { ETag } = await client.send(
        new UploadPartCommand({
          Bucket: target.Bucket,
          Key: target.Key,
          UploadId,
          PartNumber,
          Body,
          ContentLength: length,
        }),
      );
      parts.push({ ETag: ETag ?? '', PartNumber });
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: target.Bucket,
        Key: target.Key,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (err) {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: target.Bucket, Key: target.Key, UploadId }))
      .catch(() => {});
    throw err;
  } finally {
    await file.close();
  }
}
