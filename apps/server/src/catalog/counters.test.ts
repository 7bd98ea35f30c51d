import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertChannel, insertModel, insertVideo } from '../db/test-fixtures.ts';
import { readColumn } from '../db/test-reads.ts';
import { refreshCatalogCounters } from './counters.ts';

describe.each(testDatabases())('refreshCatalogCounters on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('counts only active public videos per category, model, channel and keyword', async () => {
    const cat = await insertCategory(db, { total_videos: 99 });
    const model = await insertModel(db);
    const channel = await insertChannel(db);
    const { keyword_id } = await db.kysely
      .insertInto('keywords')
      .values({ title: 'kw', popularity: 0, total_videos: 0 })
      .returning('keyword_id')
      .executeTakeFirstOrThrow();
    const tags = { category_ids: [cat], model_ids: [model], keyword_ids: [keyword_id], channel_id: channel };
    await insertVideo(db, { ...tags, popularity: 2 });
    await insertVideo(db, { ...tags, popularity: 4 });
    await insertVideo(db, { ...tags, status_id: 5, popularity: 100 });
    await insertVideo(db, { ...tags, is_private: 1 });
    await refreshCatalogCounters(db);
    const k = db.kysely;
    expect(
      await k
        .selectFrom('categories')
        .select(['total_videos', 'avg_videos_popularity'])
        .where('category_id', '=', cat)
        .executeTakeFirst(),
    ).toEqual({ total_videos: 2, avg_videos_popularity: 3 });
    expect(await readColumn(db, 'models', 'total_videos', 'model_id', model)).toBe(2);
    expect(await readColumn(db, 'channels', 'total_videos', 'channel_id', channel)).toBe(2);
    expect(await readColumn(db, 'keywords', 'total_videos', 'keyword_id', keyword_id)).toBe(2);
  });
});
