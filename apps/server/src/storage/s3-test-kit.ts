import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver is CommonJS without types: its default export is the server class.
// @ts-expect-error no type declarations
import S3rver from 's3rver';
import { freePort } from '../cluster/redis-test-kit.ts';
import type { S3Config } from './s3-config.ts';

/** Lets any origin GET and HEAD with Range, as a site's bucket CORS rule would (README "S3 storage"). */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>
<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>Content-Range</ExposeHeader>
<ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

/**
 * Starts s3rver in this process on a free loopback port, with its data in a fresh temp dir
 * and one empty bucket, and returns the `Config['s3']` that reaches it (path-style, any
 * credentials: s3rver does not check them). `close()` stops it and deletes its data.
 */
export async function startTestS3(options: { bucket?: string; prefix?: string } = {}): Promise<{
  config: S3Config;
  close(): Promise<void>;
}> {
  const directory = await mkdtemp(join(tmpdir(), 'tubekit-s3-'));
  const bucket = options.bucket ?? 'tubekit-test';
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: options.prefix ?? '',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The TUBEKIT_S3_* environment of a test bucket, for tests that build the app from env. */
export function s3Env(config: S3Config): Record<string, string> {
  return {
    TUBEKIT_S3_BUCKET: config.bucket,
    TUBEKIT_S3_ENDPOINT: config.endpoint ?? '',
    TUBEKIT_S3_REGION: config.region,
    TUBEKIT_S3_ACCESS_KEY_ID: config.accessKeyId ?? '',
    TUBEKIT_S3_SECRET_ACCESS_KEY: config.secretAccessKey ?? '',
    TUBEKIT_S3_FORCE_PATH_STYLE: config.forcePathStyle ? '1' : '0',
    TUBEKIT_S3_PREFIX: config.prefix,
    ...(config.publicUrl ? { TUBEKIT_MEDIA_URL: config.publicUrl } : {}),
  };
}
