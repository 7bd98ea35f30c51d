import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeVideoUrl, VIDEO_STATUS, type VideoFileSource } from '@tubekit/contract';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import { mediaRoutes } from './routes.ts';
import { signMediaUrl } from './signing.ts';
import { openTestDb, tempMediaRoot } from './test-support.ts';
import { videoFileSources } from './video-file-sources.ts';

const SECRET = 'routes-test-secret-123';
const BASE = 'http://tube.test';
const MP4 = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

let db: Db;
let tmp: { root: string; remove: () => Promise<void> };
let app: FastifyInstance;
const clock = manualClock();
const nowS = () => Math.floor(clock.now() / 1000);

async function addMedia(values: { status: string; duration: number; formats: string; vr?: string }) {
  const row = await db.kysely
    .insertInto('media')
    .values({
      source_path: 'src.mp4',
      width: 320,
      height: 180,
      vr: '',
      timelines_count: 8,
      timelines_interval: 1,
      screenshots_count: 5,
      created_at: 0,
      ...values,
    })
    .returning('media_id')
    .executeTakeFirstOrThrow();
  return row.media_id;
}

async function addVideo(videoId: number, mediaId: number, statusId: number = VIDEO_STATUS.active) {
  await db.kysely
    .insertInto('videos')
    .values({
      video_id: videoId,
      dir: `clip-${videoId}`,
      title: `Clip ${videoId}`,
      description: '',
      duration: 8,
      post_date: 0,
      status_id: statusId,
      user_id: 1,
      channel_id: null,
      media_id: mediaId,
      gender: 'str',
      likes: 0,
      dislikes: 0,
      rating: 0,
      video_viewed: 0,
      comments_count: 0,
      popularity: 0,
      sg_id: 0,
      ex_tube: '',
      ex_id: '',
      is_private: 0,
    })
    .execute();
}

let flat = 0;
let long = 0;

beforeAll(async () => {
  db = await openTestDb('sqlite');
  tmp = await tempMediaRoot();
  flat = await addMedia({ status: 'ready', duration: 8, formats: '_sd.mp4,_hd.mp4', vr: 'vr_180_sbs' });
  long = await addMedia({ status: 'ready', duration: 2000, formats: '_sd.mp4,_hd.mp4,_fhd.mp4,.m3u8' });
  const busy = await addMedia({ status: 'processing', duration: 0, formats: '' });
  await addVideo(1001, flat);
  await addVideo(2_345_678, long);
  await addVideo(1003, busy);
  await addVideo(1004, flat, VIDEO_STATUS.deleted);
  const dir = join(tmp.root, String(flat));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${flat}_sd.mp4`), MP4);
  await writeFile(join(dir, 'scr.jpg'), 'jpeg');
  await writeFile(
    join(dir, 'timelines.vtt'),
    'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nsprite-1.jpg#xywh=0,0,160,90\n',
  );
  const hls = join(tmp.root, String(long), 'hls');
  await mkdir(join(hls, 'sd'), { recursive: true });
  await writeFile(join(tmp.root, String(long), `${long}_sd.mp4`), MP4);
  await writeFile(join(hls, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\nsd/index.m3u8\n');
  await writeFile(join(hls, 'sd', 'index.m3u8'), '#EXTM3U\n#EXTINF:6.0,\nseg-0000.ts\n#EXT-X-ENDLIST\n');
  await writeFile(join(hls, 'sd', 'seg-0000.ts'), 'segment');
  await mkdir(join(tmp.root, '.work', '9-1'), { recursive: true });
  await writeFile(join(tmp.root, '.work', '9-1', 'scr.jpg'), 'half');
  // Files the pipeline never publishes, as an older data dir or a stray write leaves them.
  await mkdir(join(tmp.root, 'sources'), { recursive: true });
  await writeFile(join(tmp.root, 'sources', 'original.mov'), 'original upload');
  await writeFile(join(tmp.root, 'sources', 'original.mp4'), 'original upload');
  await writeFile(join(dir, 'source.mkv'), 'original upload');
  await writeFile(join(dir, 'ffmpeg.log'), 'log');
  await writeFile(join(dir, 'poster.jpg'), 'not a pipeline name');
  await writeFile(join(dir, '99_sd.mp4'), 'another media id');
  app = Fastify();
  // The app's error and not-found handlers, so every 404 has the spec's shape.
  installHttp(app, clock);
  await app.register(mediaRoutes, { db, mediaRoot: tmp.root, secret: SECRET, clock, baseUrl: BASE });
});
afterAll(async () => {
  await app.close();
  await db.close();
  await tmp.remove();
});

const signed = (path: string, ttl = 3600) => signMediaUrl(path, nowS() + ttl, SECRET);

describe('GET /media/* (Range, signatures)', () => {
  it('serves a whole signed mp4 with Accept-Ranges and its content type', async () => {
    const res = await app.inject(signed(`${flat}/${flat}_sd.mp4`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(MP4)).toBe(true);
  });

  it('answers byte ranges with 206 and Content-Range, and 416 outside the file', async () => {
    const url = signed(`${flat}/${flat}_sd.mp4`);
    const part = await app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);
    const tail = await app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(MP4.subarray(990))).toBe(true);
    const bad = await app.inject({ url, headers: { range: 'bytes=5000-' } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe('bytes */1000');
  });

  it('refuses video files without a valid signature, and once it has expired', async () => {
    const unsigned = await app.inject(`/media/${flat}/${flat}_sd.mp4`);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toEqual({ error: true, code: 'invalid_signature' });
    const url = signed(`${flat}/${flat}_sd.mp4`, 60);
    clock.advance(61_000);
    const expired = await app.inject(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: true, code: 'expired_url' });
  });

  it('serves images unsigned and never leaves the media root or reaches work dirs', async () => {
    const img = await app.inject(`/media/${flat}/scr.jpg`);
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await app.inject('/media/.work/9-1/scr.jpg')).statusCode).toBe(404);
    expect((await app.inject('/media/%2e%2e/%2e%2e/etc/passwd')).statusCode).toBe(404);
    expect((await app.inject(`/media/${flat}/missing.jpg`)).statusCode).toBe(404);
  });

  it('serves only published renditions and pictures: sources and any other file 404 (issue 25: originals were served unsigned)', async () => {
    const paths = [
      'sources/original.mov',
      signed('sources/original.mp4'),
      `${flat}/source.mkv`,
      `${flat}/ffmpeg.log`,
      `${flat}/poster.jpg`,
      signed(`${flat}/99_sd.mp4`),
      `${flat}/timelines.vtt.bak`,
      `${flat}/`,
      `${flat}`,
    ].map((p) => (p.startsWith('/media/') ? p : `/media/${p}`));
    for (const url of paths) {
      const res = await app.inject(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: true, code: 'not_found' }]);
    }
    // What the pipeline publishes stays reachable: stills, sprites and the timeline index.
    for (const url of [`/media/${flat}/scr.jpg`, `/media/${flat}/timelines.vtt`]) {
      expect([url, (await app.inject(url)).statusCode]).toEqual([url, 200]);
    }
  });

  it('answers 404 to path traversal however it is spelt: .., %2e%2e, backslashes, absolute paths', async () => {
    const urls = [
      `/media/${flat}/../sources/original.mov`,
      '/media/../../etc/passwd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      `/media/${flat}/%2E%2E/sources/original.mov`,
      `/media/${flat}/%2e%2e%2fsources%2foriginal.mov`,
      `/media/${flat}\\..\\sources\\original.mov`,
      `/media/${flat}%5c..%5csources%5coriginal.mov`,
      '/media//etc/passwd',
      '/media/%2fetc%2fpasswd',
      `/media/${flat}/scr.jpg%00.mp4`,
      '/media/.work/9-1/scr.jpg',
    ];
    for (const url of urls) {
      const res = await app.inject(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: true, code: 'not_found' }]);
    }
  });

  it('never answers 200 or 500 for a path the pipeline does not publish (property)', async () => {
    const segment = fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '%2E',
      '%2f',
      '%5c',
      '\\',
      '',
      'sources',
      '.work',
      'hls',
      'sd',
      String(flat),
      'scr.jpg',
      'original.mov',
      'x.mp4',
      `${flat}_sd.mp4`,
      'etc',
      'passwd',
      '%00',
    );
    const pictures = new Set([`${flat}/scr.jpg`, `${flat}/timelines.vtt`]);
    // What the request names once dot segments are resolved (as URL parsing does) and decoded.
    const named = (url: string) => {
      try {
        return decodeURIComponent(new URL(url, 'http://x').pathname).slice('/media/'.length);
      } catch {
        return '';
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 5 }), async (parts) => {
        const url = `/media/${parts.join('/')}`;
        const res = await app.inject(url);
        const allowed = pictures.has(named(url)) ? [200] : [403, 404];
        expect([url, allowed.includes(res.statusCode)]).toEqual([url, true]);
      }),
      { numRuns: 200 },
    );
  });

  it('gives files a strong ETag and Last-Modified to validate a Range request against', async () => {
    const res = await app.inject(signed(`${flat}/${flat}_sd.mp4`));
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).not.toBeNaN();
  });

  it('honours If-Range: a stale validator gets the whole file with 200, a current one the range (issue 25: If-Range was ignored)', async () => {
    const url = signed(`${flat}/${flat}_sd.mp4`);
    const first = await app.inject(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    const range = 'bytes=100-199';
    for (const validator of ['"0-0"', `W/${etag}`, 'Thu, 01 Jan 1970 00:00:00 GMT', 'garbage']) {
      const res = await app.inject({ url, headers: { range, 'if-range': validator } });
      expect([validator, res.statusCode, res.headers['content-range']]).toEqual([validator, 200, undefined]);
      expect(res.rawPayload.equals(MP4)).toBe(true);
    }
    for (const validator of [etag, lastModified]) {
      const res = await app.inject({ url, headers: { range, 'if-range': validator } });
      expect([validator, res.statusCode, res.headers['content-range']]).toEqual([
        validator,
        206,
        'bytes 100-199/1000',
      ]);
      expect(res.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);
    }
    // A stale validator with a range outside the file: the range is ignored, so no 416 either.
    const whole = await app.inject({ url, headers: { range: 'bytes=5000-', 'if-range': '"0-0"' } });
    expect(whole.statusCode).toBe(200);
  });

  it('answers If-None-Match with 304 by weak comparison, lists and * included', async () => {
    const url = signed(`${flat}/${flat}_sd.mp4`);
    const etag = String((await app.inject(url)).headers.etag);
    for (const value of [etag, `W/${etag}`, `"x", ${etag}`, '*']) {
      expect([value, (await app.inject({ url, headers: { 'if-none-match': value } })).statusCode]).toEqual([
        value,
        304,
      ]);
    }
    expect((await app.inject({ url, headers: { 'if-none-match': '"x"' } })).statusCode).toBe(200);
  });

  it('answers the real URL as text with text_redirect=yes', async () => {
    const url = signed(`${flat}/${flat}_sd.mp4`);
    const res = await app.inject(`${url}&text_redirect=yes`);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(BASE + url);
  });

  it('without a configured origin, text_redirect uses the request host; HEAD answers the size', async () => {
    const bare = Fastify();
    await bare.register(mediaRoutes, { db, mediaRoot: tmp.root, secret: SECRET, clock });
    const url = signed(`${flat}/${flat}_sd.mp4`);
    const res = await bare.inject({ url: `${url}&text_redirect=yes`, headers: { host: 'cdn.test:8080' } });
    expect(res.body).toBe(`http://cdn.test:8080${url}`);
    const head = await bare.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '1000', '']);
    await bare.close();
  });

  it('signs the URIs inside HLS playlists so variants and segments load', async () => {
    const master = await app.inject(signed(`${long}/hls/master.m3u8`));
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variant = master.body.split('\n').find((l) => l.startsWith('sd/')) ?? '';
    expect(variant).toMatch(/^sd\/index\.m3u8\?e=\d+&s=/);
    const playlist = await app.inject(`/media/${long}/hls/${variant}`);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((l) => l.startsWith('seg-')) ?? '';
    const ts = await app.inject(`/media/${long}/hls/sd/${segment}`);
    expect([ts.statusCode, ts.headers['content-type'], ts.body]).toEqual([200, 'video/mp2t', 'segment']);
    expect((await app.inject(`/media/${long}/hls/sd/seg-0000.ts`)).statusCode).toBe(403);
  });
});

describe('videofile sources', () => {
  it('lists HLS first, then the mp4s in ladder order, with signed encoded URLs', async () => {
    const answer = (await videoFileSources(db, 2_345_678, {
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
    expect(url).toMatch(new RegExp(`^/media/${long}/hls/master\\.m3u8\\?e=\\d+&s=`));
    expect(decodeVideoUrl(answer[1]?.video_url ?? '')).toMatch(
      new RegExp(`^/media/${long}/${long}_sd\\.mp4\\?`),
    );
  });

  it('GET /videofile.php answers playable sources with a cache life shorter than the URLs', async () => {
    const res = await app.inject('/videofile.php?video_id=1001&lifetime=864000');
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
    expect((await app.inject(url.slice(BASE.length))).statusCode).toBe(200);
  });

  it('answers 400 invalid_param for a bad video_id and 404 not_found when nothing is playable', async () => {
    for (const q of ['', '?video_id=abc', '?video_id=0', '?video_id=-3', '?video_id=1.5']) {
      const res = await app.inject(`/videofile.php${q}`);
      expect([res.statusCode, res.json()]).toEqual([400, { error: true, code: 'invalid_param' }]);
    }
    for (const id of [999, 1003, 1004]) {
      const res = await app.inject(`/videofile.php?video_id=${id}`);
      expect([res.statusCode, res.json()]).toEqual([404, { error: true, code: 'not_found' }]);
    }
  });
});

describe('GET /timelines/… .vtt', () => {
  it('answers the VTT index with absolute sprite URLs', async () => {
    const res = await app.inject('/timelines/0/1000/1001.8.1.vtt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.body).toContain(`${BASE}/media/${flat}/sprite-1.jpg#xywh=0,0,160,90`);
  });

  it('404s on a wrong bucket, count or interval', async () => {
    for (const path of [
      '/timelines/0/0/1001.8.1.vtt',
      '/timelines/0/1000/1001.9.1.vtt',
      '/timelines/0/1000/1001.8.2.vtt',
    ]) {
      expect((await app.inject(path)).statusCode).toBe(404);
    }
  });
});
