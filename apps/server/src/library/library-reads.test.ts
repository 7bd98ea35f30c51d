import {
  type BookmarksAnswer,
  type LibrarySection,
  type LibraryVideosAnswer,
  libraryPath,
  VIDEO_STATUS,
} from '@tubekit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertChannel, insertMedia, insertModel, insertVideo } from '../db/test-fixtures.ts';
import { readList, type SignedIn, signedInMember, stat } from './library-test-kit.ts';
import { mayReadList } from './routes.ts';

describe.each(testDatabases())('json/library reads ($name)', ({ open }) => {
  const fx = accountsTestApp(open);
  let owner: SignedIn;
  let other: SignedIn;
  const videos: number[] = [];

  const path = (section: LibrarySection, who: SignedIn, page = 1, count = 2) =>
    libraryPath.build({ lifetime: 0, section, count, page, user_id: who.userId });

  beforeAll(async () => {
    owner = await signedInMember(fx.db);
    other = await signedInMember(fx.db);
    const media = await insertMedia(fx.db);
    for (let i = 0; i < 3; i++)
      videos.push(await insertVideo(fx.db, { title: `Kept ${i}`, media_id: media }));
    for (const act of ['favourite', 'watch_later', 'history'])
      for (const v of videos) {
        await stat(fx.app, owner, { act, section: 'add', video_id: v });
        fx.clock.advance(1000);
      }
  });

  it('pages a list newest first with the total, in the local records shape plus dir, votes and added_date', async () => {
    const first = await readList(fx.app, owner, path('favourite_videos', owner));
    expect(first.statusCode).toBe(200);
    const answer = first.json() as LibraryVideosAnswer;
    expect(answer.total_count).toBe(3);
    expect(answer.videos.map((v) => v.video_id)).toEqual([videos[2], videos[1]]);
    expect(answer.videos[0]).toMatchObject({
      title: 'Kept 2',
      duration: '05:00',
      scr: expect.stringMatching(/^\/media\/\d+\/scr\.jpg$/),
      dir: expect.any(String),
      sg_id: 0,
      ex_tube: '',
      ex_id: '',
      likes: 0,
      added_date: expect.stringMatching(/^2025-01-02T00:00:0\dZ$/),
    });
    const second = (
      await readList(fx.app, owner, path('favourite_videos', owner, 2))
    ).json() as LibraryVideosAnswer;
    expect(second.videos.map((v) => v.video_id)).toEqual([videos[0]]);
  });

  it('every list answer is Cache-Control: private, no-store (never a shared cache)', async () => {
    for (const section of ['favourite_videos', 'watch_later_videos', 'history', 'bookmarks'] as const) {
      const res = await readList(fx.app, owner, path(section, owner));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('another member may read none of the lists (403 no_permission), the owner all of them', async () => {
    for (const section of ['favourite_videos', 'watch_later_videos', 'history', 'bookmarks'] as const) {
      const res = await readList(fx.app, other, path(section, owner));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, code: 'no_permission' });
      expect((await readList(fx.app, owner, path(section, owner))).statusCode).toBe(200);
    }
  });

  it('follows the profile tab table: favourites the owner and friends, the rest the owner only', async () => {
    const friends = async () => true;
    const strangers = async () => false;
    const me = { user_id: 7 };
    const someone = { user_id: 8 };
    expect(await mayReadList(someone, 7, 'favourite_videos', friends)).toBe(true);
    expect(await mayReadList(someone, 7, 'favourite_videos', strangers)).toBe(false);
    expect(await mayReadList(someone, 7, 'favourite_videos')).toBe(false);
    for (const section of ['watch_later_videos', 'history', 'bookmarks'] as const) {
      expect(await mayReadList(someone, 7, section, friends)).toBe(false);
      expect(await mayReadList(me, 7, section)).toBe(true);
      expect(await mayReadList(null, 7, section, friends)).toBe(false);
    }
  });

  it('a visitor gets 401 not_logged_in, an unknown member 404, a bad path 400', async () => {
    expect((await readList(fx.app, null, path('favourite_videos', owner))).json()).toEqual({
      error: true,
      code: 'not_logged_in',
    });
    const unknown = libraryPath.build({
      lifetime: 0,
      section: 'history',
      count: 24,
      page: 1,
      user_id: 987_654,
    });
    expect((await readList(fx.app, owner, unknown)).statusCode).toBe(404);
    for (const bad of [
      `json/library/3600/history/24/0/${owner.userId}.1.json`,
      `json/library/0/history/61/0/${owner.userId}.1.jsond`,
      `json/library/0/history/24/5000/${owner.userId}.1.jsond`,
      `json/library/0/playlists/24/0/${owner.userId}.1.jsond`,
      `json/library/0/history/24/0/${owner.userId}.0.jsond`,
    ]) {
      const res = await readList(fx.app, owner, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: true,
        code: expect.stringMatching(/^invalid_(param|path)$/),
      });
    }
  });

  it('a video deleted since it was added drops out of the page and the total', async () => {
    const gone = videos[0] ?? 0;
    await fx.db.kysely
      .updateTable('videos')
      .set({ status_id: VIDEO_STATUS.deleted })
      .where('video_id', '=', gone)
      .execute();
    const answer = (
      await readList(fx.app, owner, path('history', owner, 1, 24))
    ).json() as LibraryVideosAnswer;
    expect(answer.total_count).toBe(2);
    expect(answer.videos.map((v) => v.video_id)).not.toContain(gone);
    await fx.db.kysely
      .updateTable('videos')
      .set({ status_id: VIDEO_STATUS.active })
      .where('video_id', '=', gone)
      .execute();
  });

  it('bookmarks models and channels by dir or id, once each, and lists them newest first', async () => {
    const who = await signedInMember(fx.db);
    const model = await insertModel(fx.db, { dir: 'jane-doe', title: 'Jane Doe' });
    await insertChannel(fx.db, { dir: 'big-studio', title: 'Big Studio' });
    expect(
      (await stat(fx.app, who, { act: 'bookmark', section: 'add', type: 'models', object_id: model })).json(),
    ).toEqual({ ok: true });
    fx.clock.advance(1000);
    await stat(fx.app, who, { act: 'bookmark', section: 'add', type: 'channels', object_id: 'big-studio' });
    expect(
      (
        await stat(fx.app, who, { act: 'bookmark', section: 'add', type: 'models', object_id: 'jane-doe' })
      ).json(),
    ).toEqual({ error: true, code: 'already_added' });
    expect(
      (await stat(fx.app, who, { act: 'bookmark', section: 'add', type: 'channels', object_id: 'nobody' }))
        .statusCode,
    ).toBe(404);
    const answer = (await readList(fx.app, who, path('bookmarks', who, 1, 24))).json() as BookmarksAnswer;
    expect(answer).toMatchObject({
      total_count: 2,
      bookmarks: [
        { type: 'channels', dir: 'big-studio', title: 'Big Studio' },
        { type: 'models', dir: 'jane-doe', title: 'Jane Doe' },
      ],
    });
    await stat(fx.app, who, { act: 'bookmark', section: 'remove', type: 'models', object_id: 'jane-doe' });
    expect(
      ((await readList(fx.app, who, path('bookmarks', who, 1, 24))).json() as BookmarksAnswer).total_count,
    ).toBe(1);
  });
});
