import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { withoutSecondaryIndexes } from './bulk-indexes.ts';
import { withTagListsComputedOnce } from './bulk-tag-lists.ts';
import type { ClipSpec } from './clips.ts';
import { seedCatalogue } from './seed.ts';
import { readSeedMarker } from './seed-marker.ts';
import { expectCompleteCatalogue } from './test-complete-catalogue.ts';

// Media rows only: no files, no ffmpeg. A small catalogue: each seed takes well under a second.
const CLIPS: ClipSpec[] = [
  { name: 'stub-a', pattern: 'testsrc2', duration: 12, width: 320, height: 180 },
  { name: 'stub-vr', pattern: 'testsrc2', duration: 9, width: 320, height: 160, vr: 'vr_360_mono' },
];
const SMALL = { videos: 200, models: 20, channels: 5, users: 20, keywords: 50 };
const VIDEO_TABLES = ['videos', 'video_categories', 'video_models', 'video_keywords', 'comments'];

describe.each(testDatabases())('seed crash recovery on $name', ({ open }) => {
  let db: Db;
  beforeEach(async () => {
    db = await open();
  });
  afterEach(() => db.close());

  const seed = (log: (line: string) => void = () => {}, signal?: AbortSignal) =>
    seedCatalogue(db, { clips: CLIPS, catalogue: SMALL, log, ...(signal ? { signal } : {}) });

  const suspended = async () =>
    (
      await db.kysely
        .selectFrom('app_meta')
        .select('name')
        .where('name', 'like', 'suspended_ddl:%')
        .orderBy('name')
        .execute()
    ).map((r) => r.name);

  const indexes = async () => {
    const r =
      db.dialect === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
            AND tbl_name IN (${sql.join(VIDEO_TABLES)}) ORDER BY name`.execute(db.kysely)
        : await sql<{
            name: string;
          }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()
            AND tablename IN (${sql.join(VIDEO_TABLES)}) AND indexname NOT IN (SELECT conname FROM pg_constraint)
            ORDER BY indexname`.execute(db.kysely);
    return r.rows.map((row) => row.name);
  };

  it.each(['videos', 'social', 'entities', 'lists'])(
    'regression: a seed stopped after "[seed] catalogue %s" was reused forever without tags or search; the next one clears it and completes',
    async (phase) => {
      const crash = new AbortController();
      await expect(
        seed((line) => {
          if (line.startsWith(`[seed] catalogue ${phase} `) && !line.includes(` 0/`))
            crash.abort(new Error('killed'));
        }, crash.signal),
      ).rejects.toThrow('killed');
      expect(await readSeedMarker(db)).toBeNull();

      const lines: string[] = [];
      expect((await seed((line) => lines.push(line))).seeded).toBe(true);
      expect(lines.join('\n')).toMatch(/no completion marker .*: clearing it and seeding again/);
      await expectCompleteCatalogue(db, SMALL.videos);

      const third: string[] = [];
      expect((await seed((line) => third.push(line))).seeded).toBe(false);
      expect(third.join('\n')).toMatch(/already seeded: reusing it/);
    },
  );

  it('regression: a load killed with the tag-list triggers off left them off for good; the next seed turns them back on', async () => {
    // A load that never ends: its `finally` never runs, as after a kill -9.
    void withTagListsComputedOnce(db, () => new Promise<never>(() => {}));
    await vi.waitFor(async () => expect(await suspended()).toEqual(['suspended_ddl:tag-list-triggers']));
    const lines: string[] = [];
    await seed((line) => lines.push(line));
    expect(lines.join('\n')).toMatch(/restored what an interrupted load had turned off: tag-list-triggers/);
    expect(await suspended()).toEqual([]);
    await expectCompleteCatalogue(db, SMALL.videos);
  });

  it('regression: a load killed with the secondary indexes dropped left them dropped; the next seed creates them again', async () => {
    const before = await indexes();
    expect(before.length).toBeGreaterThan(3);
    void withoutSecondaryIndexes(db, VIDEO_TABLES, () => new Promise<never>(() => {}));
    await vi.waitFor(async () => expect(await suspended()).toEqual(['suspended_ddl:secondary-indexes']));
    expect(await indexes()).toEqual([]);
    await seed();
    expect(await indexes()).toEqual(before);
    expect(await suspended()).toEqual([]);
  });
});
