import { LIBRARY_LIMITS, type LibraryVideosAnswer, libraryPath, VIDEO_STATUS } from '@tubekit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { readList, type SignedIn, signedInMember, stat } from './library-test-kit.ts';

describe.each(testDatabases())('library writes through input.php ($name)', ({ open }) => {
  const fx = accountsTestApp(open);
  let videos: number[];

  beforeAll(async () => {
    videos = [];
    for (let i = 0; i < 5; i++) videos.push(await insertVideo(fx.db, { title: `Video ${i}` }));
  });

  const ids = async (who: SignedIn, section: 'favourite_videos' | 'watch_later_videos' | 'history') => {
    const path = libraryPath.build({ lifetime: 0, section, count: 60, page: 1, user_id: who.userId });
    const answer = (await readList(fx.app, who, path)).json() as LibraryVideosAnswer;
    return answer.videos.map((v) => v.video_id);
  };

  it('a visitor is told to sign in for every library act, before any field is read', async () => {
    for (const act of ['favourite', 'watch_later', 'history', 'bookmark']) {
      const res = await stat(fx.app, null, { act, section: 'add', video_id: videos[0] ?? 0 });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, code: 'not_logged_in' });
    }
    expect((await stat(fx.app, null, { act: 'favourite', section: 'nonsense' })).statusCode).toBe(401);
  });

  it('favourite: add answers ok, a second add already_added (200), remove takes it out, a second remove is ok', async () => {
    const who = await signedInMember(fx.db);
    const v = videos[1] ?? 0;
    expect((await stat(fx.app, who, { act: 'favourite', section: 'add', video_id: v })).json()).toEqual({
      ok: true,
    });
    const again = await stat(fx.app, who, { act: 'favourite', section: 'add', video_id: v });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ error: true, code: 'already_added' });
    expect(await ids(who, 'favourite_videos')).toEqual([v]);
    expect((await stat(fx.app, who, { act: 'favourite', section: 'remove', video_id: v })).json()).toEqual({
      ok: true,
    });
    expect((await stat(fx.app, who, { act: 'favourite', section: 'remove', video_id: v })).json()).toEqual({
      ok: true,
    });
    expect(await ids(who, 'favourite_videos')).toEqual([]);
  });

  it('an unknown, deleted or private video answers 404 not_found and is not added', async () => {
    const who = await signedInMember(fx.db);
    const deleted = await insertVideo(fx.db, { status_id: VIDEO_STATUS.deleted });
    const hidden = await insertVideo(fx.db, { is_private: 1 });
    for (const act of ['favourite', 'watch_later', 'history'])
      for (const v of [999_999, deleted, hidden]) {
        const res = await stat(fx.app, who, { act, section: 'add', video_id: v });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: true, code: 'not_found' });
      }
    expect(await ids(who, 'watch_later_videos')).toEqual([]);
  });

  it('watch later keeps one entry per video, newest first', async () => {
    const who = await signedInMember(fx.db);
    const [a = 0, b = 0] = videos;
    await stat(fx.app, who, { act: 'watch_later', section: 'add', video_id: a });
    await stat(fx.app, who, { act: 'watch_later', section: 'add', video_id: b });
    expect((await stat(fx.app, who, { act: 'watch_later', section: 'add', video_id: a })).json()).toEqual({
      error: true,
      code: 'already_added',
    });
    expect(await ids(who, 'watch_later_videos')).toEqual([b, a]);
  });

  it('history: watching a video again replaces its entry and moves it to the top (spec section 4)', async () => {
    const who = await signedInMember(fx.db);
    const [a = 0, b = 0] = videos;
    for (const v of [a, b, a]) {
      expect((await stat(fx.app, who, { act: 'history', section: 'add', video_id: v })).json()).toEqual({
        ok: true,
      });
      fx.clock.advance(1000);
    }
    expect(await ids(who, 'history')).toEqual([a, b]);
    await stat(fx.app, who, { act: 'history', section: 'remove', video_id: a });
    expect(await ids(who, 'history')).toEqual([b]);
  });

  it('merge adds what the browser kept, in its order, without duplicates, and is idempotent', async () => {
    const who = await signedInMember(fx.db);
    const [a = 0, b = 0, c = 0, d = 0] = videos;
    await stat(fx.app, who, { act: 'watch_later', section: 'add', video_id: b });
    // Newest first, a repeat, an unknown video (a record of a video deleted since).
    const list = JSON.stringify([c, b, a, c, 999_999]);
    const first = await stat(fx.app, who, { act: 'watch_later', section: 'merge', video_ids: list });
    expect(first.json()).toEqual({ ok: true, added: 2 });
    const again = await stat(fx.app, who, { act: 'watch_later', section: 'merge', video_ids: list });
    expect(again.json()).toEqual({ ok: true, added: 0 });
    expect((await ids(who, 'watch_later_videos')).sort()).toEqual([a, b, c].sort());
    const history = await stat(fx.app, who, {
      act: 'history',
      section: 'merge',
      video_ids: JSON.stringify([d, a]),
    });
    expect(history.json()).toEqual({ ok: true, added: 2 });
    expect(await ids(who, 'history')).toEqual([d, a]);
  });

  it('merge refuses more than LIBRARY_LIMITS.maxMerge ids, and anything but a list of ids, with 400 video_ids', async () => {
    const who = await signedInMember(fx.db);
    const tooMany = JSON.stringify(Array.from({ length: LIBRARY_LIMITS.maxMerge + 1 }, (_, i) => i + 1));
    for (const bad of [tooMany, '[1,"x"]', '{"a":1}', '[0]', '[1.5]', 'not json', '[-3]'])
      expect((await stat(fx.app, who, { act: 'history', section: 'merge', video_ids: bad })).json()).toEqual({
        error: true,
        code: 'invalid_param',
        field: 'video_ids',
      });
    expect(
      (await stat(fx.app, who, { act: 'favourite', section: 'merge', video_ids: '[]' })).json(),
    ).toMatchObject({
      code: 'invalid_param',
      field: 'section',
    });
  });

  it('a full list answers list_full; history keeps only its newest LIBRARY_LIMITS.maxHistory', async () => {
    const who = await signedInMember(fx.db);
    const rows = (table: 'favourites' | 'watch_history') =>
      Array.from({ length: LIBRARY_LIMITS.maxItems }, (_, i) => ({
        user_id: who.userId,
        video_id: 1_000_000 + i,
        ...(table === 'favourites' ? { added_at: i } : { watched_at: i }),
      }));
    await fx.db.kysely
      .insertInto('favourites')
      .values(rows('favourites') as never)
      .execute();
    await fx.db.kysely
      .insertInto('watch_history')
      .values(rows('watch_history') as never)
      .execute();
    expect(
      (await stat(fx.app, who, { act: 'favourite', section: 'add', video_id: videos[0] ?? 0 })).json(),
    ).toEqual({
      error: true,
      code: 'list_full',
    });
    await stat(fx.app, who, { act: 'history', section: 'add', video_id: videos[0] ?? 0 });
    const left = await fx.db.kysely
      .selectFrom('watch_history')
      .select(['video_id'])
      .where('user_id', '=', who.userId)
      .orderBy('watched_at', 'asc')
      .execute();
    expect(left.length).toBe(LIBRARY_LIMITS.maxHistory);
    // The oldest watch (video 1,000,000 at time 0) went.
    expect(left[0]?.video_id).toBe(1_000_001);
  });

  it('a member changes only their own library: a user_id field names nobody', async () => {
    const owner = await signedInMember(fx.db);
    const other = await signedInMember(fx.db);
    const v = videos[2] ?? 0;
    await stat(fx.app, owner, { act: 'favourite', section: 'add', video_id: v });
    await stat(fx.app, other, { act: 'favourite', section: 'remove', video_id: v, user_id: owner.userId });
    expect(await ids(owner, 'favourite_videos')).toEqual([v]);
    await stat(fx.app, other, { act: 'watch_later', section: 'add', video_id: v, user_id: owner.userId });
    expect(await ids(owner, 'watch_later_videos')).toEqual([]);
    expect(await ids(other, 'watch_later_videos')).toEqual([v]);
  });

  it('a request from another site is refused before the library sees it', async () => {
    const who = await signedInMember(fx.db);
    const res = await fx.app.inject({
      method: 'POST',
      url: '/input.php',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: who.cookie,
        origin: 'https://evil.example',
      },
      payload: `act=favourite&section=add&video_id=${videos[0]}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'cross_site' });
  });
});
