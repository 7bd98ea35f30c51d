import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { UPLOAD_RULES, UPLOAD_TUS_PATH } from '@tubekit/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type RedisSharedState, redisSharedState } from '../cluster/redis-shared-state.ts';
import { describeWithRedis, redisServer } from '../cluster/redis-test-kit.ts';
import { openDatabase } from '../db/connect.ts';
import { listenLocal } from '../test/raw-http.ts';
import { bigClip, objectsBelow, testBucket } from './s3-upload-test-kit.ts';
import { send } from './socket-test-kit.ts';
import { previewUrl } from './upload-paths.ts';
import { closeUploadApp, uploadRow } from './upload-test-app.ts';
import {
  filesBelow,
  postEdit,
  removeDir,
  seedUploadDirs,
  startFields,
  tusCreate,
  tusHeaders,
  tusPatch,
  type Uploader,
  type UploadFixture,
  uploadApp,
  uploader,
} from './upload-test-kit.ts';

// Two servers with their own data dirs, sharing a database, Redis (the PATCH leases) and a
// bucket: what two machines of a cluster share. Nothing of an upload may be on either's disk.
describeWithRedis('member uploads on S3 through two servers sharing Redis', () => {
  const redis = redisServer();
  const bucket = testBucket();
  const states: RedisSharedState[] = [];
  let one: UploadFixture;
  let two: UploadFixture;
  let ann: Uploader;
  let peek: Redis;
  const prefix = `s3tus${randomUUID().slice(0, 8)}:`;

  beforeAll(async () => {
    peek = new Redis(redis.url);
    for (let i = 0; i < 2; i++) states.push(await redisSharedState(redis.url, { prefix }));
    const db = await openDatabase({ sqlitePath: ':memory:' });
    await seedUploadDirs(db);
    one = await uploadApp(db, { shared: states[0], s3: bucket.config });
    two = await uploadApp(db, { clock: one.clock, shared: states[1], s3: bucket.config });
    ann = await uploader(one, 's3ann');
  });
  afterAll(async () => {
    if (two) {
      await two.app.close();
      await removeDir(two.dataDir);
    }
    if (one) await closeUploadApp(one);
    for (const state of states) await state.close();
    peek?.disconnect();
  });

  const started = async (size: number, fields: Record<string, string> = {}) => {
    const res = await postEdit(one.app, ann, startFields({ size: String(size), ...fields }));
    expect(res.statusCode).toBe(200);
    return (res.json() as { upload_id: number }).upload_id;
  };

  it('takes an upload whose PATCHes break and resume on the other server, checks it from the bucket, and serves its previews from either', async () => {
    const bytes = await readFile(await bigClip());
    expect(bytes.length).toBeGreaterThan(8 * 1024 ** 2);
    const uploadId = await started(bytes.length, { exclusive: '1' });
    const ports = [await listenLocal(one.app), await listenLocal(two.app)] as const;
    const metadata = `upload_id ${Buffer.from(String(uploadId)).toString('base64')}`;
    const created = await send(ports[0], 'POST', UPLOAD_TUS_PATH, {
      ...tusHeaders(ann, { 'upload-length': String(bytes.length), 'upload-metadata': metadata }),
    });
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    const patch = (port: number, offset: number, cut?: number) =>
      send(
        port,
        'PATCH',
        location,
        tusHeaders(ann, {
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bytes.length - offset),
        }),
        bytes.subarray(offset),
        cut,
      );
    const head = async (port: number) =>
      Number((await send(port, 'HEAD', location, tusHeaders(ann))).headers['upload-offset']);

    // As tus-js-client does after a break: HEAD, then PATCH from there; 423 while the server
    // that lost the connection still stores what it got, 409 if HEAD asked before it was done.
    const resume = (port: number, cut?: number) =>
      vi.waitFor(
        async () => {
          const offset = await head(port);
          const answer = await patch(port, offset, cut === undefined ? undefined : cut - offset);
          expect([423, 409]).not.toContain(answer.status);
          return { offset, answer };
        },
        { timeout: 30_000, interval: 200 },
      );

    // Server one gets about 3 MB, then the connection drops (under S3's 5 MiB part minimum).
    await patch(ports[0], 0, 3_000_000);
    // Server two goes on from HEAD's offset and drops after about 9 MB (a whole 8 MiB part).
    const second = await resume(ports[1], 9_000_000);
    expect(second.offset).toBeLessThanOrEqual(3_000_000);
    expect((await uploadRow(one.db, uploadId)).state).toBe('receiving');
    // Server two takes the rest too: the last byte moves the upload on, though server one
    // made it and took its first bytes (its checks run in server two's queue here).
    const last = await resume(ports[1]);
    expect(last.offset).toBeGreaterThanOrEqual(second.offset);
    expect(last.offset).toBeLessThanOrEqual(9_000_000);
    expect([last.answer.status, last.answer.headers['upload-offset']]).toEqual([204, String(bytes.length)]);
    await two.app.uploadChecks.idle();

    const row = await uploadRow(one.db, uploadId);
    expect([row.state, row.error, row.previews_count]).toEqual(['checked', '', 5]);
    expect(row.content_hash).toBe(createHash('sha256').update(bytes).digest('hex'));
    // The bytes and previews are objects; the check's download and frames are gone.
    const objects = await objectsBelow(bucket.config, 'uploads');
    expect(objects).toContain(`uploads/tus/${row.tus_id}`);
    for (let n = 1; n <= 5; n++) expect(objects).toContain(`uploads/work/${uploadId}/${n}.jpg`);
    expect(await filesBelow(one.uploadsDir)).toEqual([]);
    expect(await filesBelow(two.uploadsDir)).toEqual([]);

    // Server one, which ran no check, serves a preview the checks made on server two.
    const preview = await one.app.inject({
      method: 'GET',
      url: previewUrl(uploadId, 3),
      headers: { cookie: ann.cookies },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('refuses a PATCH on one server (423) while the other receives the same upload, then takes the rest', async () => {
    const uploadId = await started(10);
    const location = String((await tusCreate(one.app, ann, uploadId, 10)).headers.location);
    const body = new PassThrough();
    const firstAnswer = one.app.inject({
      method: 'PATCH',
      url: location,
      headers: tusHeaders(ann, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      payload: body,
    });
    body.write('01234');
    // Server one holds the upload's lease on Redis once its PATCH is under way.
    const tusId = location.split('/').pop() ?? '';
    await vi.waitFor(async () => expect(await peek.exists(`${prefix}lease:tus:${tusId}`)).toBe(1), {
      timeout: 10_000,
    });
    expect((await tusPatch(two.app, ann, location, 0, Buffer.from('0123456789'))).statusCode).toBe(423);
    body.end('56');
    expect((await firstAnswer).statusCode).toBe(204);
    const rest = await tusPatch(two.app, ann, location, 7, Buffer.from('789'));
    expect([rest.statusCode, rest.headers['upload-offset']]).toEqual([204, '10']);
    expect((await uploadRow(one.db, uploadId)).state).not.toBe('receiving');
  });

  it('takes an Upload-Length of exactly 10 GB and refuses one byte more (413)', async () => {
    const id = await started(UPLOAD_RULES.maxBytes);
    expect((await tusCreate(two.app, ann, id, UPLOAD_RULES.maxBytes)).statusCode).toBe(201);
    const other = await started(1);
    expect((await tusCreate(two.app, ann, other, UPLOAD_RULES.maxBytes + 1)).statusCode).toBe(413);
  });

  it('refuses a PATCH body one byte past Upload-Length (413), declared or streamed, and takes exactly the rest', async () => {
    const uploadId = await started(10);
    const location = String((await tusCreate(one.app, ann, uploadId, 10)).headers.location);
    expect((await tusPatch(two.app, ann, location, 0, Buffer.from('0123'))).statusCode).toBe(204);
    expect((await tusPatch(one.app, ann, location, 4, Buffer.from('4567890'))).statusCode).toBe(413);
    const streamed = new PassThrough();
    const answer = two.app.inject({
      method: 'PATCH',
      url: location,
      headers: tusHeaders(ann, { 'upload-offset': '4', 'content-type': 'application/offset+octet-stream' }),
      payload: streamed,
    });
    streamed.end('4567890');
    expect((await answer).statusCode).toBe(413);
    const head = await one.app.inject({ method: 'HEAD', url: location, headers: tusHeaders(ann) });
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(4);
    const done = await tusPatch(one.app, ann, location, offset, Buffer.from('0123456789').subarray(offset));
    expect([done.statusCode, done.headers['upload-offset']]).toEqual([204, '10']);
  });
});
