import {
  decodeVideoUrl,
  type ModerationDmcaAnswer,
  type ModerationQueueAnswer,
  type ModerationReportsAnswer,
  VIDEO_STATUS,
} from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertVideo } from '../db/test-fixtures.ts';
import { insertNotice, insertReport, queuedUpload } from './moderation-rows.ts';
import { getModeration, moderationTestApp, postWithToken } from './moderation-test-kit.ts';

describe.each(testDatabases())('moderation.php sections on $name', ({ open }) => {
  const fx = moderationTestApp(open);

  const section = async <T>(query: Record<string, string | number>) => {
    const res = await getModeration(fx.app, fx.moderator, query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as T;
  };
  const act = (fields: Record<string, string | number>) =>
    postWithToken(fx.app, '/moderation.php', fx.moderator, fields);

  it('queue: the uploads in state moderation, oldest first, each with stills, timeline, signed sources, uploader, near duplicate and history', async () => {
    const category = await insertCategory(fx.db, { dir: 'outdoor', title: 'Outdoor' });
    const original = await insertVideo(fx.db, { title: 'The original' });
    const newer = await queuedUpload(fx.db, fx.uploader.userId, { addedDate: 1_735_700_100 });
    const older = await queuedUpload(fx.db, fx.uploader.userId, {
      title: 'Older upload',
      categoryIds: [category],
      nearVideoId: original,
      nearScore: 0.9,
      addedDate: 1_735_700_000,
    });
    const elsewhere = await queuedUpload(fx.db, fx.uploader.userId);
    await fx.db.kysely
      .updateTable('uploads')
      .set({ state: 'transcoding' })
      .where('upload_id', '=', elsewhere.uploadId)
      .execute();
    await fx.db.kysely
      .insertInto('moderation_actions')
      .values({
        item: 'videos',
        object_id: older.videoId,
        act: 'unpublish',
        moderator_id: fx.moderator.userId,
        added_date: 5,
      })
      .execute();
    const { items } = await section<ModerationQueueAnswer>({ section: 'queue' });
    expect(items.map((i) => i.upload_id)).toEqual([older.uploadId, newer.uploadId]);
    const [item] = items;
    expect(item).toMatchObject({
      video_id: older.videoId,
      title: 'Older upload',
      duration: 300,
      categories: [{ dir: 'outdoor', title: 'Outdoor' }],
      gender: 'str',
      is_private: 0,
      uploader: { user_id: fx.uploader.userId, username: fx.uploader.username },
      added_date: 1_735_700_000,
      preview: `/media/${older.mediaId}/scr.jpg`,
      timeline: `http://127.0.0.1:3000/timelines/0/0/${older.videoId}.12.10.vtt`,
      near_duplicate: { video_id: original, title: 'The original', score: 0.9 },
      history: [
        { act: 'unpublish', moderator: { user_id: fx.moderator.userId, username: fx.moderator.username } },
      ],
    });
    expect(item?.screenshots).toHaveLength(5);
    expect(item?.screenshots[0]).toBe(`/media/${older.mediaId}/thumbs/1.jpg`);
    expect(item?.sources.map((s) => s.format)).toEqual(['_sd.mp4', '_hd.mp4']);
    // Signed like videofile.php's: the moderator's player can fetch the file.
    const url = new URL(decodeVideoUrl(item?.sources[0]?.video_url ?? '') ?? '', 'http://127.0.0.1:3000');
    expect(url.pathname).toBe(`/media/${older.mediaId}/${older.mediaId}_sd.mp4`);
    expect(url.searchParams.get('s')).toBeTruthy();
    expect(items[1]?.near_duplicate).toBeNull();
  });

  it('reports: the open ones newest first, with the video (or the video of a reported comment) and its uploader', async () => {
    const video = await insertVideo(fx.db, { user_id: fx.uploader.userId, title: 'Reported one' });
    const comment = await fx.db.kysely
      .insertInto('comments')
      .values({
        section: 'videos',
        object_id: video,
        user_id: fx.uploader.userId,
        text: 'rude',
        likes: 0,
        dislikes: 0,
        added_date: 1,
      })
      .returning('comment_id')
      .executeTakeFirstOrThrow();
    const report = (section: string, objectId: number, added: number, status = 'open') =>
      insertReport(fx.db, {
        section,
        object_id: objectId,
        text: 'why',
        item_text: section === 'comments' ? 'rude' : '',
        reporter: `u${added}`,
        status,
        added_date: added,
      });
    const onVideo = await report('videos', video, 100);
    const onComment = await report('comments', comment.comment_id, 200);
    await report('videos', video, 300, 'dismissed');
    const { reports } = await section<ModerationReportsAnswer>({ section: 'reports' });
    expect(reports.map((r) => r.report_id)).toEqual([onComment, onVideo]);
    const expected = {
      video_id: video,
      title: 'Reported one',
      status_id: VIDEO_STATUS.active,
      uploader: { user_id: fx.uploader.userId, username: fx.uploader.username },
    };
    expect(reports[0]).toMatchObject({
      section: 'comments',
      object_id: comment.comment_id,
      item_text: 'rude',
      video: expected,
    });
    expect(reports[1]).toMatchObject({ section: 'videos', object_id: video, text: 'why', video: expected });
  });

  it('dismiss closes a report or a notice and records it; a second dismiss is 404; exactly one id is taken', async () => {
    const reportId = await insertReport(fx.db, { object_id: 1, reason: 'spam' });
    const noticeId = await insertNotice(fx.db);
    expect((await act({ act: 'dismiss', report_id: reportId, text: 'not spam' })).statusCode).toBe(200);
    expect((await act({ act: 'dismiss', notice_id: noticeId })).statusCode).toBe(200);
    expect((await act({ act: 'dismiss', report_id: reportId })).json()).toEqual({
      error: true,
      code: 'not_found',
      field: 'report_id',
    });
    expect((await act({ act: 'dismiss', notice_id: noticeId })).json()).toEqual({
      error: true,
      code: 'not_found',
      field: 'notice_id',
    });
    expect((await act({ act: 'dismiss' })).json()).toEqual({
      error: true,
      code: 'invalid_param',
      field: 'report_id',
    });
    expect((await act({ act: 'dismiss', report_id: 1, notice_id: 1 })).json()).toEqual({
      error: true,
      code: 'invalid_param',
      field: 'notice_id',
    });
    const { reports } = await section<ModerationReportsAnswer>({ section: 'reports' });
    expect(reports.map((r) => r.report_id)).not.toContain(reportId);
    const { notices } = await section<ModerationDmcaAnswer>({ section: 'dmca' });
    expect(notices.map((n) => n.notice_id)).not.toContain(noticeId);
    const history = await section<{ actions: { act: string; text: string }[] }>({
      section: 'history',
      item: 'reports',
      object_id: reportId,
    });
    expect(history.actions).toMatchObject([{ act: 'dismiss', text: 'not spam' }]);
  });

  it('refuses an unknown section, history item or object id (400 naming the field)', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'section'],
      [{ section: 'users' }, 'section'],
      [{ section: 'history', item: 'playlists', object_id: '1' }, 'item'],
      [{ section: 'history', item: 'videos', object_id: '0' }, 'object_id'],
      [{ section: 'history', item: 'videos', object_id: '99999999999' }, 'object_id'],
    ];
    for (const [query, field] of cases) {
      const res = await getModeration(fx.app, fx.moderator, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, code: 'invalid_param', field });
    }
  });
});
