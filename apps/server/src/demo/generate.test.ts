import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertMedia } from '../db/test-fixtures.ts';
import { readColumn } from '../db/test-reads.ts';
import { generateCatalogue } from './generate.ts';

const NOW = 1_750_000_000;
const DAY = 86_400;

/** Media rows standing in for the transcoded pool: 3 flat clips in all duration buckets and 1 VR. */
async function stubPool(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const [duration, vr] of [
    [45, ''],
    [900, ''],
    [2500, ''],
    [30, 'vr_360_mono'],
  ] as const) {
    const mediaId = await insertMedia(db, {
      source_path: `stub-${duration}.mp4`,
      duration,
      width: 426,
      height: 240,
      vr,
      formats: '_sd.mp4',
      screenshots_count: 0,
      created_at: NOW,
    });
    ids.push(mediaId);
  }
  return ids;
}

async function one<T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T> {
  return (await query.execute(db.kysely)).rows[0] as T;
}

describe.each(testDatabases())('generateCatalogue on $name', ({ open }) => {
  let db: Db;
  let mediaIds: number[];
  let summary: Awaited<ReturnType<typeof generateCatalogue>>;

  beforeAll(async () => {
    db = await open();
    mediaIds = await stubPool(db);
    summary = await generateCatalogue(db, { seed: 7, now: NOW, mediaIds });
  });
  afterAll(() => db.close());

  it('makes the demo counts, with Hidden Cam, Voyeur and about 20 trending categories', async () => {
    const count = async (table: 'videos' | 'models' | 'channels' | 'categories' | 'users' | 'keywords') =>
      Number(
        (
          await db.kysely
            .selectFrom(table)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('videos')).toBe(5000);
    expect(await count('models')).toBe(400);
    expect(await count('channels')).toBe(80);
    expect(await count('categories')).toBe(50);
    expect(await count('users')).toBeGreaterThanOrEqual(200);
    expect(await count('keywords')).toBeGreaterThanOrEqual(200);
    const titles = (await db.kysely.selectFrom('categories').select('title').execute()).map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Hidden Cam', 'Voyeur']));
    const hidden = await db.kysely
      .selectFrom('categories')
      .select('total_videos')
      .where('dir', '=', 'hidden-cam')
      .executeTakeFirstOrThrow();
    expect(hidden.total_videos).toBeGreaterThan(0);
    const trending = await db.kysely
      .selectFrom('categories')
      .select('toptn')
      .where('toptn', '>', 0)
      .orderBy('toptn')
      .execute();
    expect(trending.map((r) => r.toptn)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('fills the full-text index with every video', async () => {
    const r = await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM video_search`);
    expect(Number(r.n)).toBe(5000);
  });

  it('has exactly one deleted video (status_id 5)', async () => {
    const deleted = await db.kysely
      .selectFrom('videos')
      .select('video_id')
      .where('status_id', '=', 5)
      .execute();
    expect(deleted).toEqual([{ video_id: summary.deletedVideoId }]);
    const others = await one<{ n: number }>(
      db,
      sql`SELECT COUNT(*) AS n FROM videos WHERE status_id <> 1 AND status_id <> 5`,
    );
    expect(Number(others.n)).toBe(0);
  });

  it('spreads post dates over three years with videos in the last day, week and month', async () => {
    const span = await one<{ lo: number; hi: number }>(
      db,
      sql`SELECT MIN(post_date) AS lo, MAX(post_date) AS hi FROM videos`,
    );
    expect(NOW - Number(span.lo)).toBeGreaterThan(2.9 * 365 * DAY);
    expect(NOW - Number(span.lo)).toBeLessThanOrEqual(3 * 365 * DAY);
    expect(Number(span.hi)).toBeLessThanOrEqual(NOW);
    for (const days of [1, 7, 30]) {
      const recent = await one<{ n: number }>(
        db,
        sql`SELECT COUNT(*) AS n FROM videos WHERE post_date > ${NOW - days * DAY}`,
      );
      expect(Number(recent.n), `videos in the last ${days} days`).toBeGreaterThan(0);
    }
  });

  it('takes durations from the pool (all three buckets), gives VR videos the VR clip, and mixes genders', async () => {
    const rows = await one<{ b1: number; b2: number; b3: number; other: number }>(
      db,
      sql`SELECT SUM(CASE WHEN duration = 45 THEN 1 ELSE 0 END) AS b1, SUM(CASE WHEN duration = 900 THEN 1 ELSE 0 END) AS b2,
          SUM(CASE WHEN duration = 2500 THEN 1 ELSE 0 END) AS b3,
          SUM(CASE WHEN media_id IS NULL OR media_id NOT IN (${sql.join(mediaIds)}) THEN 1 ELSE 0 END) AS other FROM videos`,
    );
    expect([Number(rows.b1), Number(rows.b2), Number(rows.b3)].every((n) => n > 0)).toBe(true);
    expect(Number(rows.other)).toBe(0);
    const vr = await db.kysely
      .selectFrom('videos')
      .select(['duration'])
      .where('media_id', '=', mediaIds[3] as number)
      .execute();
    expect(vr.length).toBeGreaterThanOrEqual(3);
    expect(vr.every((v) => v.duration === 30)).toBe(true);
    const genders = (await db.kysely.selectFrom('videos').select('gender').distinct().execute())
      .map((r) => r.gender)
      .sort();
    expect(genders).toEqual(['gay', 'she', 'str']);
  });

  it('keeps statistics and counters consistent with the rows', async () => {
    const bad = await one<{ n: number }>(
      db,
      sql`SELECT COUNT(*) AS n FROM videos v WHERE v.comments_count <>
          (SELECT COUNT(*) FROM comments c WHERE c.section = 'videos' AND c.object_id = v.video_id)
          OR (v.likes + v.dislikes > 0 AND ABS(v.rating - CAST(v.likes AS REAL) / (v.likes + v.dislikes)) > 0.0001)`,
    );
    expect(Number(bad.n)).toBe(0);
    for (const [table, link, id] of [
      ['categories', 'video_categories', 'category_id'],
      ['models', 'video_models', 'model_id'],
      ['keywords', 'video_keywords', 'keyword_id'],
    ] as const) {
      const r = await one<{ n: number }>(
        db,
        sql`SELECT COUNT(*) AS n FROM ${sql.table(table)} t WHERE t.total_videos <> (SELECT COUNT(*) FROM ${sql.table(link)} l
            JOIN videos v ON v.video_id = l.video_id WHERE l.${sql.ref(id)} = t.${sql.ref(id)} AND v.status_id = 1)`,
      );
      expect(Number(r.n), `${table}.total_videos`).toBe(0);
    }
    const channels = await one<{ n: number }>(
      db,
      sql`SELECT COUNT(*) AS n FROM channels c WHERE c.total_videos <> (SELECT COUNT(*) FROM videos v WHERE v.channel_id = c.channel_id AND v.status_id = 1)
          OR c.video_viewed <> (SELECT COALESCE(SUM(v.video_viewed), 0) FROM videos v WHERE v.channel_id = c.channel_id AND v.status_id = 1)
          OR c.subscribers <> (SELECT COUNT(*) FROM subscriptions s WHERE s.section = 'channels' AND s.object_id = c.channel_id)`,
    );
    expect(Number(channels.n)).toBe(0);
    const avg = await one<{ n: number }>(
      db,
      sql`SELECT COUNT(*) AS n FROM categories c WHERE ABS(c.avg_videos_popularity - (SELECT COALESCE(AVG(v.popularity), 0)
          FROM video_categories l JOIN videos v ON v.video_id = l.video_id WHERE l.category_id = c.category_id AND v.status_id = 1)) > 0.01`,
    );
    expect(Number(avg.n)).toBe(0);
    const models = await one<{ n: number }>(
      db,
      sql`SELECT COUNT(*) AS n FROM models m WHERE m.comments_count <> (SELECT COUNT(*) FROM comments c WHERE c.section = 'models' AND c.object_id = m.model_id)`,
    );
    expect(Number(models.n)).toBe(0);
    const playlists = await one<{ n: number; p: number }>(
      db,
      sql`SELECT COUNT(*) AS p, SUM(CASE WHEN p.total_videos <> (SELECT COUNT(*) FROM playlist_videos x WHERE x.playlist_id = p.playlist_id) THEN 1 ELSE 0 END) AS n FROM playlists p`,
    );
    expect(Number(playlists.p)).toBeGreaterThan(0);
    expect(Number(playlists.n)).toBe(0);
  });

  it("gives every video its categories and models as listed by the links, and leaves the lists' triggers on", async () => {
    const videos = await db.kysely
      .selectFrom('videos')
      .select(['video_id', 'categories_json', 'models_json'])
      .execute();
    for (const [column, link, table, key] of [
      ['categories_json', 'video_categories', 'categories', 'category_id'],
      ['models_json', 'video_models', 'models', 'model_id'],
    ] as const) {
      // The database orders each list (title, dir) as the triggers do.
      const links = await sql<{ video_id: number; dir: string; title: string }>`
        SELECT l.video_id, t.dir, t.title FROM ${sql.table(link)} l JOIN ${sql.table(table)} t ON t.${sql.ref(key)} = l.${sql.ref(key)}
        ORDER BY l.video_id, t.title, t.dir`.execute(db.kysely);
      const expected = new Map<number, { dir: string; title: string }[]>();
      for (const { video_id, dir, title } of links.rows)
        expected.set(Number(video_id), [...(expected.get(Number(video_id)) ?? []), { dir, title }]);
      const wrong = videos.filter(
        (v) => JSON.stringify(JSON.parse(v[column])) !== JSON.stringify(expected.get(v.video_id) ?? []),
      );
      expect(wrong.map((v) => v.video_id).slice(0, 5), column).toEqual([]);
    }
    expect(videos.filter((v) => v.categories_json !== '[]').length).toBe(videos.length);

    // A write after the load still updates the list.
    const video = videos[0]?.video_id as number;
    const extra = await insertCategory(db, { dir: 'zz-after-load', title: 'Zz After Load' });
    await db.kysely.insertInto('video_categories').values({ video_id: video, category_id: extra }).execute();
    const after = await readColumn(db, 'videos', 'categories_json', 'video_id', video);
    expect(JSON.parse(after)).toContainEqual({
      dir: 'zz-after-load',
      title: 'Zz After Load',
    });
    await db.kysely.deleteFrom('video_categories').where('category_id', '=', extra).execute();
    await db.kysely.deleteFrom('categories').where('category_id', '=', extra).execute();
  });

  it('fills every info field of every model with values in range', async () => {
    const models = await db.kysely.selectFrom('models').selectAll().execute();
    for (const m of models) {
      for (const [key, value] of Object.entries(m)) {
        if (key === 'thumbnail' || key === 'career_end' || typeof value === 'number') continue;
        expect(value, `${m.dir}.${key}`).not.toBe('');
      }
      expect(m.age).toBeGreaterThanOrEqual(18);
      expect([1, 2, 3, 4]).toContain(m.age_group);
      expect(
        m.hair >= 1 && m.hair <= 5 && m.height >= 1 && m.height <= 4 && m.weight >= 1 && m.weight <= 4,
      ).toBe(true);
      expect([1, 2, 3]).toContain(m.gender);
      expect(m.career_end === 0).toBe(m.career_status === 'active');
    }
  });

  it('is deterministic: the same seed gives the same catalogue', async () => {
    const other = await open();
    try {
      const ids = await stubPool(other);
      await generateCatalogue(other, { seed: 7, now: NOW, mediaIds: ids, videos: 300, models: 30 });
      const again = await open();
      try {
        await generateCatalogue(again, {
          seed: 7,
          now: NOW,
          mediaIds: await stubPool(again),
          videos: 300,
          models: 30,
        });
        const titles = async (d: Db) =>
          await d.kysely
            .selectFrom('videos')
            .select(['title', 'post_date', 'video_viewed'])
            .orderBy('video_id')
            .execute();
        expect(await titles(again)).toEqual(await titles(other));
      } finally {
        await again.close();
      }
    } finally {
      await other.close();
    }
  });

  it('rejects bad counts with a clear error', async () => {
    await expect(generateCatalogue(db, { videos: -1 })).rejects.toThrow(/videos must be an integer/);
    await expect(generateCatalogue(db, { mediaIds: [999_999] })).rejects.toThrow(
      /not rows of the media table/,
    );
  });
});
