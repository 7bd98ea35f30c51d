import { type Video, type VideosParams, videosPath } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertModel, insertVideo } from '../db/test-fixtures.ts';
import { readColumn } from '../db/test-reads.ts';
import { ViewCounter } from '../social/view-counter.ts';
import { castVote } from '../social/votes.ts';
import { buildTestApp, suiteTestApp } from '../test/test-app.ts';

const DAY = 86400;
const NOW = Date.UTC(2025, 0, 2) / 1000;

// Uncached listings (lifetime 0) of the newest videos of a section: the page's ids come
// from the link table's copies of the video's keys (migration 004), so these check the
// copies follow every change of the video.
const listing = (section: 'models' | 'categories', dir: string, extra: Partial<VideosParams> = {}) =>
  `/${videosPath.build({
    lifetime: 0,
    gender: 'str',
    sort: 'latest-updates',
    count: 24,
    section,
    object_id: dir,
    page: 1,
    type: 'all',
    duration: 0,
    date: 'all',
    ...extra,
  })}`;

describe.each(testDatabases())('section listings keep in step with their videos on $name', ({ open }) => {
  const v: number[] = [];

  const page = async (url: string, on: FastifyInstance = fx.app) => {
    const res = await on.inject(url);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json() as { videos: Video[]; total_count: number };
  };
  const ids = async (url: string) => (await page(url)).videos.map((x) => x.video_id);
  /** A total counted now (a new app has an empty totals cache). */
  const freshTotal = async (url: string) => {
    const { app: other } = await buildTestApp(fx.db);
    try {
      return (await page(url, other)).total_count;
    } finally {
      await other.close();
    }
  };

  const fx = suiteTestApp(async (db) => {
    const model = await insertModel(db, { dir: 'mia-model', title: 'Mia Model' });
    const category = await insertCategory(db, { dir: 'outdoor', title: 'Outdoor' });
    // v[0] newest ... v[3] oldest; v[4] gay and v[5] private are never in a str listing.
    const rows = [
      { post_date: NOW - DAY },
      { post_date: NOW - 2 * DAY },
      { post_date: NOW - 3 * DAY },
      { post_date: NOW - 40 * DAY },
      { post_date: NOW - DAY / 2, gender: 'gay' },
      { post_date: NOW - DAY / 3, is_private: 1 },
    ];
    for (const row of rows)
      v.push(await insertVideo(db, { ...row, model_ids: [model], category_ids: [category] }));
  }, open);

  it('lists a model and a category newest first, per gender', async () => {
    for (const [section, dir] of [
      ['models', 'mia-model'],
      ['categories', 'outdoor'],
    ] as const) {
      expect(await ids(listing(section, dir))).toEqual([v[0], v[1], v[2], v[3]]);
      expect((await page(listing(section, dir))).total_count).toBe(4);
      expect(await ids(listing(section, dir, { gender: 'gay' }))).toEqual([v[4]]);
    }
  });

  it('stays the same after a view and vote flush, which shows the new counts', async () => {
    const views = new ViewCounter({
      db: fx.db,
      scheduler: { setInterval: () => 0, clearInterval: () => {} },
    });
    for (let i = 0; i < 3; i++) views.add('videos', { id: v[3] as number });
    await views.flush();
    await castVote(fx.db, {
      section: 'videos',
      ref: { id: v[3] as number },
      vote: 1,
      voter: 'u1',
      ipHash: 'a1',
      now: NOW,
    });
    const after = await page(listing('models', 'mia-model'));
    expect(after.videos.map((x) => x.video_id)).toEqual([v[0], v[1], v[2], v[3]]);
    expect(after.videos[3]?.video_viewed).toBe(3);
    expect(after.videos[3]?.likes).toBe(1);
    expect(await ids(listing('categories', 'outdoor'))).toEqual([v[0], v[1], v[2], v[3]]);
    await views.close();
  });

  it('follows a status, privacy, gender or date change and a delete of the video', async () => {
    const setVideo = (
      id: number,
      fields: { status_id?: number; is_private?: number; gender?: string; post_date?: number },
    ) => fx.db.kysely.updateTable('videos').set(fields).where('video_id', '=', id).execute();
    const both = async () => [
      await ids(listing('models', 'mia-model')),
      await ids(listing('categories', 'outdoor')),
    ];

    await setVideo(v[1] as number, { status_id: 2 });
    expect(await both()).toEqual([
      [v[0], v[2], v[3]],
      [v[0], v[2], v[3]],
    ]);
    expect(await freshTotal(listing('models', 'mia-model'))).toBe(3);
    await setVideo(v[1] as number, { status_id: 1 });
    await setVideo(v[5] as number, { is_private: 0 });
    await setVideo(v[4] as number, { gender: 'str' });
    await setVideo(v[3] as number, { post_date: NOW - 60 });
    expect(await both()).toEqual([
      [v[3], v[5], v[4], v[0], v[1], v[2]],
      [v[3], v[5], v[4], v[0], v[1], v[2]],
    ]);
    expect(await freshTotal(listing('categories', 'outdoor'))).toBe(6);

    await fx.db.kysely
      .deleteFrom('videos')
      .where('video_id', '=', v[3] as number)
      .execute();
    expect(await both()).toEqual([
      [v[5], v[4], v[0], v[1], v[2]],
      [v[5], v[4], v[0], v[1], v[2]],
    ]);
    expect(await freshTotal(listing('models', 'mia-model'))).toBe(5);
  });

  it('lists a video linked after it was written with its keys', async () => {
    const late = await insertVideo(fx.db, { post_date: NOW - 30 });
    await fx.db.kysely
      .insertInto('video_models')
      .values({ video_id: late, model_id: await modelId() })
      .execute();
    expect((await ids(listing('models', 'mia-model')))[0]).toBe(late);
  });

  it('lists a video whose link rows were written before the video row', async () => {
    const id = 900_000;
    await fx.db.kysely
      .insertInto('video_categories')
      .values({ video_id: id, category_id: await categoryId() })
      .execute();
    expect(await ids(listing('categories', 'outdoor'))).not.toContain(id);
    await insertVideo(fx.db, { video_id: id, post_date: NOW - 10 });
    expect((await ids(listing('categories', 'outdoor')))[0]).toBe(id);
  });

  const categoryId = () => readColumn(fx.db, 'categories', 'category_id', 'dir', 'outdoor');
  const modelId = () => readColumn(fx.db, 'models', 'model_id', 'dir', 'mia-model');
});
