import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/connect.ts';
import { fileStoresOf } from '../storage/open-store.ts';
import { startTestS3 } from '../storage/s3-test-kit.ts';
import type { ClipSpec } from './clips.ts';
import { finishDemoMedia } from './media-run.ts';
import { seedCatalogue } from './seed.ts';

const CLIPS: ClipSpec[] = [
  { name: 'tiny-bars', pattern: 'smptebars', duration: 2, width: 160, height: 90, fps: 10 },
];

describe('demo media with the files in S3 (cluster mode)', () => {
  let db: Db;
  let root: string;
  let s3: Awaited<ReturnType<typeof startTestS3>>;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tubekit-demo-s3-'));
    db = await openDatabase({ sqlitePath: ':memory:' });
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await db.close();
    await s3.close();
    await rm(root, { recursive: true, force: true });
  });

  it('puts the generated source in the bucket, transcodes it into the bucket, and reuses both on a second run', async () => {
    const { pool } = await seedCatalogue(db, {
      clips: CLIPS,
      catalogue: { videos: 20, models: 5, users: 5 },
    });
    const dirs = { mediaRoot: join(root, 'media'), sourcesDir: join(root, 'sources'), s3: s3.config };
    const run = () =>
      finishDemoMedia(db, dirs, pool, { log: () => {}, helperWorkers: 1, pipeline: { preset: 'ultrafast' } });
    expect(await run()).toEqual({ total: 1, ready: 1, failed: 0 });
    const stores = fileStoresOf(dirs);
    const mediaId = pool[0]?.mediaId as number;
    expect(await stores.sources.list('')).toEqual(['tiny-bars.mp4']);
    expect(await stores.media.list(String(mediaId))).toContain(`${mediaId}/${mediaId}_sd.mp4`);
    expect(existsSync(join(dirs.mediaRoot, String(mediaId)))).toBe(false);
    const lines: string[] = [];
    await finishDemoMedia(db, dirs, pool, { log: (line) => lines.push(line), helperWorkers: 0 });
    expect(lines.join('\n')).toMatch(/nothing new to transcode/);
  });
});
