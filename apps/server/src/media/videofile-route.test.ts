import { contentPath, decodeVideoUrl, VIDEO_STATUS, type VideoFileSource } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { insertVideo } from '../db/test-fixtures.ts';
import { BASE, clock, MP4, mediaRoutesFixture, nowS, SECRET } from './test-routes-fixture.ts';
import { videoFileSources } from './video-file-sources.ts';

const fx = mediaRoutesFixture();

describe('videofile sources', () => {
  it('lists HLS first, then the mp4s in ladder order, with signed encoded URLs', async () => {
    const answer = (await videoFileSources(fx.db, 2_345_678, {
      secret: SECRET,
      now: clock.now(),
    })) as VideoFileSource[];
    expect(answer.map((s) => s.format)).toEqual(['.m3u8', '_sd.mp4', '_hd.mp4', '_fhd.mp4']);
    expect(answer[0]).toMatchObject({
      timelines_count: 8,
      timelines_interval: 1,
      timelines_format: 'timelines',
      dir_path: '2000000/2345000',
      video_id: 2_345_678,
      duration: 2000,
    });
    expect(answer[0]).not.toHaveProperty('vr');
    const url = decodeVideoUrl(answer[0]?.video_url ?? '');
    expect(url).toMatch(new RegExp(`^/media/${fx.long}/hls/master\\.m3u8\\?e=\\d+&s=`));
    expect(decodeVideoUrl(answer[1]?.video_url ?? '')).toMatch(
      new RegExp(`^/media/${fx.long}/${fx.long}_sd\\.mp4\\?`),
    );
  });

  it('GET /videofile.php answers playable sources with a cache life shorter than the URLs', async () => {
    const res = await fx.app.inject('/videofile.php?video_id=1001&lifetime=864000');
    expect(res.statusCode).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers['cache-control'] ?? '')?.[1]);
    const sources = res.json() as VideoFileSource[];
    expect(sources.map((s) => [s.format, s.vr])).toEqual([
      ['_sd.mp4', 'vr_180_sbs'],
      ['_hd.mp4', 'vr_180_sbs'],
    ]);
    const url = decodeVideoUrl(sources[0]?.video_url ?? '') ?? '';
    expect(url.startsWith(`${BASE}/media/`)).toBe(true);
    const e = Number(new URL(url).searchParams.get('e'));
    expect(maxAge).toBeGreaterThan(0);
    expect(nowS() + maxAge).toBeLessThan(e);
    expect((await fx.app.inject(url.slice(BASE.length))).statusCode).toBe(200);
  });

  it('answers 400 invalid_param for a bad video_id and 404 not_found when nothing is playable', async () => {
    for (const q of ['', '?video_id=abc', '?video_id=0', '?video_id=-3', '?video_id=1.5']) {
      const res = await fx.app.inject(`/videofile.php${q}`);
      expect([res.statusCode, res.json()]).toEqual([400, { error: true, code: 'invalid_param' }]);
    }
    for (const id of [999, 1003, 1004]) {
      const res = await fx.app.inject(`/videofile.php?video_id=${id}`);
      expect([res.statusCode, res.json()]).toEqual([404, { error: true, code: 'not_found' }]);
    }
  });
});

describe('GET /timelines/… .vtt', () => {
  it('answers the VTT index with absolute sprite URLs', async () => {
    const res = await fx.app.inject('/timelines/0/1000/1001.8.1.vtt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.body).toContain(`${BASE}/media/${fx.flat}/sprite-1.jpg#xywh=0,0,160,90`);
  });

  it('404s on a wrong bucket, count or interval', async () => {
    for (const path of [
      '/timelines/0/0/1001.8.1.vtt',
      '/timelines/0/1000/1001.9.1.vtt',
      '/timelines/0/1000/1001.8.2.vtt',
    ]) {
      expect((await fx.app.inject(path)).statusCode).toBe(404);
    }
  });
});

describe('GET /content/{video_id}.mp4', () => {
  it('redirects an active video to a freshly signed URL of its sd file, which plays', async () => {
    const res = await fx.app.inject(contentPath(1001));
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location).toMatch(new RegExp(`^${BASE}/media/${fx.flat}/${fx.flat}_sd\\.mp4\\?e=\\d+&s=`));
    const file = await fx.app.inject(location.slice(BASE.length));
    expect([file.statusCode, file.rawPayload.equals(MP4)]).toEqual([200, true]);
  });

  it('answers 404 not_found for a private, in-moderation, deleted, unplayable or unknown video and a malformed name', async () => {
    await insertVideo(fx.db, { video_id: 1005, media_id: fx.flat, status_id: VIDEO_STATUS.private });
    await insertVideo(fx.db, { video_id: 1006, media_id: fx.flat, status_id: VIDEO_STATUS.moderation });
    for (const path of [
      contentPath(1005),
      contentPath(1006),
      contentPath(1004),
      contentPath(1003),
      contentPath(999),
      '/content/1001.webm',
      '/content/01001.mp4',
      '/content/abc.mp4',
    ]) {
      const res = await fx.app.inject(path);
      expect([res.statusCode, res.json()]).toEqual([404, { error: true, code: 'not_found' }]);
    }
  });
});
