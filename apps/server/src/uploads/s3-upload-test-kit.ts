import './s3rver-multipart-test-kit.ts';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { runTool } from '../media/ffmpeg-run.ts';
import type { S3Config } from '../storage/s3-config.ts';
import { S3Store, s3Client } from '../storage/s3-store.ts';
import { startTestS3 } from '../storage/s3-test-kit.ts';

/**
 * Registers the hooks that run one s3rver (with ListParts and AbortMultipartUpload, which
 * @tus/s3-store needs: s3rver-multipart-test-kit.ts) for the surrounding suite, its objects
 * under the prefix `site1/` as a shared bucket would have them. Read `config` inside tests.
 */
export function testBucket(): { config: S3Config } {
  const bucket = { config: {} as S3Config };
  let close = async () => {};
  beforeAll(async () => {
    const s3 = await startTestS3({ prefix: 'site1/' });
    bucket.config = s3.config;
    close = s3.close;
  });
  afterAll(() => close());
  return bucket;
}

/** The keys of the objects below `<prefix>` + `under` (e.g. `uploads/tus`), relative to it. */
export function objectsBelow(config: S3Config, under: string): Promise<string[]> {
  return new S3Store(s3Client(config), config, config.prefix).list(under);
}

/** A store over `<prefix>` + `base` of the bucket (`sources/`), to read what publishing put there. */
export function storeOf(config: S3Config, base: string): S3Store {
  return new S3Store(s3Client(config), config, config.prefix + base);
}

let big: Promise<string> | null = null;

/**
 * A 360 s test clip of about 11 MB (lossless testsrc at 10 fps): more than one 8 MiB part
 * of the S3 multipart upload and more than S3's 5 MiB minimum part, so the PATCHes cover
 * whole parts, the "incomplete part" and the last part. Made once per test file.
 */
export function bigClip(): Promise<string> {
  big ??= mkdtemp(join(tmpdir(), 'tk-s3clip-')).then(async (dir) => {
    const out = join(dir, 'big.mp4');
    await runTool('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '360'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-g', '50', '-pix_fmt', 'yuv420p', out],
    ]);
    return out;
  });
  return big;
}
