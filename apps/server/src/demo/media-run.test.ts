import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDatabase } from '../db/connect.ts';
import { enqueueTranscode, jobsOf } from '../media/jobs.ts';
import { generateTestSource } from '../media/test-source.ts';
import { type ClipSpec, clipSourcePath } from './clips.ts';
import { ensureMediaRows } from './demo-media.ts';
import { finishDemoMedia } from './media-run.ts';

// a: a short clip whose source exists and whose job waits; b: a long clip whose source
// takes seconds to generate, so a shutdown lands while it is being made.
const CLIPS: ClipSpec[] = [
  { name: 'short-a', pattern: 'smptebars', duration: 20, width: 160, height: 90, fps: 10 },
  { name: 'long-b', pattern: 'testsrc2', duration: 900, width: 160, height: 90, fps: 10 },
];

describe('finishDemoMedia on shutdown', () => {
  let db: Db;
  let root: string;
  beforeEach(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    root = await mkdtemp(join(tmpdir(), 'tubekit-media-stop-'));
  });
  afterEach(async () => {
    await db.close();
    await rm(root, { recursive: true, force: true });
  });

  it('regression: a shutdown waited for the source being generated; it stops at once and the helper hands its job back', async () => {
    const dirs = { mediaRoot: join(root, 'media'), sourcesDir: join(root, 'sources') };
    const pool = await ensureMediaRows(db, CLIPS);
    const [a, b] = pool as [(typeof pool)[0], (typeof pool)[0]];
    await generateTestSource(join(dirs.sourcesDir, clipSourcePath(a.clip)), a.clip);
    await enqueueTranscode(db, a.mediaId);
    const longSource = join(dirs.sourcesDir, clipSourcePath(b.clip));

    const shutdown = new AbortController();
    const run = finishDemoMedia(db, dirs, pool, {
      log: (line) => {
        if (line.includes('generating source long-b')) shutdown.abort(new Error('shutting down'));
      },
      signal: shutdown.signal,
      helperWorkers: 1,
      pipeline: { preset: 'ultrafast' },
    });
    await expect(run).rejects.toThrow('shutting down');
    // Settled while the long source was still being made, not after it.
    expect(existsSync(longSource)).toBe(false);
    expect((await jobsOf(db, a.mediaId))[0]).toMatchObject({ status: 'queued', attempts: 0 });

    // The abandoned generation ends on its own (in the server, with the process); let it
    // finish before the database closes.
    await vi.waitFor(() => expect(existsSync(longSource)).toBe(true), { timeout: 60_000, interval: 200 });
  });
});
