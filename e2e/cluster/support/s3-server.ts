// The cluster's S3-compatible server, run as a child process until it is killed:
//   node s3-server.ts <port> <directory> <bucket> <cors.xml>
// s3rver (apps/server's dev dependency) with the calls the server's test kit adds to it
// (ListParts, AbortMultipartUpload, UploadPartCopy: @tus/s3-store and publishing need them),
// so uploads meet the same S3 here as in the server's own tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import '../../../apps/server/src/uploads/s3rver-multipart-test-kit.ts';

const S3rver = createRequire(new URL('../../../apps/server/package.json', import.meta.url))('s3rver');
const [port, directory, bucket, cors] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [readFileSync(cors ?? '', 'utf8')] }],
});
await server.run();
console.log(`[s3rver] listening on 127.0.0.1:${port}, bucket ${bucket}`);
