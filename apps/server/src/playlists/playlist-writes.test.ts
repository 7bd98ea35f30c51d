import { PLAYLIST_LIMITS } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import { signedInMember, type TestMember } from '../community/community-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import {
  createdPlaylist,
  fillPlaylistsToCap,
  fillVideosToCap,
  playlistCall,
  readPlaylist,
  videoIdsOf,
} from './playlist-test-kit.ts';

describe.each(testDatabases())('playlist.php on $name', ({ open }) => {
  let db: Db;
  let app: FastifyInstance;
  let ann: TestMember;
  let bob: TestMember;
  let videos: number[];

  beforeAll(async () => {
    db = await open();
    ({ app } = await accountsApp(db));
    ann = await signedInMember(db, 'ann');
    bob = await signedInMember(db, 'bob');
    videos = [];
    for (let i = 0; i < 4; i++) videos.push(await insertVideo(db, { title: `Video ${i}` }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('creates a playlist with the trimmed title, and the owner reads it back', async () => {
    const res = await playlistCall(app, ann, {
      act: 'create',
      title: '  Road trip  ',
      description: 'd',
      visibility: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const id = res.json().playlist_id;
    const read = await readPlaylist(app, null, id);
    expect(read.json().playlist).toMatchObject({
      id,
      title: 'Road trip',
      description: 'd',
      is_private: 0,
      total_videos: 0,
    });
  });

  it('adds videos at the end, answers already_added (200) for a second add, removes and reorders', async () => {
    const id = await createdPlaylist(app, ann);
    for (const v of videos.slice(0, 3))
      expect((await playlistCall(app, ann, { act: 'add', playlist_id: id, video_id: v })).json()).toEqual({
        ok: true,
      });
    const again = await playlistCall(app, ann, { act: 'add', playlist_id: id, video_id: videos[0] ?? 0 });
    expect([again.statusCode, again.json().code]).toEqual([200, 'already_added']);
    expect(videoIdsOf(await readPlaylist(app, ann, id, true))).toEqual(videos.slice(0, 3));
    const order = [videos[2], videos[0], videos[1]] as number[];
    expect(
      (await playlistCall(app, ann, { act: 'reorder', playlist_id: id, video_ids: JSON.stringify(order) }))
        .statusCode,
    ).toBe(200);
    expect(videoIdsOf(await readPlaylist(app, ann, id, true))).toEqual(order);
    await playlistCall(app, ann, { act: 'remove', playlist_id: id, video_id: videos[0] ?? 0 });
    const read = await readPlaylist(app, ann, id, true);
    expect(videoIdsOf(read)).toEqual([videos[2], videos[1]]);
    expect(read.json().playlist.total_videos).toBe(2);
  });

  it('refuses a reorder that is not exactly the playlist’s videos (missing, extra, repeated)', async () => {
    const id = await createdPlaylist(app, ann);
    for (const v of videos.slice(0, 2))
      await playlistCall(app, ann, { act: 'add', playlist_id: id, video_id: v });
    const [a, b, c] = videos as [number, number, number];
    for (const list of [[a], [a, b, c], [a, a, b], [b, c]]) {
      const res = await playlistCall(app, ann, {
        act: 'reorder',
        playlist_id: id,
        video_ids: JSON.stringify(list),
      });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: true, code: 'invalid_param', field: 'video_ids' },
      ]);
    }
  });

  it('shows an added video on the cached public path at once (the cache forgets the playlist)', async () => {
    const id = await createdPlaylist(app, ann);
    expect(videoIdsOf(await readPlaylist(app, null, id))).toEqual([]);
    await playlistCall(app, ann, { act: 'add', playlist_id: id, video_id: videos[3] ?? 0 });
    const read = await readPlaylist(app, null, id);
    expect(read.headers['cache-control']).toBe('public, max-age=60');
    expect(videoIdsOf(read)).toEqual([videos[3]]);
  });

  it('edits title, description and visibility; a private playlist is served to its owner only, never cached', async () => {
    const id = await createdPlaylist(app, ann);
    const edit = await playlistCall(app, ann, {
      act: 'edit',
      playlist_id: id,
      title: 'Secret',
      description: '<b>x</b>',
      visibility: 1,
    });
    expect(edit.statusCode).toBe(200);
    expect((await readPlaylist(app, null, id)).statusCode).toBe(404);
    expect((await readPlaylist(app, bob, id, true)).statusCode).toBe(404);
    const own = await readPlaylist(app, ann, id, true);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json().playlist).toMatchObject({ title: 'Secret', description: '<b>x</b>', is_private: 1 });
  });

  it('deletes a playlist with its videos; another member gets no_permission, an unknown id not_found', async () => {
    const id = await createdPlaylist(app, ann);
    await playlistCall(app, ann, { act: 'add', playlist_id: id, video_id: videos[0] ?? 0 });
    expect((await playlistCall(app, bob, { act: 'delete', playlist_id: id })).json().code).toBe(
      'no_permission',
    );
    expect((await playlistCall(app, ann, { act: 'delete', playlist_id: id })).json()).toEqual({ ok: true });
    expect((await readPlaylist(app, ann, id, true)).statusCode).toBe(404);
    const rows = await db.kysely
      .selectFrom('playlist_videos')
      .select('video_id')
      .where('playlist_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
    expect((await playlistCall(app, ann, { act: 'delete', playlist_id: id })).statusCode).toBe(404);
  });

  it('refuses a deleted or unknown video with not_found', async () => {
    const id = await createdPlaylist(app, ann);
    const gone = await insertVideo(db, { status_id: 5 });
    for (const video_id of [gone, 999_999]) {
      const res = await playlistCall(app, ann, { act: 'add', playlist_id: id, video_id });
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    }
  });

  it(`takes the ${PLAYLIST_LIMITS.maxVideos}th video and answers list_full to the next`, async () => {
    const id = await createdPlaylist(app, bob);
    await fillVideosToCap(db, id, 1_000_000);
    expect(
      (await playlistCall(app, bob, { act: 'add', playlist_id: id, video_id: videos[0] ?? 0 })).json(),
    ).toEqual({ ok: true });
    const full = await playlistCall(app, bob, { act: 'add', playlist_id: id, video_id: videos[1] ?? 0 });
    expect([full.statusCode, full.json().code]).toEqual([200, 'list_full']);
  });

  it(`takes a member's ${PLAYLIST_LIMITS.maxPlaylists}th playlist and answers list_full to the next`, async () => {
    const carl = await signedInMember(db, 'carl');
    await fillPlaylistsToCap(db, carl.id);
    expect((await playlistCall(app, carl, { act: 'create', title: 'last' })).statusCode).toBe(200);
    const full = await playlistCall(app, carl, { act: 'create', title: 'one too many' });
    expect([full.statusCode, full.json().code]).toEqual([200, 'list_full']);
  });

  it.each([
    [{ act: 'create', title: '' }, 'required', 'title'],
    [{ act: 'create', title: 'x'.repeat(101) }, 'max_length', 'title'],
    [{ act: 'create', title: 'ok', description: 'x'.repeat(1001) }, 'max_length', 'description'],
    [{ act: 'create', title: 'a\nb' }, 'invalid_param', 'title'],
    [{ act: 'create', title: 'ok', visibility: 2 }, 'invalid_param', 'visibility'],
    [{ act: 'rename' }, 'invalid_param', 'act'],
    [{ act: 'add', playlist_id: 'x', video_id: 1 }, 'invalid_param', 'playlist_id'],
    [{ act: 'reorder', playlist_id: 1, video_ids: '[1,' }, 'invalid_param', 'video_ids'],
  ])('answers 400 %o with %s on %s', async (fields, code, field) => {
    const res = await playlistCall(app, ann, fields);
    expect([res.statusCode, res.json()]).toEqual([400, { error: true, code, field }]);
  });

  it('takes a title of exactly 100 characters (emoji count as one) and a 1000-character description', async () => {
    const res = await playlistCall(app, ann, {
      act: 'create',
      title: '😀'.repeat(100),
      description: 'é'.repeat(1000),
    });
    expect(res.statusCode).toBe(200);
  });
});
