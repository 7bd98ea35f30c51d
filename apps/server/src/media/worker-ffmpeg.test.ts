import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { claimJob, createMedia, enqueueTranscode, jobsOf } from './jobs.ts';
import { generateTestSource } from './test-source.ts';
import { openTestDb, tempMediaRoot } from './test-support.ts';
import { Worker } from './worker.ts';

// The worker with the real pipeline: what a crash or a bad source leaves on disk.
let db: Db;
let tmp: { root: string; remove: () => Promise<void> };

beforeAll(async () => {
  db = await openTestDb('sqlite');
  tmp = await tempMediaRoot();
  await generateTestSource(join(tmp.root, 'sources', 'clip.mp4'), {
    duration: 2,
    width: 320,
    height: 180,
    pattern: 'rgbtestsrc',
  });
  await writeFile(join(tmp.root, 'sources', 'broken.mp4'), 'not a video at all');
});
afterAll(async () => {
  await db.close();
  await tmp.remove();
});

const worker = () => new Worker({ db, mediaRoot: tmp.root, pipeline: { preset: 'ultrafast' } });

describe('worker with real ffmpeg', () => {
  it('picks up a job a crashed worker left running, removes its work dir and publishes the result', async () => {
    const id = await createMedia(db, { sourcePath: 'sources/clip.mp4' });
    await enqueueTranscode(db, id);
    await claimJob(db, { now: Math.floor(Date.now() / 1000) - 3600, leaseSeconds: 60 });
    await mkdir(join(tmp.root, '.work', `${id}-1`), { recursive: true });
    await writeFile(join(tmp.root, '.work', `${id}-1`, `${id}_sd.mp4`), 'half-written');

    const w = worker();
    expect((await w.recover(false)).map((j) => j.media_id)).toEqual([id]);
    expect(await readdir(join(tmp.root, '.work'))).toEqual([]);
    expect(await w.runOnce()).toBe('done');

    const published = await readdir(join(tmp.root, String(id)));
    expect(published).toEqual(
      expect.arrayContaining([`${id}_sd.mp4`, 'scr.jpg', 'sprite-1.jpg', 'timelines.vtt']),
    );
    expect(await readdir(join(tmp.root, '.work'))).toEqual([]);
    const row = await db.kysely
      .selectFrom('media')
      .selectAll()
      .where('media_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ready', formats: '_sd.mp4', width: 320, height: 180, vr: '' });
    expect((await jobsOf(db, id))[0]).toMatchObject({ status: 'done', attempts: 2, progress: 100 });
  });

  it('publishes nothing for a job that fails', async () => {
    const id = await createMedia(db, { sourcePath: 'sources/broken.mp4' });
    await enqueueTranscode(db, id, { maxAttempts: 1 });
    expect(await worker().runOnce()).toBe('failed');
    expect(await readdir(tmp.root)).not.toContain(String(id));
    expect(await readdir(join(tmp.root, '.work'))).toEqual([]);
    expect((await jobsOf(db, id))[0]?.last_error).toMatch(/ffprobe/);
  });
});
