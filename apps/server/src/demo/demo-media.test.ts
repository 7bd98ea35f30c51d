import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/connect.ts';
import { mediaDir } from '../media/storage.ts';
import { Worker } from '../media/worker.ts';
import type { ClipSpec } from './clips.ts';
import { finishDemoMedia, mediaProgressReporter } from './media-run.ts';
import { seedCatalogue } from './seed.ts';

// Two tiny clips through the real generator, the real worker and real ffmpeg.
const CLIPS: ClipSpec[] = [
  { name: 'tiny-bars', pattern: 'smptebars', duration: 3, width: 160, height: 90, fps: 10 },
  { name: 'tiny-vr', pattern: 'testsrc2', duration: 2, width: 192, height: 96, fps: 10, vr: 'vr_360_mono' },
];

describe('demo media end to end (ffmpeg)', () => {
  let db: Db;
  let root: string;
  let worker: Worker;
  const lines: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tubekit-demo-'));
    db = await openDatabase({ sqlitePath: ':memory:' });
  });
  afterAll(async () => {
    await worker?.stop();
    await db.close();
    await rm(root, { recursive: true, force: true });
  });

  it('generates the sources, transcodes them with the worker and reports progress', async () => {
    const { pool } = await seedCatalogue(db, {
      clips: CLIPS,
      catalogue: { videos: 200, models: 20, users: 20 },
    });
    const log = (line: string) => lines.push(line);
    const onEvent = mediaProgressReporter(pool, log);
    const pipeline = { preset: 'ultrafast' };
    const dirs = { mediaRoot: join(root, 'media'), sourcesDir: join(root, 'sources') };
    worker = new Worker({ db, ...dirs, pollIntervalMs: 100, pipeline, onEvent });
    await worker.start();
    // One helper worker, as `pnpm start` uses: both must share the queue without clashes.
    const status = await finishDemoMedia(db, dirs, pool, {
      log,
      helperWorkers: 1,
      onWorkerEvent: onEvent,
      pipeline,
    });
    expect(status).toEqual({ total: 2, ready: 2, failed: 0 });
    for (const { mediaId } of pool) expect(existsSync(mediaDir(dirs.mediaRoot, mediaId))).toBe(true);
    // Sources stay outside the served media root (issue 25).
    expect(existsSync(join(dirs.sourcesDir, 'tiny-bars.mp4'))).toBe(true);
    const published = readdirSync(dirs.mediaRoot).filter((name) => !name.startsWith('.'));
    expect(published.sort()).toEqual(pool.map((p) => String(p.mediaId)).sort());
    const media = await db.kysely
      .selectFrom('media')
      .select(['status', 'vr', 'formats'])
      .orderBy('media_id')
      .execute();
    expect(media.map((m) => m.vr)).toEqual(['', 'vr_360_mono']);
    expect(media.every((m) => m.formats.includes('_sd.mp4'))).toBe(true);
    expect(lines.some((l) => /^\[seed\] media 1\/2 generating source tiny-bars/.test(l))).toBe(true);
    // Two workers share the queue, so either clip may finish last.
    const done = lines.filter((l) => /^\[seed\] media [12]\/2 done /.test(l));
    expect(done.map((l) => /media (\d)\/2/.exec(l)?.[1]).sort()).toEqual(['1', '2']);
    expect(done.at(-1)).toMatch(/ - 2\/2 ready overall$/);

    // A second run finds everything ready and queues nothing.
    const again: string[] = [];
    await finishDemoMedia(db, dirs, pool, { log: (l) => again.push(l) });
    expect(again).toContain('[seed] media pool: nothing new to transcode, reusing it');
  });
});
