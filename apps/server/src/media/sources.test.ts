import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { manualClock } from '../http/clock.ts';
import { createMedia, enqueueTranscode } from './jobs.ts';
import type { runPipeline } from './pipeline.ts';
import { moveLegacySources, sourceFile } from './sources.ts';
import { BACKENDS, mediaRow, openTestDb, STUB_RESULT, tempMediaRoot } from './test-support.ts';
import { Worker } from './worker.ts';

describe('sourceFile', () => {
  it('reads a relative source path below the sources dir and keeps an absolute one', () => {
    expect(sourceFile('/data/sources', 'demo-01.mp4')).toBe('/data/sources/demo-01.mp4');
    expect(sourceFile('/data/sources', '/uploads/x.mp4')).toBe('/uploads/x.mp4');
  });
});

for (const backend of BACKENDS) {
  describe.runIf(backend.enabled)(`sources outside the media root (${backend.name})`, () => {
    let db: Db;
    let tmp: { root: string; remove: () => Promise<void> };
    let mediaRoot: string;
    let sourcesDir: string;
    const pathOf = async (mediaId: number) => (await mediaRow(db, mediaId)).source_path;

    beforeEach(async () => {
      db = await openTestDb(backend.name);
      tmp = await tempMediaRoot();
      mediaRoot = join(tmp.root, 'media');
      sourcesDir = join(tmp.root, 'sources');
    });
    afterEach(async () => {
      await db.close();
      await tmp.remove();
    });

    it('moves the sources an older start left under the served media root, and their rows (issue 25)', async () => {
      const legacy = join(mediaRoot, 'sources');
      await mkdir(legacy, { recursive: true });
      await writeFile(join(legacy, 'a.mp4'), 'source a');
      await writeFile(join(legacy, 'b.mp4'), 'old copy of b');
      await mkdir(sourcesDir, { recursive: true });
      await writeFile(join(sourcesDir, 'b.mp4'), 'source b');
      const a = await createMedia(db, { sourcePath: 'sources/a.mp4' });
      const b = await createMedia(db, { sourcePath: 'sources/b.mp4' });
      const absolute = await createMedia(db, { sourcePath: '/uploads/sources/c.mp4' });
      const other = await createMedia(db, { sourcePath: 'Sources/d.mp4' });

      expect(await moveLegacySources(db, { mediaRoot, sourcesDir })).toEqual({ files: 2, rows: 2 });
      expect(existsSync(legacy)).toBe(false);
      expect(await readFile(join(sourcesDir, 'a.mp4'), 'utf8')).toBe('source a');
      // The copy already in the sources dir wins over the old one.
      expect(await readFile(join(sourcesDir, 'b.mp4'), 'utf8')).toBe('source b');
      expect([await pathOf(a), await pathOf(b), await pathOf(absolute), await pathOf(other)]).toEqual([
        'a.mp4',
        'b.mp4',
        '/uploads/sources/c.mp4',
        'Sources/d.mp4',
      ]);
      // A second start has nothing left to do.
      expect(await moveLegacySources(db, { mediaRoot, sourcesDir })).toEqual({ files: 0, rows: 0 });
    });

    it('leaves a fresh data dir alone and creates nothing', async () => {
      expect(await moveLegacySources(db, { mediaRoot, sourcesDir })).toEqual({ files: 0, rows: 0 });
      expect(existsSync(sourcesDir)).toBe(false);
    });

    it('has the worker read a relative source from the sources dir, not the media root', async () => {
      const seen: string[] = [];
      const pipeline: typeof runPipeline = async (src, dir, mediaId) => {
        seen.push(src);
        await writeFile(join(dir, `${mediaId}_sd.mp4`), 'x');
        return STUB_RESULT;
      };
      const mediaId = await createMedia(db, { sourcePath: 'clip.mp4' });
      await enqueueTranscode(db, mediaId);
      const worker = new Worker({
        db,
        mediaRoot,
        sourcesDir,
        clock: manualClock(),
        runPipeline: pipeline,
      });
      expect(await worker.runOnce()).toBe('done');
      expect(seen).toEqual([join(sourcesDir, 'clip.mp4')]);
      expect(existsSync(join(mediaRoot, String(mediaId), `${mediaId}_sd.mp4`))).toBe(true);
    });
  });
}
