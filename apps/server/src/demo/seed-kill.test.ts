import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseTargets, openTarget } from '../db/test-database-targets.ts';
import type { ClipSpec } from './clips.ts';
import { seedCatalogue } from './seed.ts';
import { readSeedMarker } from './seed-marker.ts';
import { expectCompleteCatalogue } from './test-complete-catalogue.ts';

// A real kill -9 in the middle of a seed, on a database that outlives the process: no
// `finally` of the killed seed runs, as when the server is killed on its first start.
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./test-seed-child.ts', import.meta.url));
const CLIPS: ClipSpec[] = [{ name: 'stub-a', pattern: 'testsrc2', duration: 12, width: 320, height: 180 }];
const SMALL = { videos: 300, models: 20, channels: 5, users: 20, keywords: 50 };

const targets = databaseTargets();

/** Runs the child seed until it prints its videos line, then kills it -9. */
async function killAfterVideos(target: string): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD, target, JSON.stringify(CLIPS), JSON.stringify(SMALL)],
    { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      let buffer = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        buffer += chunk;
        const parts = buffer.split('\n');
        buffer = parts.pop() ?? '';
        lines.push(...parts);
        if (parts.some((l) => l === `[seed] catalogue videos ${SMALL.videos}/${SMALL.videos}`)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`seed exited (${code}) first:\n${lines.join('\n')}`)));
    });
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
  return lines;
}

describe.each(targets)('a seed killed -9 on $name', ({ make }) => {
  it('regression: the next start found "catalogue already seeded" with no tags, lists or search; it now clears and completes it', async () => {
    const { target, remove } = await make();
    try {
      await killAfterVideos(target);
      const db = await openTarget(target);
      try {
        expect(await readSeedMarker(db)).toBeNull();
        const lines: string[] = [];
        const again = await seedCatalogue(db, { clips: CLIPS, catalogue: SMALL, log: (l) => lines.push(l) });
        expect(again.seeded).toBe(true);
        const log = lines.join('\n');
        expect(log).toMatch(/restored what an interrupted load had turned off: tag-list-triggers/);
        expect(log).toMatch(/no completion marker .*: clearing it and seeding again/);
        await expectCompleteCatalogue(db, SMALL.videos);
      } finally {
        await db.close();
      }
    } finally {
      await remove();
    }
  });
});
