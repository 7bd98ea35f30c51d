import { searchUrl, VIDEO_STATUS, type Video } from '@tubekit/contract';
import { expect } from 'vitest';
import type { Db } from '../db/connect.ts';
import { insertCategory } from '../db/test-fixtures.ts';
import { readColumn } from '../db/test-reads.ts';
import { buildTestApp } from '../test/test-app.ts';
import { readSeedMarker } from './seed-marker.ts';

/**
 * Asserts what a finished demo seed guarantees, for the crash tests: `videos` videos, each
 * with its category list, the completion marker, the tag-list triggers on (a link written
 * afterwards updates the list) and a search index that finds a video by its category.
 */
export async function expectCompleteCatalogue(db: Db, videos: number): Promise<void> {
  const rows = await db.kysely
    .selectFrom('videos')
    .select(['video_id', 'categories_json', 'gender', 'status_id', 'is_private'])
    .orderBy('video_id')
    .execute();
  expect(rows).toHaveLength(videos);
  expect(rows.filter((v) => v.categories_json === '[]').map((v) => v.video_id)).toEqual([]);
  expect(await readSeedMarker(db)).toMatchObject({ videos });

  const video = rows.find(
    (v) => v.gender === 'str' && v.status_id === VIDEO_STATUS.active && v.is_private === 0,
  );
  const [category] = JSON.parse(video?.categories_json ?? '[]') as { title: string }[];
  const { app } = await buildTestApp(db);
  try {
    const params = { lifetime: 3600, gender: 'str', sort: 'relevance', count: 24, page: 1 } as const;
    const res = await app.inject(
      `/${searchUrl({ ...params, type: 'all', duration: 0, date: 'all' }, category?.title ?? '-')}`,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as { total_count: number; videos: Video[] }).total_count).toBeGreaterThan(0);
  } finally {
    await app.close();
  }

  const id = rows[0]?.video_id as number;
  const extra = await insertCategory(db, { dir: 'zz-after-seed', title: 'Zz After Seed' });
  await db.kysely.insertInto('video_categories').values({ video_id: id, category_id: extra }).execute();
  expect(await readColumn(db, 'videos', 'categories_json', 'video_id', id)).toContain('Zz After Seed');
  await db.kysely.deleteFrom('video_categories').where('category_id', '=', extra).execute();
  await db.kysely.deleteFrom('categories').where('category_id', '=', extra).execute();
}
