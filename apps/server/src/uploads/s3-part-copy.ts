import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  type S3Client,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';

/** The largest object one CopyObject may copy (S3's limit; R2, MinIO, Ceph alike). */
export const COPY_OBJECT_MAX_BYTES = 5 * 1024 ** 3;
/** The ranges of a part copy: 1 GiB parts, 10 of them for a 10 GB upload. */
const COPY_PART_BYTES = 1024 ** 3;

/**
 * Server-side copy of object `from` (of `size` bytes) to `to` in one bucket, for objects
 * past COPY_OBJECT_MAX_BYTES: a multipart upload whose parts are UploadPartCopy ranges of
 * the source, so no byte passes through us. Aborted on failure (no parts left billed).
 */
export async function copyInParts(
  client: S3Client,
  bucket: string,
  from: string,
  to: string,
  size: number,
  partBytes = COPY_PART_BYTES,
): Promise<void> {
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: to }));
  const CopySource = `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
  try {
    const parts: { ETag: string; PartNumber: number }[] = [];
    for (let start = 0, PartNumber = 1; start < size; start += partBytes, PartNumber++) {
      const end = Math.min(size, start + partBytes) - 1;
      const answer = await client.send(
        new UploadPartCopyCommand({
          Bucket: bucket,
          Key: to,
          UploadId,
          PartNumber,
          CopySource,
          CopySourceRange: `bytes=${start}-${end}`,
        }),
      );
      parts.push({ ETag: answer.CopyPartResult?.ETag ?? '', PartNumber });
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: to,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (err) {
    await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: to, UploadId })).catch(() => {});
    throw err;
  }
}
