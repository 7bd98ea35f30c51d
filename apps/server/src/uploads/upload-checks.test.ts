import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Updateable } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UploadsTable } from '../db/schema-uploads.ts';
import { testDatabases } from '../db/test-databases.ts';
import { FfmpegError } from '../media/ffmpeg-run.ts';
import type { NearDuplicates } from './near-duplicates.ts';
import { checkUpload } from './upload-checks.ts';
import { previewFile, tusFile } from './upload-paths.ts';
import {
  closeUploadApp,
  freshUploadApp,
  reopenUploadApp,
  uploaderOf,
  uploadRow,
  uploadTestApp,
} from './upload-test-app.ts';
import {
  exists,
  filesBelow,
  getEdit,
  postEdit,
  startFields,
  testClip,
  tusCreate,
  type UploadFixture,
  uploader,
  uploadFile,
} from './upload-test-kit.ts';

/** The near-duplicate lookup of these tests: whatever `nearMatch` holds. */
let nearMatch: Awaited<ReturnType<NearDuplicates>> = null;

describe.each(testDatabases())('the checks after the last byte ($name)', ({ open }) => {
  const fx = uploadTestApp(open, { nearDuplicates: async () => nearMatch });
  const member = uploaderOf(fx, 'checker1');
  beforeEach(async () => {
    nearMatch = null;
    await fx.db.kysely.deleteFrom('uploads').execute();
  });

  const upload = async (clip: string, fields: Record<string, string> = {}) => {
    return uploadRow(fx.db, await uploadFile(fx, member, await readFile(clip), fields));
  };

  it('refuses an exclusive 359 s video (too_short) and takes a 360 s one', async () => {
    const short = await upload(await testClip(359), { exclusive: '1' });
    expect([short.state, short.error]).toEqual(['refused', 'too_short']);
    // A refusal is final: its bytes are deleted.
    expect(await exists(tusFile(fx.uploadsDir, short.tus_id))).toBe(false);
    const ok = await upload(await testClip(360), { exclusive: '1', duration: '360' });
    expect([ok.state, ok.error, ok.duration, ok.previews_count]).toEqual(['checked', '', 360, 5]);
    expect(ok.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a non-exclusive 599 s video (too_short) and takes a 600 s one', async () => {
    const short = await upload(await testClip(599), { exclusive: '0' });
    expect([short.state, short.error]).toEqual(['refused', 'too_short']);
    const ok = await upload(await testClip(600), { exclusive: '0' });
    expect([ok.state, ok.duration]).toEqual(['checked', 600]);
  });

  it('refuses a truncated file as damaged', async () => {
    const whole = await readFile(await testClip(360));
    const cut = join(fx.dataDir, 'cut.mp4');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const row = await upload(cut, { exclusive: '1' });
    expect([row.state, row.error]).toEqual(['refused', 'damaged']);
  });

  it('fails an upload whose bytes are not there (upload_failed), never refusing it as damaged', async () => {
    const start = await postEdit(fx.app, member, startFields({ size: '10' }));
    const uploadId = (start.json() as { upload_id: number }).upload_id;
    await tusCreate(fx.app, member, uploadId, 10);
    const { tus_id: tusId } = await uploadRow(fx.db, uploadId);
    await rm(tusFile(fx.uploadsDir, tusId));
    await fx.db.kysely
      .updateTable('uploads')
      .set({ state: 'checking' })
      .where('upload_id', '=', uploadId)
      .execute();
    const ctx = { db: fx.db, uploadsDir: fx.uploadsDir, now: () => 1, nearDuplicates: async () => null };
    await expect(checkUpload(ctx, uploadId)).rejects.toThrow(/no file/);
    const row = await uploadRow(fx.db, uploadId);
    expect([row.state, row.error]).toEqual(['failed', 'upload_failed']);
  });

  it('refuses a file whose duration is not the one the browser read (damaged)', async () => {
    const row = await upload(await testClip(360), { exclusive: '1', duration: '420' });
    expect([row.state, row.error]).toEqual(['refused', 'damaged']);
  });

  it('refuses the exact same bytes as an earlier upload (duplicate)', async () => {
    const clip = await testClip(360);
    expect((await upload(clip, { exclusive: '1' })).state).toBe('checked');
    const again = await upload(clip, { exclusive: '1' });
    expect([again.state, again.error]).toEqual(['refused', 'duplicate']);
  });

  it('refuses the same bytes as a media source (duplicate)', async () => {
    const first = await upload(await testClip(360), { exclusive: '1' });
    await fx.db.kysely.deleteFrom('uploads').execute();
    await fx.db.kysely
      .insertInto('media')
      .values({
        source_path: 'x.mp4',
        status: 'ready',
        duration: 360,
        width: 160,
        height: 120,
        vr: '',
        formats: '',
        timelines_count: 0,
        timelines_interval: 0,
        screenshots_count: 0,
        created_at: 0,
        content_hash: first.content_hash,
      })
      .execute();
    const again = await upload(await testClip(360), { exclusive: '1' });
    expect([again.state, again.error]).toEqual(['refused', 'duplicate']);
    await fx.db.kysely.deleteFrom('media').execute();
  });

  it('writes five candidate previews in the upload folder, none under the media root, and serves them to the owner', async () => {
    const row = await upload(await testClip(360), { exclusive: '1' });
    for (let n = 1; n <= 5; n++)
      expect(await exists(previewFile(fx.uploadsDir, row.upload_id, n))).toBe(true);
    expect(await filesBelow(fx.mediaRoot)).toEqual([]);
    const answer = (await getEdit(fx.app, member, row.upload_id)).json() as { previews: string[] };
    expect(answer.previews).toHaveLength(5);
    const image = await fx.app.inject({
      url: answer.previews[0] as string,
      headers: { cookie: member.cookies },
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(image.headers['cache-control']).toBe('private, no-store');
  });

  it('flags a near duplicate for the moderator with the matching video and keeps the upload checked', async () => {
    nearMatch = { video_id: 77, score: 0.83 };
    const row = await upload(await testClip(360), { exclusive: '1' });
    expect([row.state, row.near_video_id, row.near_score]).toEqual(['checked', 77, 0.83]);
  });
});

describe.each(testDatabases())('checks that the server cannot finish ($name)', ({ open }) => {
  it('fails the upload (upload_failed) when ffprobe cannot run, and when the disk is full while writing previews', async () => {
    const noProbe = async () => {
      throw new FfmpegError('ffprobe could not start: spawn ffprobe ENOENT', null, '');
    };
    let fx = await freshUploadApp(open, { checkTools: { probe: noProbe } });
    const member = await uploader(fx, 'checker2');
    const clip = await readFile(await testClip(360));
    const first = await uploadFile(fx, member, clip, { exclusive: '1' });
    await fx.app.close();
    const diskFull = async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    fx = await reopenUploadApp(fx, { checkTools: { writeFrames: diskFull } });
    const second = await uploadFile(fx, member, clip, { exclusive: '1', title: 'Second try' });
    const rows = await fx.db.kysely
      .selectFrom('uploads')
      .select(['upload_id', 'state', 'error'])
      .orderBy('upload_id')
      .execute();
    expect(rows).toEqual([
      { upload_id: first, state: 'failed', error: 'upload_failed' },
      { upload_id: second, state: 'failed', error: 'upload_failed' },
    ]);
    expect(await fx.db.kysely.selectFrom('videos').select('video_id').execute()).toEqual([]);
    await closeUploadApp(fx);
  });

  /** A checked upload of `usr` on a fresh app, then the app stopped: the fixture and the upload id. */
  const checkedThenStopped = async (usr: string) => {
    const fx = await freshUploadApp(open);
    const id = await uploadFile(fx, await uploader(fx, usr), await readFile(await testClip(360)), {
      exclusive: '1',
    });
    await fx.app.close();
    return { fx, id };
  };
  /** Sets `row` on upload `id` while the app is down, starts it again: the state its checks leave. */
  const stateAfterRestart = async (
    stopped: UploadFixture,
    id: number,
    row: Updateable<UploadsTable>,
  ): Promise<string> => {
    await stopped.db.kysely.updateTable('uploads').set(row).where('upload_id', '=', id).execute();
    const fx = await reopenUploadApp(stopped);
    await fx.app.uploadChecks.idle();
    const { state } = await uploadRow(fx.db, id);
    await closeUploadApp(fx);
    return state;
  };

  it('checks again on start an upload a restart left in state checking', async () => {
    const { fx, id } = await checkedThenStopped('checker3');
    // As if the server died mid-check: the row is back to `checking`, the bytes are on disk.
    const row = await uploadRow(fx.db, id);
    expect(await exists(tusFile(fx.uploadsDir, row.tus_id))).toBe(true);
    expect(await stateAfterRestart(fx, id, { state: 'checking', content_hash: '' })).toBe('checked');
  });

  it('checks on start an upload killed between its last byte and its state change (left receiving with every byte)', async () => {
    const { fx, id } = await checkedThenStopped('checker4');
    expect(await stateAfterRestart(fx, id, { state: 'receiving', received: 0, content_hash: '' })).toBe(
      'checked',
    );
  });
});
