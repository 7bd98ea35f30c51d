import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
// s3rver is CommonJS without types: its default export is the server class.
// @ts-expect-error no type declarations
import S3rver from 's3rver';

/** The bits of a Koa context the handlers below read and write. */
interface KoaContext {
  method: string;
  headers: Record<string, string | undefined>;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rverInstance {
  middleware: Middleware[];
  store: { rootDirectory: string; getResourcePath(bucket: string, key: string, resource: string): string };
}

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

function noSuchUpload(ctx: KoaContext, uploadId: string): void {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`;
}

/** ListParts: the part files s3rver keeps (`<n>` and `<n>.md5`) while the upload is open. */
async function listParts(ctx: KoaContext, dir: string, bucket: string, key: string, uploadId: string) {
  const names = (await readdir(dir)).filter((n) => /^\d+$/.test(n)).sort((a, b) => Number(a) - Number(b));
  const parts = await Promise.all(
    names.map(async (n) => {
      const [info, md5] = await Promise.all([stat(join(dir, n)), readFile(join(dir, `${n}.md5`), 'utf8')]);
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`;
    }),
  );
  ctx.status = 200;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult xmlns="${XMLNS}"><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated><MaxParts>10000</MaxParts>${parts.join('')}</ListPartsResult>`;
}

/** UploadPartCopy: a byte range of an object as part `n` (publishing an upload past 5 GiB). */
async function copyPart(ctx: KoaContext, server: S3rverInstance, dir: string, n: string, source: string) {
  const [, bucket = '', key = ''] = /^\/?([^/]+)\/(.+)$/.exec(decodeURIComponent(source)) ?? [];
  const range = /^bytes=(\d+)-(\d+)$/.exec(ctx.headers['x-amz-copy-source-range'] ?? '');
  const object = await readFile(server.store.getResourcePath(bucket, key, 'object'));
  const bytes = range ? object.subarray(Number(range[1]), Number(range[2]) + 1) : object;
  const md5 = createHash('md5').update(bytes).digest('hex');
  await writeFile(join(dir, n), bytes);
  await writeFile(join(dir, `${n}.md5`), md5);
  ctx.status = 200;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<CopyPartResult xmlns="${XMLNS}"><ETag>"${md5}"</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyPartResult>`;
}

/**
 * s3rver 3.7 has multipart uploads without ListParts (GET `<key>?uploadId=`) and
 * AbortMultipartUpload (DELETE `<key>?uploadId=`), which every S3 we name in the README
 * answers and @tus/s3-store needs (the offset of an upload is the sum of its parts), nor
 * UploadPartCopy (publishing an upload past CopyObject's 5 GiB). This adds them in front of
 * its routes, over the part files its store keeps in
 * `<bucket>/._S3rver_uploads/<uploadId>/`. Test servers only: it patches S3rver's `run`,
 * so every s3rver started after the import (storage/s3-test-kit.ts's) has them.
 */
function install(server: S3rverInstance): void {
  const root = server.store.rootDirectory;
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    const method = ctx.method;
    const source = ctx.headers['x-amz-copy-source'];
    const partCopy = method === 'PUT' && ctx.query.partNumber !== undefined && source !== undefined;
    if (
      !uploadId ||
      !match ||
      (!partCopy && ('partNumber' in ctx.query || (method !== 'GET' && method !== 'DELETE')))
    )
      return next();
    const [, bucket = '', key = ''] = match;
    const dir = join(root, bucket, '._S3rver_uploads', uploadId);
    if (!(await stat(dir).catch(() => null))) return noSuchUpload(ctx, uploadId);
    if (partCopy) return copyPart(ctx, server, dir, ctx.query.partNumber ?? '', source);
    if (method === 'GET') return listParts(ctx, dir, bucket, decodeURIComponent(key), uploadId);
    await rm(dir, { recursive: true, force: true });
    ctx.status = 204;
  });
}

const proto = S3rver.prototype as { run: (...args: unknown[]) => unknown; multipartListing?: boolean };
if (!proto.multipartListing) {
  const run = proto.run;
  proto.run = function (this: S3rverInstance, ...args: unknown[]) {
    install(this);
    return run.apply(this, args);
  };
  proto.multipartListing = true;
}
