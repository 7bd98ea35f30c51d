import {
  type CommentsAnswer,
  commentsPath,
  type PlaylistsAnswer,
  type PlaylistsParams,
  playlistPath,
  playlistsPath,
  type SubscriptionsAnswer,
  subscriptionsPath,
} from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertChannel, insertModel, insertUser, insertVideo } from '../db/test-fixtures.ts';
import { socialTestApp } from './test-app.ts';
import { insertComment, insertPlaylist, insertSubscription } from './test-rows.ts';

describe.each(testDatabases())('comments, playlists and subscriptions on $name', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  let ann: number;
  let bob: number;
  let video: number;
  let second: number;
  let publicList: number;
  let privateList: number;
  let channel: number;
  let model: number;
  /** The playlists answer: the first 60 recent playlists of all members, unless `params` say otherwise. */
  const playlists = async (params: Partial<PlaylistsParams>) => {
    const url = playlistsPath.build({
      lifetime: 86400,
      sort: 'recent',
      count: 60,
      section: 'all',
      page: 1,
      gender: 'str',
      object_id: '',
      ...params,
    });
    return (await app.inject(`/${url}`)).json() as PlaylistsAnswer;
  };

  beforeAll(async () => {
    db = await open();
    ann = await insertUser(db, { username: 'ann', avatar: 'a/ann.jpg' });
    bob = await insertUser(db, { username: 'bob' });
    video = await insertVideo(db, { user_id: ann });
    const deleted = await insertVideo(db, { status_id: 5 });
    second = await insertVideo(db, { title: 'Second' });
    await insertComment(db, {
      section: 'videos',
      object_id: video,
      user_id: ann,
      text: 'first',
      added_date: 10,
    });
    await insertComment(db, {
      section: 'videos',
      object_id: video,
      user_id: bob,
      text: 'second',
      added_date: 20,
    });
    await insertComment(db, { section: 'models', object_id: video, user_id: bob, text: 'other section' });
    publicList = await insertPlaylist(db, { user_id: ann, title: 'Mine', added_date: 5 }, [
      second,
      deleted,
      video,
    ]);
    privateList = await insertPlaylist(db, { user_id: ann, title: 'Hidden', is_private: 1, added_date: 9 });
    const bobs = await insertPlaylist(db, { user_id: bob, title: 'Bobs', added_date: 7, video_viewed: 100 });
    await insertSubscription(db, bob, 'playlists', bobs, 5);
    await insertPlaylist(db, { user_id: bob, title: 'Gay list', gender: 'gay' });
    channel = await insertChannel(db, { title: 'Studio One', dir: 'studio-one' });
    model = await insertModel(db, { title: 'Jane Model', dir: 'jane-model' });
    await insertSubscription(db, ann, 'channels', channel, 1);
    await insertSubscription(db, ann, 'models', model, 2);
    await insertSubscription(db, ann, 'members', bob, 3);
    await insertSubscription(db, ann, 'channels', 99999, 4); // a channel since removed
    app = await socialTestApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lists comments of one object newest first with author name and avatar', async () => {
    const res = await app.inject(
      `/${commentsPath.build({ lifetime: 3600, section: 'videos', object_id: video })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.json() as CommentsAnswer;
    expect(body.total_count).toBe(2);
    expect(body.comments.map((c) => [c.text, c.username])).toEqual([
      ['second', 'bob'],
      ['first', 'ann'],
    ]);
    expect(body.comments[1]).toMatchObject({
      avatar: 'a/ann.jpg',
      section: 'videos',
      object_id: video,
      added_date: '1970-01-01T00:00:10Z',
    });
  });

  it('answers comments uncached with jsond and refuses a wrong bucket', async () => {
    const res = await app.inject(
      `/${commentsPath.build({ lifetime: 0, section: 'videos', object_id: video })}`,
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    const bad = await app.inject('/json/comments/3600/videos/0/1000/5.json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: true, code: 'invalid_param', field: 'thousand' });
  });

  it('lists public playlists of a gender, never private ones', async () => {
    const body = await playlists({});
    expect(body.playlists.map((p) => p.title)).toEqual(['Bobs', 'Mine']);
    expect(body.total_count).toBe(2);
    expect(body.playlists[1]).toMatchObject({ id: publicList, user: { user_id: ann, username: 'ann' } });
  });

  it("lists one member's playlists and sorts by views", async () => {
    const mine = await playlists({ section: 'members', object_id: String(ann) });
    expect(mine.playlists.map((p) => p.title)).toEqual(['Mine']);
    const body = await playlists({ sort: 'most-popular-videos', count: 1 });
    expect(body.playlists.map((p) => p.title)).toEqual(['Bobs']);
    expect(body.total_count).toBe(2);
  });

  it.each([
    ['count-videos', ['Mine', 'Bobs']],
    ['latest-updates', ['Mine', 'Bobs']],
    ['count-subs', ['Bobs', 'Mine']],
    ['most-popular-videos', ['Bobs', 'Mine']],
  ] as const)('sorts playlists by %s', async (sort, expected) => {
    expect((await playlists({ sort })).playlists.map((p) => p.title)).toEqual(expected);
  });

  it('shows one playlist with its active videos in order; a private one is not_found', async () => {
    const res = await app.inject(`/${playlistPath.build({ lifetime: 86400, id: publicList })}`);
    expect(res.statusCode).toBe(200);
    // The deleted video between them is left out.
    expect(res.json().playlist.videos.map((v: { video_id: number }) => v.video_id)).toEqual([second, video]);
    expect(res.json().playlist.videos[0]).toMatchObject({ title: 'Second', status_id: 1, duration: '05:00' });
    const hidden = await app.inject(`/${playlistPath.build({ lifetime: 86400, id: privateList })}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: true, code: 'not_found' });
  });

  it("groups a user's subscriptions by section with titles and dirs", async () => {
    const res = await app.inject(`/${subscriptionsPath.build({ lifetime: 14400, object_id: ann })}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SubscriptionsAnswer;
    expect(body.total_count).toBe(3);
    expect(body.subscriptions.channels).toEqual([
      expect.objectContaining({ object_id: channel, dir: 'studio-one', title: 'Studio One' }),
    ]);
    expect(body.subscriptions.models).toEqual([
      expect.objectContaining({ dir: 'jane-model', title: 'Jane Model' }),
    ]);
    expect(body.subscriptions.members).toEqual([
      expect.objectContaining({ object_id: bob, dir: String(bob), title: 'bob' }),
    ]);
    const none = (
      await app.inject(`/${subscriptionsPath.build({ lifetime: 14400, object_id: bob })}`)
    ).json();
    expect(none).toEqual({ subscriptions: { channels: [], models: [], members: [] }, total_count: 0 });
  });
});
