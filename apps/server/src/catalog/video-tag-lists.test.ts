import { LATEST_VIDEOS, type Video, videoPath, videosPath } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertModel, insertVideo } from '../db/test-fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';

// A video's categories and models come with its row (migration 005: lists kept by
// triggers). These check the answers follow every write to the link and tag tables, at
// once, through uncached (jsond) paths.
describe.each(testDatabases())('video tag lists follow their tables on $name', ({ open }) => {
  // Each test writes the rows it checks.
  const fx = suiteTestApp(async () => {}, open);

  const video = async (id: number) => {
    const res = await fx.app.inject(`/${videoPath.build({ lifetime: 0, video_id: id })}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Video;
  };
  const tags = async (id: number) => {
    const v = await video(id);
    return {
      categories: v.categories.map((c) => `${c.dir}:${c.title}`),
      models: v.models.map((m) => m.title),
    };
  };
  const link = (table: 'video_categories' | 'video_models', video_id: number, key: number) =>
    table === 'video_categories'
      ? fx.db.kysely.insertInto(table).values({ video_id, category_id: key }).execute()
      : fx.db.kysely.insertInto(table).values({ video_id, model_id: key }).execute();

  it('lists both kinds in title order, in the video page and in a listing', async () => {
    const zed = await insertCategory(fx.db, { dir: 'zed', title: 'Zed' });
    const amber = await insertCategory(fx.db, { dir: 'amber', title: 'Amber' });
    const mona = await insertModel(fx.db, { dir: 'mona', title: 'Mona' });
    const bea = await insertModel(fx.db, { dir: 'bea', title: 'Bea' });
    const id = await insertVideo(fx.db, {
      category_ids: [zed, amber],
      model_ids: [mona, bea],
      post_date: 2e9,
    });
    expect(await tags(id)).toEqual({ categories: ['amber:Amber', 'zed:Zed'], models: ['Bea', 'Mona'] });
    const res = await fx.app.inject(`/${videosPath.build({ ...LATEST_VIDEOS, lifetime: 0 })}`);
    const listed = (res.json() as { videos: Video[] }).videos.find((v) => v.video_id === id);
    expect(listed?.categories).toEqual([
      { dir: 'amber', title: 'Amber' },
      { dir: 'zed', title: 'Zed' },
    ]);
    expect(listed?.models.map((m) => m.dir)).toEqual(['bea', 'mona']);
  });

  it('follows links added, moved and removed', async () => {
    const a = await insertCategory(fx.db, { dir: 'links-a', title: 'Links A' });
    const b = await insertCategory(fx.db, { dir: 'links-b', title: 'Links B' });
    const model = await insertModel(fx.db, { title: 'Linked Model' });
    const id = await insertVideo(fx.db);
    expect(await tags(id)).toEqual({ categories: [], models: [] });

    await link('video_categories', id, a);
    await link('video_models', id, model);
    expect(await tags(id)).toEqual({ categories: ['links-a:Links A'], models: ['Linked Model'] });

    await fx.db.kysely
      .updateTable('video_categories')
      .set({ category_id: b })
      .where('video_id', '=', id)
      .where('category_id', '=', a)
      .execute();
    expect((await tags(id)).categories).toEqual(['links-b:Links B']);

    await fx.db.kysely.deleteFrom('video_categories').where('video_id', '=', id).execute();
    await fx.db.kysely.deleteFrom('video_models').where('video_id', '=', id).execute();
    expect(await tags(id)).toEqual({ categories: [], models: [] });
  });

  it('follows a category or model inserted after its links, renamed and deleted', async () => {
    const id = await insertVideo(fx.db);
    // Links first, tags after: the order the demo seed writes them in.
    const next = (await insertCategory(fx.db)) + 100;
    await link('video_categories', id, next);
    expect((await tags(id)).categories).toEqual([]);
    await insertCategory(fx.db, { category_id: next, dir: 'late', title: 'Late' });
    expect((await tags(id)).categories).toEqual(['late:Late']);

    await fx.db.kysely
      .updateTable('categories')
      .set({ dir: 'renamed', title: 'Renamed' })
      .where('category_id', '=', next)
      .execute();
    expect((await tags(id)).categories).toEqual(['renamed:Renamed']);

    const model = await insertModel(fx.db, { dir: 'old-name', title: 'Old Name' });
    await link('video_models', id, model);
    await fx.db.kysely
      .updateTable('models')
      .set({ title: 'New Name' })
      .where('model_id', '=', model)
      .execute();
    expect((await tags(id)).models).toEqual(['New Name']);

    await fx.db.kysely.deleteFrom('categories').where('category_id', '=', next).execute();
    await fx.db.kysely.deleteFrom('models').where('model_id', '=', model).execute();
    expect(await tags(id)).toEqual({ categories: [], models: [] });
  });

  it('leaves other videos alone and survives a stat update of the video', async () => {
    const shared = await insertCategory(fx.db, { dir: 'shared', title: 'Shared' });
    const own = await insertCategory(fx.db, { dir: 'own', title: 'Own' });
    const first = await insertVideo(fx.db, { category_ids: [shared, own] });
    const second = await insertVideo(fx.db, { category_ids: [shared] });
    await fx.db.kysely
      .deleteFrom('video_categories')
      .where('video_id', '=', first)
      .where('category_id', '=', own)
      .execute();
    await fx.db.kysely
      .updateTable('videos')
      .set({ video_viewed: 42 })
      .where('video_id', '=', first)
      .execute();
    expect((await tags(first)).categories).toEqual(['shared:Shared']);
    expect((await tags(second)).categories).toEqual(['shared:Shared']);
    expect((await video(first)).video_viewed).toBe(42);
  });
});
