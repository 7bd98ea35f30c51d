import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_STATUS } from '@tubekit/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { publishedFile } from '../media/published-files.ts';
import type { ClipSpec } from './clips.ts';
import { demoPicture } from './demo-pictures.ts';
import { generateCatalogue } from './generate.ts';
import { seedCatalogue } from './seed.ts';

// Media rows only (no ffmpeg): the tiles name stills the pipeline will write.
const CLIPS: ClipSpec[] = [
  { name: 'stub-a', pattern: 'testsrc2', duration: 12, width: 320, height: 180 },
  { name: 'stub-b', pattern: 'smptebars', duration: 90, width: 320, height: 180 },
];
const SMALL = { videos: 200, models: 25, channels: 6, users: 20, categories: 12 };

describe.each(testDatabases())('demo pictures and category tiles on $name', ({ open }) => {
  let db: Db;
  let mediaRoot: string;
  beforeEach(async () => {
    db = await open();
    mediaRoot = mkdtempSync(join(tmpdir(), 'demo-pictures-'));
  });
  afterEach(async () => {
    await db.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  const pictures = async () => [
    ...(await db.kysely.selectFrom('models').select(['model_id as id', 'title', 'thumbnail']).execute()).map(
      (r) => ({ kind: 'models' as const, ...r }),
    ),
    ...(
      await db.kysely.selectFrom('channels').select(['channel_id as id', 'title', 'thumbnail']).execute()
    ).map((r) => ({ kind: 'channels' as const, ...r })),
  ];

  it('gives every performer and channel a generated picture that /media/* serves from the media root', async () => {
    const lines: string[] = [];
    await seedCatalogue(db, { clips: CLIPS, catalogue: SMALL, mediaRoot, log: (l) => lines.push(l) });
    const rows = await pictures();
    expect(rows).toHaveLength(25 + 6);
    for (const row of rows) {
      const picture = demoPicture(row.kind, row.id, row.title);
      expect(row.thumbnail).toBe(picture.url);
      const served = publishedFile(mediaRoot, row.thumbnail.slice('/media/'.length));
      expect(served?.signed).toBe(false);
      expect(readFileSync(served?.file as string, 'utf8')).toBe(picture.svg);
    }
    expect(lines.join('\n')).toMatch(/\[seed\] 31 performer and channel pictures written in \d+ ms/);
  });

  it('writes only the missing files when the catalogue is reused: a deleted picture comes back', async () => {
    await seedCatalogue(db, { clips: CLIPS, catalogue: SMALL, mediaRoot });
    const first = (await pictures())[0]?.thumbnail ?? '';
    const file = join(mediaRoot, first.slice('/media/'.length));
    rmSync(file);
    const lines: string[] = [];
    const again = await seedCatalogue(db, {
      clips: CLIPS,
      catalogue: SMALL,
      mediaRoot,
      log: (l) => lines.push(l),
    });
    expect(again.seeded).toBe(false);
    expect(existsSync(file)).toBe(true);
    expect(lines.join('\n')).toMatch(/\[seed\] 1 performer and channel pictures written/);
  });

  it("tiles each category with a still of its most popular public video's media, the still varying by category", async () => {
    const { pool } = await seedCatalogue(db, { clips: CLIPS, catalogue: SMALL });
    const categories = await db.kysely
      .selectFrom('categories')
      .select(['category_id', 'thumbnail'])
      .orderBy('category_id')
      .execute();
    for (const c of categories) {
      const top = await db.kysely
        .selectFrom('video_categories as vc')
        .innerJoin('videos as v', 'v.video_id', 'vc.video_id')
        .select('v.media_id')
        .where('vc.category_id', '=', c.category_id)
        .where('v.status_id', '=', VIDEO_STATUS.active)
        .where('v.is_private', '=', 0)
        .orderBy('v.popularity', 'desc')
        .orderBy('v.video_id')
        .executeTakeFirst();
      const expected = top ? `/media/${top.media_id}/thumbs/${(c.category_id % 5) + 1}.jpg` : '';
      expect(c.thumbnail, `category ${c.category_id}`).toBe(expected);
    }
    expect(pool.map((p) => p.mediaId)).toEqual(expect.arrayContaining([expect.any(Number)]));
    expect(new Set(categories.map((c) => c.thumbnail.replace(/^\/media\/\d+/, ''))).size).toBe(5);
  });

  it('leaves the tiles empty for a catalogue without media', async () => {
    await generateCatalogue(db, { ...SMALL, metadataOnly: true });
    const tiles = await db.kysely.selectFrom('categories').select('thumbnail').execute();
    expect(tiles.map((t) => t.thumbnail)).toEqual(tiles.map(() => ''));
  });
});
