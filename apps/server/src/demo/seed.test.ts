import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import type { ClipSpec } from './clips.ts';
import { seedCatalogue } from './seed.ts';
import { readSeedMarker } from './seed-marker.ts';

// Media rows only: this test never generates the files (no ffmpeg).
const CLIPS: ClipSpec[] = [
  { name: 'stub-a', pattern: 'testsrc2', duration: 12, width: 320, height: 180 },
  { name: 'stub-b', pattern: 'smptebars', duration: 2500, width: 320, height: 180 },
  { name: 'stub-vr', pattern: 'testsrc2', duration: 9, width: 320, height: 160, vr: 'vr_360_mono' },
];
const SMALL = { videos: 400, models: 40, channels: 8, users: 30 };

describe.each(testDatabases())('seedCatalogue on $name', ({ open }) => {
  let db: Db;
  beforeEach(async () => {
    db = await open();
  });
  afterEach(() => db.close());

  const videoIds = async () =>
    (await db.kysely.selectFrom('videos').select('video_id').orderBy('video_id').execute()).map(
      (r) => r.video_id,
    );

  it('seeds once; a second run reuses the catalogue and the media rows', async () => {
    const first = await seedCatalogue(db, { clips: CLIPS, catalogue: SMALL });
    expect(first.seeded).toBe(true);
    const before = await videoIds();
    expect(before).toHaveLength(400);
    const lines: string[] = [];
    const second = await seedCatalogue(db, { clips: CLIPS, catalogue: SMALL, log: (l) => lines.push(l) });
    expect(second.seeded).toBe(false);
    expect(await readSeedMarker(db)).toMatchObject({ videos: 400 });
    expect(second.pool.map((p) => p.mediaId)).toEqual(first.pool.map((p) => p.mediaId));
    expect(await videoIds()).toEqual(before);
    expect(lines.join('\n')).toMatch(/already seeded/);
    const media = await db.kysely
      .selectFrom('media')
      .select(['duration', 'vr'])
      .orderBy('media_id')
      .execute();
    expect(media).toEqual([
      { duration: 12, vr: '' },
      { duration: 2500, vr: '' },
      { duration: 9, vr: 'vr_360_mono' },
    ]);
  });

  it('--force regenerates the catalogue but keeps the media pool', async () => {
    const first = await seedCatalogue(db, { clips: CLIPS, catalogue: SMALL });
    const again = await seedCatalogue(db, {
      clips: CLIPS,
      catalogue: { ...SMALL, videos: 300 },
      force: true,
    });
    expect(again.seeded).toBe(true);
    expect(await videoIds()).toHaveLength(300);
    expect(await readSeedMarker(db)).toMatchObject({ videos: 300 });
    expect(again.pool.map((p) => p.mediaId)).toEqual(first.pool.map((p) => p.mediaId));
    const users = await db.kysely
      .selectFrom('users')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(users.n)).toBe(30);
  });
});
