import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import type { FileStores } from '../storage/file-store.ts';
import { openFileStores } from '../storage/open-store.ts';
import { startTestS3 } from '../storage/s3-test-kit.ts';
import { createMedia, enqueueTranscode, jobsOf } from './jobs.ts';
import { generateTestSource } from './test-source.ts';
import { mediaRow, openTestDb, tempMediaRoot } from './test-support.ts';
import { Worker } from './worker.ts';

// The worker with the real pipeline and the files in S3: the source comes from the bucket,
// ffmpeg works in a local work dir, and the outputs land in the bucket, nowhere else.
let db: Db;
let tmp: { root: string; remove: () => Promise<void> };
let s3: Awaited<ReturnType<typeof startTestS3>>;
let stores: FileStores;
let mediaRoot: string;

beforeAll(async () => {
  db = await openTestDb('sqlite');
  tmp = await tempMediaRoot();
  s3 = await startTestS3();
  mediaRoot = join(tmp.root, 'scratch');
  stores = openFileStores({ mediaRoot, sourcesDir: join(tmp.root, 'no-local-sources'), s3: s3.config });
  const clip = join(tmp.root, 'clip.mp4');
  await generateTestSource(clip, { duration: 2, width: 320, height: 180, pattern: 'rgbtestsrc' });
  await stores.sources.putFile('upload-1', clip, 'video/mp4');
});
afterAll(async () => {
  await db.close();
  await s3.close();
  await tmp.remove();
});

const worker = () =>
  new Worker({
    db,
    mediaRoot,
    sourcesDir: join(tmp.root, 'no-local-sources'),
    stores,
    pipeline: { preset: 'ultrafast' },
  });

describe('worker with the files in S3', () => {
  it('transcodes a source from the bucket into the bucket, and a second version drops the keys the first had alone', async () => {
    const id = await createMedia(db, { sourcePath: 'upload-1' });
    // What an older version left that this one will not make again.
    await stores.media.putBytes(`${id}/hls/sd/seg-0000.ts`, 'old segment');
    await enqueueTranscode(db, id);
    expect(await worker().runOnce()).toBe('done');
    const keys = await stores.media.list(String(id));
    expect(keys).toEqual(
      expect.arrayContaining([
        `${id}/${id}_sd.mp4`,
        `${id}/scr.jpg`,
        `${id}/sprite-1.jpg`,
        `${id}/timelines.vtt`,
      ]),
    );
    expect(keys).not.toContain(`${id}/hls/sd/seg-0000.ts`);
    expect((await stores.media.stat(`${id}/${id}_sd.mp4`))?.size).toBeGreaterThan(1000);
    expect((await stores.media.readBytes(`${id}/timelines.vtt`))?.toString()).toMatch(/^WEBVTT/);
    // Nothing published or left over on local disk: no media dir, no work dir, no download.
    expect(await readdir(mediaRoot)).toEqual(['.work']);
    expect(await readdir(join(mediaRoot, '.work'))).toEqual([]);
    expect(await mediaRow(db, id)).toMatchObject({ status: 'ready', formats: '_sd.mp4', width: 320 });
  });

  it('fails a job whose source is neither in the bucket nor on this machine, saying so, and publishes nothing', async () => {
    const id = await createMedia(db, { sourcePath: 'upload-404' });
    await enqueueTranscode(db, id, { maxAttempts: 1 });
    expect(await worker().runOnce()).toBe('failed');
    expect((await jobsOf(db, id))[0]?.last_error).toMatch(/upload-404 is neither in the bucket/);
    expect(await stores.media.list(String(id))).toEqual([]);
    expect(await readdir(join(mediaRoot, '.work'))).toEqual([]);
  });
});
