import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { enqueueTranscode, jobsOf } from '../media/jobs.ts';
import { workDir } from '../media/storage.ts';
import { generateTestSource } from '../media/test-source.ts';
import { Worker } from '../media/worker.ts';
import { type ClipSpec, clipSourcePath } from './clips.ts';
import { finishDemoMedia } from './media-run.ts';
import { seedCatalogue } from './seed.ts';

// Three tiny clips through the real generator, worker and ffmpeg (a few seconds in all).
const CLIPS: ClipSpec[] = [
  { name: 'tiny-a', pattern: 'smptebars', duration: 2, width: 160, height: 90, fps: 10 },
  { name: 'tiny-b', pattern: 'testsrc2', duration: 2, width: 160, height: 90, fps: 10 },
  { name: 'tiny-c', pattern: 'rgbtestsrc', duration: 2, width: 160, height: 90, fps: 10 },
];
const SMALL = { videos: 100, models: 10, channels: 5, users: 10, keywords: 50 };

describe.each(testDatabases())('demo media after a kill on $name', ({ open }) => {
  let db: Db;
  let root: string;
  let worker: Worker | null = null;
  beforeEach(async () => {
    db = await open();
    root = await mkdtemp(join(tmpdir(), 'tubekit-media-kill-'));
  });
  afterEach(async () => {
    await worker?.stop();
    await db.close();
    await rm(root, { recursive: true, force: true });
  });

  it('the next start finishes a pool killed mid-way: the running job (killed three times) re-queued, a half-made source made again, a queued job run', async () => {
    const dirs = { mediaRoot: join(root, 'media'), sourcesDir: join(root, 'sources') };
    const { pool } = await seedCatalogue(db, { clips: CLIPS, catalogue: SMALL });
    const [a, b, c] = pool as [(typeof pool)[0], (typeof pool)[0], (typeof pool)[0]];
    const source = (clip: ClipSpec) => join(dirs.sourcesDir, clipSourcePath(clip));
    // What a kill -9 in the media phase leaves. a: transcoding in its third attempt (the
    // two before were killed too), half an output in its work dir.
    await generateTestSource(source(a.clip), a.clip);
    const job = await enqueueTranscode(db, a.mediaId);
    await db.kysely
      .updateTable('media_jobs')
      .set({ status: 'running', attempts: 3, lease_until: Math.floor(Date.now() / 1000) + 600 })
      .where('job_id', '=', job)
      .execute();
    await mkdir(workDir(dirs.mediaRoot, a.mediaId, 3), { recursive: true });
    await writeFile(join(workDir(dirs.mediaRoot, a.mediaId, 3), `${a.mediaId}_sd.mp4`), 'half');
    // b: its source was being generated (a truncated temporary file, no job yet).
    await writeFile(`${source(b.clip)}.partial.mp4`, 'truncated');
    // c: its source made and its job queued, never claimed.
    await generateTestSource(source(c.clip), c.clip);
    await enqueueTranscode(db, c.mediaId);

    // The next start, as cli/start.ts runs it: the worker first, then the demo media.
    worker = new Worker({ db, ...dirs, pollIntervalMs: 100, pipeline: { preset: 'ultrafast' } });
    await worker.start();
    const lines: string[] = [];
    const status = await finishDemoMedia(db, dirs, pool, { log: (l) => lines.push(l) });

    expect(status).toEqual({ total: 3, ready: 3, failed: 0 });
    expect((await jobsOf(db, a.mediaId))[0]).toMatchObject({ job_id: job, status: 'done', interruptions: 1 });
    expect(lines).toContain('[seed] media 2/3 generating source tiny-b (2 s)');
    expect(existsSync(`${source(b.clip)}.partial.mp4`)).toBe(false);
    expect(await readdir(join(dirs.mediaRoot, '.work'))).toEqual([]);
  });
});
