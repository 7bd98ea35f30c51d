import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HeadObjectCommand, ListPartsCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { STUB_RESULT } from '../media/test-support.ts';
import { Worker } from '../media/worker.ts';
import { postMultipart, testImage } from '../members/member-test-kit.ts';
import { openFileStores } from '../storage/open-store.ts';
import { s3Client } from '../storage/s3-store.ts';
import { S3UploadStorage } from './s3-upload-storage.ts';
import { objectsBelow, storeOf, testBucket } from './s3-upload-test-kit.ts';
import { RECEIVING_MAX_SECONDS } from './stale-uploads.ts';
import { uploadsOnWorkerEvent } from './transcode-state.ts';
import { posterName, previewUrl, sourceName } from './upload-paths.ts';
import { closeUploadApp, uploadRow } from './upload-test-app.ts';
import {
  filesBelow,
  getEdit,
  postEdit,
  seedUploadDirs,
  startFields,
  testClip,
  tusCreate,
  tusPatch,
  type Uploader,
  type UploadFixture,
  uploadApp,
  uploader,
  uploadFile,
} from './upload-test-kit.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases())(
  'member uploads on S3: checks, previews, publishing, sweeps ($name)',
  ({ open }) => {
    const bucket = testBucket();
    let fx: UploadFixture;
    let ann: Uploader;
    let clipNo = 0;

    beforeAll(async () => {
      const db = await open();
      await seedUploadDirs(db);
      fx = await uploadApp(db, { s3: bucket.config });
      ann = await uploader(fx, 's3flow');
    });
    afterAll(async () => {
      if (fx) await closeUploadApp(fx);
    });

    /** The bytes of a clip no other test uploads (no duplicate), and its checked upload. */
    const checkedUpload = async () => {
      clipNo += 1;
      const bytes = await readFile(await testClip(360 + clipNo));
      const uploadId = await uploadFile(fx, ann, bytes, { exclusive: '1' });
      return { bytes, row: await uploadRow(fx.db, uploadId) };
    };
    const tusObjects = () => objectsBelow(bucket.config, 'uploads/tus');

    it('publishes a checked upload by copying it to its source key with the chosen preview as poster, deletes the upload objects, and a worker takes it to moderation from the bucket', async () => {
      const { bytes, row } = await checkedUpload();
      expect([row.state, row.content_hash]).toEqual(['checked', sha256(bytes)]);
      expect(await tusObjects()).toContain(`uploads/tus/${row.tus_id}`);
      await postEdit(fx.app, ann, { act: 'preview', upload_id: String(row.upload_id), preview: '2' });
      const res = await postEdit(fx.app, ann, {
        ...startFields(),
        act: 'publish',
        upload_id: String(row.upload_id),
      });
      expect(res.statusCode).toBe(200);
      const after = await uploadRow(fx.db, row.upload_id);
      expect(after.state).toBe('transcoding');
      const media = await fx.db.kysely
        .selectFrom('media')
        .select(['source_path', 'poster_source'])
        .where('media_id', '=', after.media_id as number)
        .executeTakeFirstOrThrow();
      expect(media).toEqual({
        source_path: sourceName(row.upload_id),
        poster_source: posterName(row.upload_id),
      });
      const sources = storeOf(bucket.config, 'sources/');
      expect(sha256((await sources.readBytes(sourceName(row.upload_id))) ?? Buffer.alloc(0))).toBe(
        sha256(bytes),
      );
      const uploads = storeOf(bucket.config, 'uploads/');
      expect(await sources.readBytes(posterName(row.upload_id))).toEqual(
        await uploads.readBytes(`work/${row.upload_id}/2.jpg`),
      );
      expect((await tusObjects()).filter((key) => key.includes(row.tus_id))).toEqual([]);
      expect(await filesBelow(fx.uploadsDir)).toEqual([]);
      expect(await filesBelow(fx.sourcesDir)).toEqual([]);

      // A worker transcodes the source from the bucket and the upload reaches moderation.
      let transcoded = '';
      const worker = new Worker({
        db: fx.db,
        mediaRoot: fx.mediaRoot,
        sourcesDir: fx.sourcesDir,
        clock: fx.clock,
        stores: openFileStores({ ...fx, s3: bucket.config }),
        runPipeline: async (source, dir, mediaId) => {
          transcoded = sha256(await readFile(source));
          await writeFile(join(dir, `${mediaId}_sd.mp4`), 'x');
          return STUB_RESULT;
        },
        onEvent: uploadsOnWorkerEvent(fx.db),
      });
      expect(await worker.runOnce()).toBe('done');
      expect(transcoded).toBe(sha256(bytes));
      expect((await getEdit(fx.app, ann, row.upload_id)).json()).toMatchObject({ state: 'moderation' });
    });

    it('keeps an uploaded preview image in the bucket and serves it', async () => {
      const { row } = await checkedUpload();
      const sent = await postMultipart(fx.app, '/video_edit.php', ann.cookies, [
        ['act', 'preview'],
        ['csrf', ann.csrf],
        ['upload_id', String(row.upload_id)],
        { name: 'file', filename: 'p.jpg', type: 'image/jpeg', data: await testImage(640, 360) },
      ]);
      expect(sent.statusCode).toBe(200);
      const served = await fx.app.inject({
        method: 'GET',
        url: previewUrl(row.upload_id, -1),
        headers: { cookie: ann.cookies },
      });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
      expect(await filesBelow(fx.uploadsDir)).toEqual([]);
    });

    it('refuses a duplicate checked from the bucket and deletes its objects', async () => {
      const { bytes } = await checkedUpload();
      const again = await uploadFile(fx, ann, bytes, { exclusive: '1' });
      const row = await uploadRow(fx.db, again);
      expect([row.state, row.error]).toEqual(['refused', 'duplicate']);
      expect((await tusObjects()).filter((key) => key.includes(row.tus_id))).toEqual([]);
    });

    it('copies an upload past CopyObject limit as UploadPartCopy ranges', async () => {
      const storage = new S3UploadStorage(bucket.config, fx.uploadsDir, {
        copyObjectMaxBytes: 1,
        copyPartBytes: 100_000,
      });
      const { bytes, row } = await checkedUpload();
      await storage.placeSource(row, 1, 'big-copy', 'big-copy-poster.jpg');
      const sources = storeOf(bucket.config, 'sources/');
      expect(sha256((await sources.readBytes('big-copy')) ?? Buffer.alloc(0))).toBe(sha256(bytes));
      expect(await sources.stat('big-copy-poster.jpg')).not.toBeNull();
    });

    it('ends an upload receiving for a week: its objects deleted, its multipart upload aborted', async () => {
      const start = await postEdit(fx.app, ann, startFields({ size: '10' }));
      const uploadId = (start.json() as { upload_id: number }).upload_id;
      const location = String((await tusCreate(fx.app, ann, uploadId, 10)).headers.location);
      expect((await tusPatch(fx.app, ann, location, 0, Buffer.from('0123'))).statusCode).toBe(204);
      const { tus_id: tusId } = await uploadRow(fx.db, uploadId);
      // Its info, and the 4 bytes as the incomplete part (under S3's 5 MiB part minimum).
      expect((await tusObjects()).filter((key) => key.includes(tusId))).toEqual([
        `uploads/tus/${tusId}.info`,
        `uploads/tus/${tusId}.part`,
      ]);
      const client = s3Client(bucket.config);
      const Key = `${bucket.config.prefix}uploads/tus/${tusId}`;
      const info = await client.send(
        new HeadObjectCommand({ Bucket: bucket.config.bucket, Key: `${Key}.info` }),
      );
      const UploadId = info.Metadata?.['upload-id'];
      expect(UploadId).toBeTruthy();

      fx.clock.advance(RECEIVING_MAX_SECONDS * 1000);
      // Starting an upload sweeps first (a member signed in now: the week ended ann's session).
      const later = await uploader(fx, 's3later');
      expect((await postEdit(fx.app, later, startFields({ size: '10' }))).statusCode).toBe(200);
      const row = await uploadRow(fx.db, uploadId);
      expect([row.state, row.error]).toEqual(['failed', 'not_uploaded']);
      expect((await tusObjects()).filter((key) => key.includes(tusId))).toEqual([]);
      await expect(
        client.send(new ListPartsCommand({ Bucket: bucket.config.bucket, Key, UploadId })),
      ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    });
  },
);
