import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VIDEO_STATUS } from '@tubekit/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { claimJob } from '../media/jobs.ts';
import type { runPipeline } from '../media/pipeline.ts';
import { mediaDir, workDir } from '../media/storage.ts';
import { STUB_RESULT } from '../media/test-support.ts';
import { Worker } from '../media/worker.ts';
import { postMultipart, testImage } from '../members/member-test-kit.ts';
import { uploadsOnWorkerEvent } from './transcode-state.ts';
import { posterName, previewFile, sourceName, tusFile } from './upload-paths.ts';
import { closeUploadApp, freshUploadApp, uploaderOf, uploadRow, uploadTestApp } from './upload-test-app.ts';
import {
  exists,
  filesBelow,
  getEdit,
  postEdit,
  startFields,
  testClip,
  uploader,
  uploadFile,
} from './upload-test-kit.ts';

/** A pipeline stand-in that publishes one file at once. */
const succeed: typeof runPipeline = async (_src, dir, mediaId) => {
  await writeFile(join(dir, `${mediaId}_sd.mp4`), 'x');
  return STUB_RESULT;
};

describe.each(testDatabases())('preview and publish ($name)', ({ open }) => {
  const fx = uploadTestApp(open);
  const member = uploaderOf(fx, 'publisher1');
  let clipNo = 0;

  /** A checked upload of a clip no other test uploads (different bytes: no duplicate). */
  const checkedUpload = async () => {
    clipNo += 1;
    const clip = await readFile(await testClip(360 + clipNo));
    const id = await uploadFile(fx, member, clip, { exclusive: '1' });
    const row = await uploadRow(fx.db, id);
    expect(row.state).toBe('checked');
    return row;
  };
  const codes = (res: { json(): unknown }) => (res.json() as { codes: unknown[] }).codes;
  /** Publishes a checked upload with candidate `preview`; drops the jobs of earlier tests. */
  const published = async (preview: string) => {
    const row = await checkedUpload();
    await postEdit(fx.app, member, { act: 'preview', upload_id: String(row.upload_id), preview });
    await postEdit(fx.app, member, { ...startFields(), act: 'publish', upload_id: String(row.upload_id) });
    const ids = await fx.db.kysely
      .selectFrom('uploads')
      .select(['media_id', 'video_id'])
      .where('upload_id', '=', row.upload_id)
      .executeTakeFirstOrThrow();
    await fx.db.kysely
      .deleteFrom('media_jobs')
      .where('media_id', '!=', ids.media_id as number)
      .execute();
    return { row, mediaId: ids.media_id as number, videoId: ids.video_id as number };
  };

  it('refuses to publish without a preview (preview_required), and an upload not yet checked (not_uploaded)', async () => {
    const row = await checkedUpload();
    const res = await postEdit(fx.app, member, {
      ...startFields(),
      act: 'publish',
      upload_id: String(row.upload_id),
    });
    expect([res.statusCode, codes(res)]).toEqual([400, [{ field: 'preview', code: 'preview_required' }]]);
    expect(
      codes(
        await postEdit(fx.app, member, { act: 'preview', upload_id: String(row.upload_id), preview: '6' }),
      ),
    ).toEqual([{ field: 'preview', code: 'preview_required' }]);
    const fresh = await postEdit(fx.app, member, startFields());
    const id = (fresh.json() as { upload_id: number }).upload_id;
    const early = await postEdit(fx.app, member, { ...startFields(), act: 'publish', upload_id: String(id) });
    expect([early.statusCode, codes(early)]).toEqual([409, [{ field: 'notify', code: 'not_uploaded' }]]);
  });

  it('takes an uploaded image as the preview, re-encoded without EXIF, and refuses what is not an image (preview_failed)', async () => {
    const row = await checkedUpload();
    const send = async (data: Buffer) => {
      return postMultipart(fx.app, '/video_edit.php', member.cookies, [
        ['act', 'preview'],
        ['csrf', member.csrf],
        ['upload_id', String(row.upload_id)],
        { name: 'file', filename: 'p.jpg', type: 'image/jpeg', data },
      ]);
    };
    const bad = await send(Buffer.from('not an image at all'));
    expect([bad.statusCode, codes(bad)]).toEqual([400, [{ field: 'file', code: 'preview_failed' }]]);
    const good = await send(await testImage(640, 360, 'jpeg', { IFD0: { Copyright: 'secret camera' } }));
    expect(good.statusCode).toBe(200);
    expect((good.json() as { upload: { preview: number } }).upload.preview).toBe(-1);
    const stored = await sharp(previewFile(fx.uploadsDir, row.upload_id, -1)).metadata();
    expect([stored.format, stored.exif]).toEqual(['jpeg', undefined]);
  });

  it('publishes a checked upload: a video in moderation, its media and job queued, the source and poster in the sources dir', async () => {
    const row = await checkedUpload();
    const chose = await postEdit(fx.app, member, {
      act: 'preview',
      upload_id: String(row.upload_id),
      preview: '2',
    });
    expect((chose.json() as { upload: { preview: number } }).upload.preview).toBe(2);
    const res = await postEdit(fx.app, member, {
      ...startFields({ title: 'Changed title', is_private: '1', categories: 'office' }),
      act: 'publish',
      upload_id: String(row.upload_id),
    });
    expect(res.statusCode).toBe(200);
    const upload = (res.json() as { upload: { state: string; video_id: number; progress: number } }).upload;
    expect([upload.state, upload.progress]).toEqual(['transcoding', 0]);
    const video = await fx.db.kysely
      .selectFrom('videos')
      .selectAll()
      .where('video_id', '=', upload.video_id)
      .executeTakeFirstOrThrow();
    expect([video.status_id, video.user_id, video.title, video.is_private, video.gender]).toEqual([
      VIDEO_STATUS.moderation,
      member.userId,
      'Changed title',
      1,
      'str',
    ]);
    expect(video.dir).toBe(`changed-title-${row.upload_id}`);
    expect(JSON.parse(video.categories_json).map((c: { dir: string }) => c.dir)).toEqual(['office']);
    const media = await fx.db.kysely
      .selectFrom('media')
      .selectAll()
      .where('media_id', '=', video.media_id as number)
      .executeTakeFirstOrThrow();
    expect([media.source_path, media.poster_source, media.content_hash]).toEqual([
      sourceName(row.upload_id),
      posterName(row.upload_id),
      row.content_hash,
    ]);
    expect(await exists(join(fx.sourcesDir, sourceName(row.upload_id)))).toBe(true);
    expect(await exists(tusFile(fx.uploadsDir, row.tus_id))).toBe(false);
    const again = await postEdit(fx.app, member, {
      ...startFields(),
      act: 'publish',
      upload_id: String(row.upload_id),
    });
    expect(again.statusCode).toBe(409);
    expect(await filesBelow(fx.mediaRoot)).toEqual([]);
  });

  it('a kill -9 mid-transcode publishes nothing; on restart the job runs again and the upload reaches moderation, the video still unlisted', async () => {
    const { row, mediaId, videoId } = await published('1');
    // The dead worker: it claimed the job, wrote half its outputs, and never came back.
    const now = Math.floor(fx.clock.now() / 1000);
    const job = await claimJob(fx.db, { now, leaseSeconds: 60 });
    expect(job?.media_id).toBe(mediaId);
    await fx.db.kysely
      .updateTable('media_jobs')
      .set({ progress: 40 })
      .where('job_id', '=', job?.job_id as number)
      .execute();
    const half = workDir(fx.mediaRoot, mediaId, 1);
    await mkdir(half, { recursive: true });
    await writeFile(join(half, `${mediaId}_sd.mp4`), 'half a file');

    const during = (await getEdit(fx.app, member, row.upload_id)).json() as {
      state: string;
      progress: number;
    };
    expect(during).toMatchObject({ state: 'transcoding', progress: 40 });
    expect(await exists(mediaDir(fx.mediaRoot, mediaId))).toBe(false);

    // The restart: the worker recovers the job (its work dir deleted) and runs it to the end.
    const worker = new Worker({
      db: fx.db,
      mediaRoot: fx.mediaRoot,
      sourcesDir: fx.sourcesDir,
      clock: fx.clock,
      runPipeline: succeed,
      onEvent: uploadsOnWorkerEvent(fx.db),
    });
    expect((await worker.recover(true)).map((j) => j.job_id)).toEqual([job?.job_id]);
    expect(await exists(half)).toBe(false);
    expect(await worker.runOnce()).toBe('done');
    const after = (await getEdit(fx.app, member, row.upload_id)).json() as {
      state: string;
      progress: number;
    };
    expect(after).toMatchObject({ state: 'moderation', progress: 100 });
    expect(await exists(mediaDir(fx.mediaRoot, mediaId))).toBe(true);
    const video = await fx.db.kysely
      .selectFrom('videos')
      .select('status_id')
      .where('video_id', '=', videoId)
      .executeTakeFirstOrThrow();
    expect(video.status_id).toBe(VIDEO_STATUS.moderation);
  });

  it('a transcode that fails for good fails the upload (upload_failed)', async () => {
    const { row } = await published('3');
    await fx.db.kysely
      .updateTable('media_jobs')
      .set({ max_attempts: 1 })
      .where('status', '=', 'queued')
      .execute();
    const worker = new Worker({
      db: fx.db,
      mediaRoot: fx.mediaRoot,
      sourcesDir: fx.sourcesDir,
      clock: fx.clock,
      runPipeline: async () => {
        throw new Error('ffmpeg exited with 1');
      },
    });
    expect(await worker.runOnce()).toBe('failed');
    const after = (await getEdit(fx.app, member, row.upload_id)).json() as { state: string; error: string };
    expect(after).toMatchObject({ state: 'failed', error: 'upload_failed' });
  });
});

describe.each(testDatabases())('a publish the disk cannot take ($name)', ({ open }) => {
  it('answers 503 upload_failed, makes no video, and leaves the upload checked to publish again', async () => {
    const fx = await freshUploadApp(open);
    const member = await uploader(fx, 'diskfull1');
    const id = await uploadFile(fx, member, await readFile(await testClip(370)), { exclusive: '1' });
    await postEdit(fx.app, member, { act: 'preview', upload_id: String(id), preview: '1' });
    // The sources dir cannot be made (a file stands in its way), as a full disk refuses it.
    await writeFile(fx.sourcesDir, 'in the way');
    const res = await postEdit(fx.app, member, { ...startFields(), act: 'publish', upload_id: String(id) });
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { error: true, codes: [{ field: 'notify', code: 'upload_failed' }] },
    ]);
    expect(await fx.db.kysely.selectFrom('videos').select('video_id').execute()).toEqual([]);
    expect(await fx.db.kysely.selectFrom('media').select('media_id').execute()).toEqual([]);
    expect((await getEdit(fx.app, member, id)).json()).toMatchObject({ state: 'checked', video_id: null });
    // Space again: the same publish goes through.
    await rm(fx.sourcesDir);
    const again = await postEdit(fx.app, member, { ...startFields(), act: 'publish', upload_id: String(id) });
    expect(again.statusCode).toBe(200);
    const list = (await getEdit(fx.app, member)).json() as {
      uploads: { upload_id: number; state: string }[];
    };
    expect(list.uploads.map((u) => [u.upload_id, u.state])).toEqual([[id, 'transcoding']]);
    await closeUploadApp(fx);
  });
});
