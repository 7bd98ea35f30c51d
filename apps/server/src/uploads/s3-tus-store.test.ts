import { Readable } from 'node:stream';
import type { Part } from '@aws-sdk/client-s3';
import { Upload } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { s3Client } from '../storage/s3-store.ts';
import { UploadS3Store } from './s3-tus-store.ts';
import { objectsBelow, storeOf, testBucket } from './s3-upload-test-kit.ts';

/** A store whose first completion of a multipart upload fails, as when S3 is down then. */
class FirstCompletionFails extends UploadS3Store {
  failed = false;
  protected override async finishMultipartUpload(
    metadata: Parameters<UploadS3Store['finishMultipartUpload']>[0],
    parts: Part[],
  ) {
    if (!this.failed) {
      this.failed = true;
      throw new Error('S3 unavailable');
    }
    return super.finishMultipartUpload(metadata, parts);
  }
}

describe('the tus store on S3', () => {
  const bucket = testBucket();
  const storeFor = <T extends UploadS3Store>(
    Made: new (...args: ConstructorParameters<typeof UploadS3Store>) => T,
  ) => new Made(s3Client(bucket.config), bucket.config.bucket, `${bucket.config.prefix}uploads/tus/`);
  const bytes = Buffer.from('0123456789');

  it('keeps every object of an upload under <prefix>uploads/tus/ and removes them all, finished or not', async () => {
    const store = storeFor(UploadS3Store);
    await store.create(new Upload({ id: 'aaaa', size: 10, offset: 0 }));
    expect(await store.write(Readable.from([bytes.subarray(0, 4)]), 'aaaa', 0)).toBe(4);
    await store.create(new Upload({ id: 'bbbb', size: 10, offset: 0 }));
    expect(await store.write(Readable.from([bytes]), 'bbbb', 0)).toBe(10);
    expect(await objectsBelow(bucket.config, 'uploads/tus')).toEqual([
      'uploads/tus/aaaa.info',
      'uploads/tus/aaaa.part',
      'uploads/tus/bbbb',
      'uploads/tus/bbbb.info',
    ]);
    // @tus/s3-store's own remove gives up on a finished upload (its multipart upload is gone).
    await store.remove('aaaa');
    await store.remove('bbbb');
    await store.remove('never-made');
    expect(await objectsBelow(bucket.config, 'uploads/tus')).toEqual([]);
  });

  it('completes an upload whose every part is in but whose completion failed, before its checks read it', async () => {
    const store = storeFor(FirstCompletionFails);
    await store.create(new Upload({ id: 'cccc', size: 10, offset: 0 }));
    await expect(store.write(Readable.from([bytes]), 'cccc', 0)).rejects.toThrow('S3 unavailable');
    // HEAD reports every byte: the client sends no more PATCHes.
    expect((await store.getUpload('cccc')).offset).toBe(10);
    expect(await storeOf(bucket.config, 'uploads/tus/').stat('cccc')).toBeNull();
    await store.ensureComplete('cccc', 10);
    expect(await storeOf(bucket.config, 'uploads/tus/').readBytes('cccc')).toEqual(bytes);
    // Nothing more to do the second time; a size the parts do not reach is refused.
    await store.ensureComplete('cccc', 10);
    await expect(store.ensureComplete('cccc', 11)).rejects.toThrow(/10 of 11/);
  });
});
