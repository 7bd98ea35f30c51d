import { readFileSync } from 'node:fs';
import './s3rver-multipart-test-kit.ts';
// s3rver is CommonJS without types: its default export is the server class.
// @ts-expect-error no type declarations
import S3rver from 's3rver';

/**
 * s3rver as its own process for end-to-end runs (the cluster test), with the multipart
 * calls member uploads need and its CLI lacks (ListParts, AbortMultipartUpload,
 * UploadPartCopy: s3rver-multipart-test-kit.ts). Never for production: a real provider is.
 *
 *   node apps/server/src/uploads/s3rver-test-server.ts <dir> <address> <port> <bucket> [cors.xml]
 *
 * Prints `s3rver listening on <address>:<port>` once it answers; SIGTERM/SIGINT stop it.
 */
const [directory, address, port, bucket, cors] = process.argv.slice(2);
if (!directory || !address || !port || !bucket) {
  console.error('usage: s3rver-test-server.ts <dir> <address> <port> <bucket> [cors.xml]');
  process.exit(2);
}
const server = new S3rver({
  address,
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: cors ? [readFileSync(cors, 'utf8')] : [] }],
});
await server.run();
console.log(`s3rver listening on ${address}:${port}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
