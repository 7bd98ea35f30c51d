import {
  LATEST_VIDEOS,
  type SuggestionGroups,
  searchUrl,
  suggesterPath,
  suggesterSearchUrl,
  type Video,
} from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertChannel, insertModel, insertVideo } from '../db/test-fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';
import { rebuildSearchIndex, reindexVideos } from './search-index.ts';

/** The home page's listing searched by relevance: hourly, straight, 24 a page. */
const params = { ...LATEST_VIDEOS, sort: 'relevance' } as const;

describe.each(testDatabases())('search on $name', ({ open }) => {
  const ids: Record<string, number> = {};

  const search = async (s: string, extra: Partial<Parameters<typeof searchUrl>[0]> = {}) => {
    const res = await fx.app.inject(`/${searchUrl({ ...params, ...extra }, s)}`);
    return { status: res.statusCode, body: res.json() as { videos: Video[]; total_count: number } };
  };

  const fx = suiteTestApp(async (db) => {
    const beach = await insertCategory(db, { dir: 'beach', title: 'Beach', total_videos: 3 });
    await insertCategory(db, { dir: 'hidden-cam', title: 'Hidden Cam', total_videos: 50 });
    await insertCategory(db, { dir: 'voyeur', title: 'Voyeur', total_videos: 50 });
    await insertCategory(db, { dir: 'bedroom', title: 'Bedroom', total_videos: 9 });
    const model = await insertModel(db, { dir: 'sunny-vale', title: 'Sunny Vale', total_videos: 2 });
    await insertChannel(db, { dir: 'sunset-studio', title: 'Sunset Studio', total_videos: 4 });
    await db.kysely
      .insertInto('keywords')
      .values({ title: 'sunset beach', popularity: 9, total_videos: 2 })
      .execute();
    // Title matches outrank description-only matches.
    ids.title = await insertVideo(db, {
      title: 'Sunset on the beach',
      description: 'waves',
      popularity: 1,
      video_viewed: 5,
    });
    ids.desc = await insertVideo(db, {
      title: 'Evening walk',
      description: 'a sunset seen from afar',
      popularity: 9,
      video_viewed: 50,
    });
    ids.model = await insertVideo(db, {
      title: 'Garden party',
      model_ids: [model],
      category_ids: [beach],
      video_viewed: 20,
    });
    ids.other = await insertVideo(db, { title: 'Mountain lake', description: 'nothing to see' });
    ids.gay = await insertVideo(db, { title: 'Sunset gay', gender: 'gay' });
    ids.deleted = await insertVideo(db, { title: 'Sunset deleted', status_id: 5 });
    await rebuildSearchIndex(db);
  }, open);

  it('finds title, description, model and category matches, title first (relevance)', async () => {
    const { status, body } = await search('sunset');
    expect(status).toBe(200);
    expect(body.videos.map((v) => v.video_id)).toEqual([ids.title, ids.desc]);
    expect(body.total_count).toBe(2);
    expect((await search('sunny')).body.videos.map((v) => v.video_id)).toEqual([ids.model]);
    expect((await search('beach')).body.videos.map((v) => v.video_id).sort()).toEqual(
      [ids.title, ids.model].sort(),
    );
    expect((await search('beach')).body.videos[0]?.video_id).toBe(ids.title);
  });

  it('matches word prefixes and needs every word', async () => {
    expect((await search('suns')).body.total_count).toBe(2);
    expect((await search('sunset walk')).body.videos.map((v) => v.video_id)).toEqual([ids.desc]);
    expect((await search('zzzqqq')).body).toEqual({ videos: [], total_count: 0 });
  });

  it('sorts search results by the other sorts too', async () => {
    const { body } = await search('sunset', { sort: 'most-viewed' });
    expect(body.videos.map((v) => v.video_id)).toEqual([ids.desc, ids.title]);
  });

  it('shows a re-indexed video at once after a cache clear', async () => {
    await fx.db.kysely
      .updateTable('videos')
      .set({ title: 'Lakeside sunset' })
      .where('video_id', '=', ids.other!)
      .execute();
    await reindexVideos(fx.db, [ids.other!]);
    fx.app.responseCache.clear();
    expect((await search('lakeside', { lifetime: 0 })).body.videos.map((v) => v.video_id)).toEqual([
      ids.other,
    ]);
  });

  it('refuses s of 2 characters or fewer, over 69, or missing, with field s', async () => {
    for (const s of ['ab', '  ab  ', 'x'.repeat(70)]) {
      const { status, body } = await search(s);
      expect(status).toBe(400);
      expect(body).toEqual({ error: true, code: 'invalid_param', field: 's' });
    }
    const missing = await fx.app.inject('/videos2.php?params=3600/str/relevance/24/search..1.all.0.all');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: true, code: 'invalid_param', field: 's' });
    const bad = await fx.app.inject(
      '/videos2.php?params=3600/str/relevance/24/categories.x.1.all.0.all&s=sunset',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true, code: 'invalid_param' });
  });

  it('suggests grouped keywords, categories, channels and models by prefix', async () => {
    const res = await fx.app.inject(`/${suggesterSearchUrl('sun')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json() as SuggestionGroups;
    expect(body.keywords).toEqual([{ title: 'sunset beach', total_videos: 2 }]);
    expect(body.models).toEqual([{ title: 'Sunny Vale', dir: 'sunny-vale', total_videos: 2 }]);
    expect(body.channels).toEqual([{ title: 'Sunset Studio', dir: 'sunset-studio', total_videos: 4 }]);
    const beach = (await fx.app.inject(`/${suggesterSearchUrl('bea')}`)).json() as SuggestionGroups;
    expect(beach.categories).toEqual([
      { title: 'Beach', dir: 'beach', total_videos: 3, avg_videos_popularity: 0 },
    ]);
    // Word prefixes match too ("studio" in "Sunset Studio").
    expect(
      ((await fx.app.inject(`/${suggesterSearchUrl('stud')}`)).json() as SuggestionGroups).channels,
    ).toHaveLength(1);
  });

  it("never suggests 'Hidden Cam' or 'Voyeur'", async () => {
    for (const c of ['hidden', 'hid', 'cam', 'voy', 'voyeur', 'Hidden Cam']) {
      const body = (await fx.app.inject(`/${suggesterSearchUrl(c)}`)).json() as SuggestionGroups;
      expect(body.categories).toEqual([]);
    }
    const top = (
      await fx.app.inject(`/${suggesterPath.build({ lifetime: 43200, count: 100 })}`)
    ).json() as SuggestionGroups;
    expect(top.categories.map((c) => c.title)).not.toContain('Hidden Cam');
    expect(top.categories.map((c) => c.title)).not.toContain('Voyeur');
  });

  it('refuses an empty or too long suggester text', async () => {
    for (const url of ['/suggester.php', '/suggester.php?c=', `/suggester.php?c=${'x'.repeat(70)}`]) {
      const res = await fx.app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, code: 'invalid_param', field: 'c' });
    }
  });

  it('answers the top lists on json/suggester with the cache lifetime', async () => {
    const res = await fx.app.inject(`/${suggesterPath.build({ lifetime: 43200, count: 2 })}`);
    expect(res.headers['cache-control']).toBe('public, max-age=43200');
    const body = res.json() as SuggestionGroups;
    expect(body.categories.map((c) => c.title)).toEqual(['Bedroom', 'Beach']);
    expect(body.keywords).toEqual([{ title: 'sunset beach', total_videos: 2 }]);
    expect(body.models.map((m) => m.dir)).toEqual(['sunny-vale']);
    expect(body.channels.map((c) => c.dir)).toEqual(['sunset-studio']);
  });
});
