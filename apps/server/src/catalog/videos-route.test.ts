import {
  LATEST_VIDEOS,
  VIDEO_SORTS_WIDE,
  type Video,
  type VideosParams,
  videosPath,
} from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import {
  insertCategory,
  insertChannel,
  insertMedia,
  insertModel,
  insertUser,
  insertVideo,
} from '../db/test-fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';

const DAY = 86400;
const NOW = Date.UTC(2025, 0, 2) / 1000;

describe.each(testDatabases())('json/videos2 on $name', ({ open }) => {
  const ids: Record<string, number> = {};
  /** Sort keys of the 6 listed videos, to compute the expected orders. */
  const keys: {
    id: number;
    post_date: number;
    duration: number;
    popularity: number;
    rating: number;
    comments_count: number;
    video_viewed: number;
  }[] = [];

  const get = async (params: Partial<VideosParams>) => {
    const res = await fx.app.inject(`/${videosPath.build({ ...LATEST_VIDEOS, ...params })}`);
    return { status: res.statusCode, body: res.json() as { videos: Video[]; total_count: number } };
  };

  const fx = suiteTestApp(async (db) => {
    ids.cat = await insertCategory(db, { dir: 'amateur', title: 'Amateur' });
    ids.model = await insertModel(db, { dir: 'ann-ample', title: 'Ann Ample' });
    ids.channel = await insertChannel(db, { dir: 'studio-one', title: 'Studio One' });
    ids.user = await insertUser(db, { username: 'uploader' });
    const mediaId = await insertMedia(db, {
      source_path: 'x',
      formats: '_sd.mp4',
      duration: 60,
      width: 1280,
      height: 720,
    });
    const vrMediaId = await insertMedia(db, {
      source_path: 'y',
      vr: 'vr_360_mono',
      formats: '_sd.mp4',
      duration: 60,
      width: 640,
      height: 360,
    });
    // Six listed videos whose sort keys are all in different orders.
    const rows = [
      {
        post_date: NOW - 2 * 3600,
        duration: 300,
        popularity: 5,
        likes: 1,
        dislikes: 3,
        comments_count: 9,
        video_viewed: 40,
      },
      {
        post_date: NOW - 3 * DAY,
        duration: 1200,
        popularity: 50,
        likes: 9,
        dislikes: 1,
        comments_count: 1,
        video_viewed: 10,
      },
      {
        post_date: NOW - 20 * DAY,
        duration: 3000,
        popularity: 20,
        likes: 5,
        dislikes: 5,
        comments_count: 5,
        video_viewed: 99,
      },
      {
        post_date: NOW - 60 * DAY,
        duration: 500,
        popularity: 70,
        likes: 3,
        dislikes: 0,
        comments_count: 0,
        video_viewed: 1,
      },
      {
        post_date: NOW - 5 * 3600,
        duration: 2500,
        popularity: 1,
        likes: 0,
        dislikes: 2,
        comments_count: 3,
        video_viewed: 60,
      },
      {
        post_date: NOW - 10 * DAY,
        duration: 700,
        popularity: 30,
        likes: 7,
        dislikes: 2,
        comments_count: 7,
        video_viewed: 5,
      },
    ];
    for (const [i, r] of rows.entries()) {
      const id = await insertVideo(db, {
        ...r,
        title: `Listed ${i}`,
        media_id: i === 0 ? mediaId : i === 1 ? vrMediaId : null,
        category_ids: i % 2 === 0 ? [ids.cat] : [],
        model_ids: i < 2 ? [ids.model] : [],
        channel_id: i === 3 ? ids.channel : null,
        user_id: i === 4 ? ids.user : 0,
      });
      keys.push({ id, ...r, rating: r.likes + r.dislikes ? r.likes / (r.likes + r.dislikes) : 0 });
    }
    // Never listed: other gender, not active, private, deleted.
    await insertVideo(db, { gender: 'gay', title: 'Gay one' });
    await insertVideo(db, { status_id: 2, title: 'In moderation' });
    await insertVideo(db, { is_private: 1, title: 'Private' });
    await insertVideo(db, { status_id: 5, title: 'Deleted' });
  }, open);

  it('lists only active public videos of the gender, with total_count and the Video shape', async () => {
    const { status, body } = await get({});
    expect(status).toBe(200);
    expect(body.total_count).toBe(6);
    expect(body.videos).toHaveLength(6);
    const first = body.videos[0]!;
    expect(first).toMatchObject({
      video_id: keys[0]!.id,
      id: keys[0]!.id,
      title: 'Listed 0',
      duration: '05:00',
      status_id: 1,
    });
    expect(first.scr).toMatch(/^\/media\/\d+\/scr\.jpg$/);
    expect(first.thumbs).toHaveLength(5);
    expect(first.categories).toEqual([{ dir: 'amateur', title: 'Amateur' }]);
    expect(first.models).toEqual([{ dir: 'ann-ample', title: 'Ann Ample' }]);
    expect(first.post_date).toBe(new Date((NOW - 7200) * 1000).toISOString().replace('.000Z', 'Z'));
    const gay = await get({ gender: 'gay' });
    expect(gay.body.videos.map((v) => v.title)).toEqual(['Gay one']);
  });

  it.each(VIDEO_SORTS_WIDE)('sort %s orders by its key, descending', async (sort) => {
    const column = {
      'latest-updates': 'post_date',
      longest: 'duration',
      'most-popular': 'popularity',
      'top-rated': 'rating',
      'most-commented': 'comments_count',
      'most-viewed': 'video_viewed',
    } as const;
    const expected = [...keys]
      .sort((a, b) => b[column[sort]] - a[column[sort]] || b.id - a.id)
      .map((k) => k.id);
    const { body } = await get({ sort });
    expect(body.videos.map((v) => v.video_id)).toEqual(expected);
  });

  it('pages with count and page', async () => {
    const all = (await get({})).body.videos.map((v) => v.video_id);
    const p2 = await get({ count: 4, page: 2 });
    expect(p2.body.videos.map((v) => v.video_id)).toEqual(all.slice(4));
    expect(p2.body.total_count).toBe(6);
  });

  it('filters by category, model, channel and member sections', async () => {
    const titles = async (section: VideosParams['section'], object_id: string) =>
      (await get({ section, object_id })).body.videos.map((v) => v.title).sort();
    expect(await titles('categories', 'amateur')).toEqual(['Listed 0', 'Listed 2', 'Listed 4']);
    expect(await titles('models', 'ann-ample')).toEqual(['Listed 0', 'Listed 1']);
    expect(await titles('channels', 'studio-one')).toEqual(['Listed 3']);
    expect(await titles('members', String(ids.user))).toEqual(['Listed 4']);
    expect((await get({ section: 'categories', object_id: 'amateur' })).body.total_count).toBe(3);
  });

  it('lists a big category (walking the sort index) with the same result', async () => {
    await fx.db.kysely
      .updateTable('categories')
      .set({ total_videos: 50_000 })
      .where('dir', '=', 'amateur')
      .execute();
    await fx.db.kysely
      .updateTable('models')
      .set({ total_videos: 50_000 })
      .where('dir', '=', 'ann-ample')
      .execute();
    fx.app.responseCache.clear();
    const titles = async (section: VideosParams['section'], object_id: string) =>
      (await get({ section, object_id, sort: 'most-viewed' })).body.videos.map((v) => v.title);
    expect(await titles('categories', 'amateur')).toEqual(['Listed 2', 'Listed 4', 'Listed 0']);
    expect(await titles('models', 'ann-ample')).toEqual(['Listed 0', 'Listed 1']);
  });

  it('answers 404 not_found for an unknown category, model, channel or member', async () => {
    for (const [section, object_id] of [
      ['categories', 'nope'],
      ['models', 'nope'],
      ['channels', 'nope'],
      ['members', '999999'],
    ] as const) {
      const res = await fx.app.inject(`/${videosPath.build({ ...LATEST_VIDEOS, section, object_id })}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: true, code: 'not_found' });
    }
  });

  it('filters by duration range', async () => {
    const durations = async (duration: 1 | 2 | 3) =>
      (await get({ duration })).body.videos.map((v) => v.duration).sort();
    expect(await durations(1)).toEqual(['05:00', '08:20']);
    expect(await durations(2)).toEqual(['11:40', '20:00']);
    expect(await durations(3)).toEqual(['41:40', '50:00']);
  });

  it('filters top-rated and most-popular by date period', async () => {
    const count = async (sort: 'top-rated' | 'most-popular', date: VideosParams['date']) =>
      (await get({ sort, date })).body.total_count;
    expect(await count('top-rated', 'day')).toBe(2);
    expect(await count('most-popular', 'week')).toBe(3);
    expect(await count('most-popular', 'month')).toBe(5);
    expect(await count('top-rated', 'all')).toBe(6);
    const day = await get({ sort: 'most-popular', date: 'day' });
    expect(day.body.videos.map((v) => v.title)).toEqual(['Listed 0', 'Listed 4']);
  });

  it.each([
    ['most-popular', 'week', 'popularity'],
    ['top-rated', 'month', 'rating'],
    ['most-popular', 'day', 'popularity'],
  ] as const)('lists %s of the %s in key order, paged (walk or window sort)', async (sort, date, column) => {
    const since = NOW - { day: DAY, week: 7 * DAY, month: 30 * DAY }[date];
    const expected = keys
      .filter((k) => k.post_date >= since)
      .sort((a, b) => b[column] - a[column] || b.id - a.id)
      .map((k) => k.id);
    const all = await get({ sort, date });
    expect(all.body.videos.map((v) => v.video_id)).toEqual(expected);
    const p2 = await get({ sort, date, count: 1, page: 2 });
    expect(p2.body.videos.map((v) => v.video_id)).toEqual(expected.slice(1, 2));
  });

  it('refuses a date filter on other sorts', async () => {
    const res = await fx.app.inject('/json/videos2/3600/str/longest/24/..1.all.0.day.json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, code: 'invalid_param', field: 'date' });
  });

  it('filters by type hd and vr', async () => {
    expect((await get({ type: 'hd' })).body.videos.map((v) => v.title)).toEqual(['Listed 0']);
    expect((await get({ type: 'vr' })).body.videos.map((v) => v.title)).toEqual(['Listed 1']);
  });

  it('serves a cached second hit without touching the database', async () => {
    const url = `/${videosPath.build({ ...LATEST_VIDEOS, count: 5 })}`;
    const first = await fx.app.inject(url);
    await fx.db.kysely.deleteFrom('videos').where('video_id', '=', keys[0]!.id).execute();
    const second = await fx.app.inject(url);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=3600');
    const fresh = await fx.app.inject(`/${videosPath.build({ ...LATEST_VIDEOS, lifetime: 0, count: 5 })}`);
    expect(fresh.headers['cache-control']).toBe('no-cache');
    expect((fresh.json() as { videos: Video[] }).videos[0]?.video_id).not.toBe(keys[0]!.id);
  });
});
