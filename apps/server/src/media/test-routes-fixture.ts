import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VIDEO_STATUS } from '@tubekit/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/connect.ts';
import { insertMedia, insertVideo } from '../db/test-fixtures.ts';
import { manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import { mediaRoutes } from './routes.ts';
import { signMediaUrl } from './signing.ts';
import { openTestDb, tempMediaRoot } from './test-support.ts';

/** The media routes' secret, public origin and mp4 bytes in the tests of `routes.ts`. */
export const SECRET = 'routes-test-secret-123';
export const BASE = 'http://tube.test';
export const MP4 = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

/** The routes' clock: each test file has its own (vitest isolates modules per file). */
export const clock = manualClock();
export const nowS = () => Math.floor(clock.now() / 1000);
/** `/media/<path>?e=&s=`, valid for `ttl` seconds from now. */
export const signed = (path: string, ttl = 3600) => signMediaUrl(path, nowS() + ttl, SECRET);

/** What the tests reach: the app, its database and media root, and the two published media ids. */
export interface MediaRoutesFixture {
  db: Db;
  app: FastifyInstance;
  root: string;
  /** A short flat-VR clip in sd and hd (video 1001; video 1004 is deleted and points at it too). */
  flat: number;
  /** A 2000 s clip with HLS (video 2,345,678). */
  long: number;
}

/**
 * Registers the before and after hooks that build a media root of published files, and the
 * stray files a pipeline never publishes, with the media routes over it (the app's error
 * and not-found handlers installed, so every 404 has the spec's shape).
 */
export function mediaRoutesFixture(): MediaRoutesFixture {
  const fx = {} as MediaRoutesFixture;
  let remove = async () => {};
  beforeAll(async () => {
    fx.db = await openTestDb('sqlite');
    const tmp = await tempMediaRoot();
    ({ root: fx.root, remove } = tmp);
    await publish(fx);
    fx.app = Fastify();
    installHttp(fx.app, clock);
    await fx.app.register(mediaRoutes, {
      db: fx.db,
      mediaRoot: fx.root,
      secret: SECRET,
      clock,
      baseUrl: BASE,
    });
  });
  afterAll(async () => {
    await fx.app.close();
    await fx.db.close();
    await remove();
  });
  return fx;
}

async function publish(fx: MediaRoutesFixture): Promise<void> {
  const { db, root } = fx;
  const clip = { timelines_count: 8, timelines_interval: 1 };
  fx.flat = await insertMedia(db, { ...clip, formats: '_sd.mp4,_hd.mp4', vr: 'vr_180_sbs' });
  fx.long = await insertMedia(db, { ...clip, duration: 2000, formats: '_sd.mp4,_hd.mp4,_fhd.mp4,.m3u8' });
  const busy = await insertMedia(db, { ...clip, status: 'processing', duration: 0, formats: '' });
  await insertVideo(db, { video_id: 1001, media_id: fx.flat });
  await insertVideo(db, { video_id: 2_345_678, media_id: fx.long });
  await insertVideo(db, { video_id: 1003, media_id: busy });
  await insertVideo(db, { video_id: 1004, media_id: fx.flat, status_id: VIDEO_STATUS.deleted });
  const dir = join(root, String(fx.flat));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${fx.flat}_sd.mp4`), MP4);
  await writeFile(join(dir, 'scr.jpg'), 'jpeg');
  await writeFile(
    join(dir, 'timelines.vtt'),
    'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nsprite-1.jpg#xywh=0,0,160,90\n',
  );
  const hls = join(root, String(fx.long), 'hls');
  await mkdir(join(hls, 'sd'), { recursive: true });
  await writeFile(join(root, String(fx.long), `${fx.long}_sd.mp4`), MP4);
  await writeFile(join(hls, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\nsd/index.m3u8\n');
  await writeFile(join(hls, 'sd', 'index.m3u8'), '#EXTM3U\n#EXTINF:6.0,\nseg-0000.ts\n#EXT-X-ENDLIST\n');
  await writeFile(join(hls, 'sd', 'seg-0000.ts'), 'segment');
  await mkdir(join(root, '.work', '9-1'), { recursive: true });
  await writeFile(join(root, '.work', '9-1', 'scr.jpg'), 'half');
  // Files the pipeline never publishes, as an older data dir or a stray write leaves them.
  await mkdir(join(root, 'sources'), { recursive: true });
  await writeFile(join(root, 'sources', 'original.mov'), 'original upload');
  await writeFile(join(root, 'sources', 'original.mp4'), 'original upload');
  await writeFile(join(dir, 'source.mkv'), 'original upload');
  await writeFile(join(dir, 'ffmpeg.log'), 'log');
  await writeFile(join(dir, 'poster.jpg'), 'not a pipeline name');
  await writeFile(join(dir, '99_sd.mp4'), 'another media id');
}
