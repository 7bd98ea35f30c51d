import {
  LATEST_VIDEOS,
  MODERATION_RULES,
  type ModerationHistoryAnswer,
  searchUrl,
  VIDEO_STATUS,
  type Video,
  videoPath,
  videosPath,
} from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { insertCategory, insertChannel, insertVideo } from '../db/test-fixtures.ts';
import { readColumn } from '../db/test-reads.ts';
import { insertNotice, insertReport, queuedUpload, videoState } from './moderation-rows.ts';
import { getModeration, moderationTestApp, postWithToken } from './moderation-test-kit.ts';

describe.each(testDatabases())('moderation.php video acts on $name', ({ open }) => {
  const fx = moderationTestApp(open);

  const act = (fields: Record<string, string | number>) =>
    postWithToken(fx.app, '/moderation.php', fx.moderator, fields);
  const latest = async () => {
    const res = await fx.app.inject(`/${videosPath.build({ ...LATEST_VIDEOS })}`);
    return (res.json() as { videos: Video[] }).videos.map((v) => v.video_id);
  };
  const history = async (videoId: number) =>
    (
      (
        await getModeration(fx.app, fx.moderator, { section: 'history', item: 'videos', object_id: videoId })
      ).json() as ModerationHistoryAnswer
    ).actions;

  it('approve publishes at once: status active, post_date now, upload published, listed in latest updates, search and the sitemap, counters recounted', async () => {
    const category = await insertCategory(fx.db);
    const channel = await insertChannel(fx.db);
    const { videoId } = await queuedUpload(fx.db, fx.uploader.userId, {
      title: 'Zanzibar sunset walk',
      categoryIds: [category],
      channelId: channel,
    });
    // Cached before the decision: the approve must make these answers change anyway.
    expect(await latest()).not.toContain(videoId);
    await fx.app.inject('/sitemap-videos-1.xml');
    const res = await act({ act: 'approve', video_id: videoId, text: 'fine' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const state = await videoState(fx.db, videoId);
    expect(state).toMatchObject({ status_id: VIDEO_STATUS.active, state: 'published', reason: '' });
    expect(state.post_date).toBe(Math.floor(fx.clock.now() / 1000));
    expect(await latest()).toContain(videoId);
    const search = await fx.app.inject(`/${searchUrl({ ...LATEST_VIDEOS, sort: 'relevance' }, 'zanzibar')}`);
    expect((search.json() as { videos: Video[] }).videos.map((v) => v.video_id)).toContain(videoId);
    expect((await fx.app.inject('/sitemap-videos-1.xml')).body).toContain(`/video/${videoId}/`);
    expect(await readColumn(fx.db, 'categories', 'total_videos', 'category_id', category)).toBe(1);
    expect(await readColumn(fx.db, 'channels', 'total_videos', 'channel_id', channel)).toBe(1);
    expect(await history(videoId)).toMatchObject([
      {
        item: 'videos',
        object_id: videoId,
        act: 'approve',
        text: 'fine',
        reason: '',
        moderator: { user_id: fx.moderator.userId, username: fx.moderator.username },
      },
    ]);
  });

  it('reject: status rejected, the upload rejected with the reason the uploader reads; `other` carries the words', async () => {
    const a = await queuedUpload(fx.db, fx.uploader.userId);
    expect((await act({ act: 'reject', video_id: a.videoId, reason: 'violence' })).statusCode).toBe(200);
    expect(await videoState(fx.db, a.videoId)).toMatchObject({
      status_id: VIDEO_STATUS.rejected,
      state: 'rejected',
      reason: 'violence',
    });
    const b = await queuedUpload(fx.db, fx.uploader.userId);
    expect(
      (await act({ act: 'reject', video_id: b.videoId, reason: 'other', text: 'Watermark of another site' }))
        .statusCode,
    ).toBe(200);
    expect(await videoState(fx.db, b.videoId)).toMatchObject({
      state: 'rejected',
      reason: 'Watermark of another site',
    });
    expect(await history(b.videoId)).toMatchObject([
      { act: 'reject', reason: 'other', text: 'Watermark of another site' },
    ]);
  });

  it('reject needs a reason of REJECT_REASONS, and words for `other`; nothing changes when refused', async () => {
    const { videoId } = await queuedUpload(fx.db, fx.uploader.userId);
    const cases: [Record<string, string>, string, string][] = [
      [{}, 'required', 'reason'],
      [{ reason: 'boring' }, 'invalid_param', 'reason'],
      [{ reason: 'other' }, 'required', 'text'],
      [{ reason: 'other', text: '   ' }, 'required', 'text'],
    ];
    for (const [fields, code, field] of cases) {
      const res = await act({ act: 'reject', video_id: videoId, ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, code, field });
    }
    expect(await videoState(fx.db, videoId)).toMatchObject({
      status_id: VIDEO_STATUS.moderation,
      state: 'moderation',
    });
    expect(await history(videoId)).toEqual([]);
  });

  it(`takes words of exactly ${MODERATION_RULES.textMax} characters (code points) and refuses one more`, async () => {
    const { videoId } = await queuedUpload(fx.db, fx.uploader.userId);
    const over = await act({
      act: 'reject',
      video_id: videoId,
      reason: 'other',
      text: '😀'.repeat(MODERATION_RULES.textMax + 1),
    });
    expect(over.json()).toEqual({ error: true, code: 'max_length', field: 'text' });
    const exact = await act({
      act: 'reject',
      video_id: videoId,
      reason: 'other',
      text: '😀'.repeat(MODERATION_RULES.textMax),
    });
    expect(exact.statusCode).toBe(200);
  });

  it('unpublish: off the listings at once, back in the queue, its open reports closed', async () => {
    const { videoId } = await queuedUpload(fx.db, fx.uploader.userId);
    await act({ act: 'approve', video_id: videoId });
    await insertReport(fx.db, { object_id: videoId, text: 'x', reporter: 'u1' });
    expect(await latest()).toContain(videoId);
    expect((await act({ act: 'unpublish', video_id: videoId })).statusCode).toBe(200);
    expect(await videoState(fx.db, videoId)).toMatchObject({
      status_id: VIDEO_STATUS.moderation,
      state: 'moderation',
    });
    expect(await latest()).not.toContain(videoId);
    const queue = await getModeration(fx.app, fx.moderator, { section: 'queue' });
    expect(queue.json().items.map((i: { video_id: number }) => i.video_id)).toContain(videoId);
    expect(await readColumn(fx.db, 'reports', 'status', 'object_id', videoId)).toBe('closed');
  });

  it('unpublish of a catalogue video (no upload behind it): it waits in the queue (upload_id 0) until approved again', async () => {
    const videoId = await insertVideo(fx.db, { user_id: fx.uploader.userId, title: 'Seeded one' });
    expect((await act({ act: 'unpublish', video_id: videoId, text: 'check the rights' })).statusCode).toBe(
      200,
    );
    const queue = await getModeration(fx.app, fx.moderator, { section: 'queue' });
    const item = queue.json().items.find((i: { video_id: number }) => i.video_id === videoId);
    expect(item).toMatchObject({
      upload_id: 0,
      title: 'Seeded one',
      uploader: { user_id: fx.uploader.userId, username: fx.uploader.username },
      near_duplicate: null,
      history: [{ act: 'unpublish', text: 'check the rights' }],
    });
    expect((await act({ act: 'approve', video_id: videoId })).statusCode).toBe(200);
    expect(await videoState(fx.db, videoId)).toMatchObject({ status_id: VIDEO_STATUS.active, state: null });
    expect(await latest()).toContain(videoId);
  });

  it('delete: status 5, the video page answers "recently deleted", off the listings, reports and DMCA notices closed', async () => {
    const { videoId } = await queuedUpload(fx.db, fx.uploader.userId);
    await act({ act: 'approve', video_id: videoId });
    await insertNotice(fx.db, { name: 'A', email: 'a@b.cd', url: 'u', video_id: videoId });
    expect(await latest()).toContain(videoId);
    const page = () => fx.app.inject(`/${videoPath.build({ lifetime: 86400, video_id: videoId })}`);
    expect((await page()).statusCode).toBe(200);
    expect((await act({ act: 'delete', video_id: videoId, reason: 'copyright' })).statusCode).toBe(200);
    expect((await page()).json()).toMatchObject({ status_id: VIDEO_STATUS.deleted });
    expect(await latest()).not.toContain(videoId);
    expect(await readColumn(fx.db, 'dmca_notices', 'status', 'video_id', videoId)).toBe('closed');
    expect(await history(videoId)).toMatchObject([
      { act: 'delete', reason: 'copyright' },
      { act: 'approve' },
    ]);
  });

  it('refuses an act the status does not allow (400 invalid_param video_id) and a missing or deleted video (404)', async () => {
    const live = await insertVideo(fx.db);
    const gone = await insertVideo(fx.db, { status_id: VIDEO_STATUS.deleted });
    const expectations: [Record<string, string | number>, number, string][] = [
      [{ act: 'approve', video_id: live }, 400, 'invalid_param'],
      [{ act: 'reject', video_id: live, reason: 'blood' }, 400, 'invalid_param'],
      [{ act: 'unpublish', video_id: gone }, 404, 'not_found'],
      [{ act: 'delete', video_id: gone }, 404, 'not_found'],
      [{ act: 'approve', video_id: 2_000_000_000 }, 404, 'not_found'],
    ];
    for (const [fields, status, code] of expectations) {
      const res = await act(fields);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: true, code, field: 'video_id' });
    }
    expect(await history(live)).toEqual([]);
  });

  it('approve overturns a rejection; a second approve of the same video is refused', async () => {
    const { videoId } = await queuedUpload(fx.db, fx.uploader.userId);
    await act({ act: 'reject', video_id: videoId, reason: 'quality' });
    expect((await act({ act: 'approve', video_id: videoId })).statusCode).toBe(200);
    expect(await videoState(fx.db, videoId)).toMatchObject({
      status_id: VIDEO_STATUS.active,
      state: 'published',
      reason: '',
    });
    expect((await act({ act: 'approve', video_id: videoId })).statusCode).toBe(400);
    expect((await history(videoId)).map((a) => a.act)).toEqual(['approve', 'reject']);
  });
});
