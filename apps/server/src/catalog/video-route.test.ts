import { mainPath, type RelatedVideo, relatedPath, type Video, videoPath } from '@tubekit/contract';
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

describe.each(testDatabases())('json/video, json/related and json/main on $name', ({ open }) => {
  const ids: Record<string, number> = {};
  const video = (id: number) => fx.app.inject(`/${videoPath.build({ lifetime: 86400, video_id: id })}`);
  const related = async (id: number, page = 1, count = 24) =>
    (
      await fx.app.inject(`/${relatedPath.build({ lifetime: 432000, count, video_id: id, page })}`)
    ).json() as {
      videos: RelatedVideo[];
      total_count: number;
    };

  const fx = suiteTestApp(async (db) => {
    const cat = await insertCategory(db, { dir: 'beach', title: 'Beach' });
    const cat2 = await insertCategory(db, { dir: 'bedroom', title: 'Bedroom' });
    const model = await insertModel(db, { dir: 'ann', title: 'Ann' });
    const channel = await insertChannel(db, {
      dir: 'studio',
      title: 'Studio',
      url: 'https://studio.example',
      vda: 1,
      total_videos: 7,
    });
    const user = await insertUser(db, { username: 'poster' });
    const mediaId = await insertMedia(db, {
      source_path: 'x',
      formats: '_sd.mp4',
      duration: 60,
      width: 640,
      height: 360,
      screenshots_count: 3,
    });
    ids.media = mediaId;
    ids.main = await insertVideo(db, {
      title: 'Main video',
      dir: 'main-video',
      duration: 3723,
      likes: 3,
      dislikes: 1,
      video_viewed: 77,
      media_id: mediaId,
      channel_id: channel,
      user_id: user,
      category_ids: [cat, cat2],
      model_ids: [model],
      sg_id: 4,
      ex_tube: 'tube',
      ex_id: 'x1',
    });
    ids.sameModel = await insertVideo(db, { title: 'Same model', model_ids: [model], popularity: 1 });
    ids.sameChannel = await insertVideo(db, { title: 'Same channel', channel_id: channel, popularity: 5 });
    ids.twoCats = await insertVideo(db, {
      title: 'Two categories',
      category_ids: [cat, cat2],
      popularity: 1,
    });
    ids.oneCat = await insertVideo(db, { title: 'One category', category_ids: [cat], popularity: 9 });
    ids.unrelated = await insertVideo(db, { title: 'Unrelated' });
    ids.deletedRelated = await insertVideo(db, {
      title: 'Deleted related',
      model_ids: [model],
      status_id: 5,
    });
    ids.deleted = await insertVideo(db, { title: 'Gone', media_id: mediaId, status_id: 5 });
    ids.moderation = await insertVideo(db, { title: 'Waiting', status_id: 2 });
  }, open);

  it('answers the full Video with every field of spec section 3', async () => {
    const res = await video(ids.main!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const v = res.json() as Video;
    const m = ids.media;
    expect(v).toEqual({
      video_id: ids.main,
      id: ids.main,
      dir: 'main-video',
      title: 'Main video',
      description: '',
      duration: '01:02:03',
      post_date: '2025-01-01T00:00:00Z',
      thumbsrc: `/media/${m}/thumbs/`,
      scr: `/media/${m}/scr.jpg`,
      scr1: `/media/${m}/scr1.jpg`,
      img: `/media/${m}/scr.jpg`,
      thumbs: [1, 2, 3].map((i) => `/media/${m}/thumbs/${i}.jpg`),
      thumb: `/media/${m}/thumbs/1.jpg`,
      likes: 3,
      dislikes: 1,
      video_viewed: 77,
      statistics: { viewed: 77, likes: 3, dislikes: 1, videos: 7 },
      status_id: 1,
      models: [{ dir: 'ann', title: 'Ann' }],
      categories: [
        { dir: 'beach', title: 'Beach' },
        { dir: 'bedroom', title: 'Bedroom' },
      ],
      channel: { dir: 'studio', title: 'Studio', url: 'https://studio.example', vda: 1 },
      user: { user_id: expect.any(Number), username: 'poster' },
      sg_id: 4,
      ex_tube: 'tube',
      ex_id: 'x1',
      toptn: [1, 2, 3].map((i) => ({ scr: `/media/${m}/thumbs/${i}.jpg` })),
    });
  });

  it('answers a deleted video with status_id 5 and no media fields', async () => {
    const res = await video(ids.deleted!);
    expect(res.statusCode).toBe(200);
    const v = res.json() as Video;
    expect(v).toMatchObject({
      status_id: 5,
      title: 'Gone',
      scr: '',
      scr1: '',
      img: '',
      thumbs: [],
      thumb: '',
      toptn: [],
    });
  });

  it('answers 404 not_found for a missing or unmoderated video', async () => {
    for (const id of [999_999, ids.moderation!]) {
      const res = await video(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, code: 'not_found' });
    }
  });

  it('ranks related videos by shared model, channel, categories; excludes itself and inactive ones', async () => {
    const body = await related(ids.main!);
    expect(body.videos.map((v) => v.title)).toEqual([
      'Same model',
      'Same channel',
      'Two categories',
      'One category',
    ]);
    expect(body.total_count).toBe(4);
    expect(Object.keys(body.videos[0]!).sort()).toEqual(['dir', 'duration', 'scr', 'title', 'video_id']);
    const page2 = await related(ids.main!, 2, 3);
    expect(page2.videos.map((v) => v.title)).toEqual(['One category']);
    expect((await related(ids.unrelated!)).videos).toEqual([]);
  });

  it('answers 404 for related of a missing video', async () => {
    const res = await fx.app.inject(
      `/${relatedPath.build({ lifetime: 432000, count: 24, video_id: 999_999, page: 1 })}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('answers the home payload: 24 latest videos, total and top lists', async () => {
    const res = await fx.app.inject(`/${mainPath.build({ lifetime: 3600, gender: 'str', lang: 'en' })}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { videos: Video[]; total_count: number; top: Record<string, unknown[]> };
    expect(body.total_count).toBe(6);
    expect(body.videos).toHaveLength(6);
    expect(body.videos[0]?.title).toBe('Unrelated');
    expect(Object.keys(body.top).sort()).toEqual(['categories', 'channels', 'keywords', 'models']);
  });

  it('lists several categories and models each in title order, whatever the link order', async () => {
    const zebra = await insertCategory(fx.db, { dir: 'zebra', title: 'Zebra' });
    const alpha = await insertCategory(fx.db, { dir: 'alpha', title: 'Alpha' });
    const yara = await insertModel(fx.db, { dir: 'yara', title: 'Yara' });
    const bea = await insertModel(fx.db, { dir: 'bea', title: 'Bea' });
    const id = await insertVideo(fx.db, {
      title: 'Tagged',
      category_ids: [zebra, alpha],
      model_ids: [yara, bea],
    });
    const v = (await video(id)).json() as Video;
    expect(v.categories).toEqual([
      { dir: 'alpha', title: 'Alpha' },
      { dir: 'zebra', title: 'Zebra' },
    ]);
    expect(v.models).toEqual([
      { dir: 'bea', title: 'Bea' },
      { dir: 'yara', title: 'Yara' },
    ]);
  });
});
