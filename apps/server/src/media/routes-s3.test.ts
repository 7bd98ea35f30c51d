import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { insertMedia, insertVideo } from '../db/test-fixtures.ts';
import { systemClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import type { FileStore } from '../storage/file-store.ts';
import { openFileStores } from '../storage/open-store.ts';
import { startTestS3 } from '../storage/s3-test-kit.ts';
import { mediaRoutes } from './routes.ts';
import { signMediaUrl } from './signing.ts';
import { openTestDb, tempMediaRoot } from './test-support.ts';

// The bucket checks its presigned URLs' expiry against the real time: so does this app.
const SECRET = 'routes-s3-test-secret-1';
const MP4 = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const nowS = () => Math.floor(Date.now() / 1000);
const signed = (path: string, ttl = 3600) => signMediaUrl(path, nowS() + ttl, SECRET);

let s3: Awaited<ReturnType<typeof startTestS3>>;
let db: Db;
let app: FastifyInstance;
let removeRoot: () => Promise<void>;
let mediaId: number;
/** How many calls reached the store: a refused signature must make none. */
let storeCalls = 0;

/** The store, counting every call made to it. */
function counted(store: FileStore): FileStore {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (name !== 'localPath') storeCalls += 1;
        return value.apply(target, args);
      };
    },
  });
}

beforeAll(async () => {
  s3 = await startTestS3();
  db = await openTestDb('sqlite');
  const local = await tempMediaRoot();
  removeRoot = local.remove;
  const stores = openFileStores({
    mediaRoot: join(local.root, 'scratch'),
    sourcesDir: local.root,
    s3: s3.config,
  });
  mediaId = await insertMedia(db, { timelines_count: 8, timelines_interval: 1, duration: 2000 });
  await insertVideo(db, { video_id: 1001, media_id: mediaId });
  // What a publish leaves in the bucket, plus a stray object no allow-list admits.
  const dir = join(local.root, 'out');
  await mkdir(join(dir, 'hls', 'sd'), { recursive: true });
  await writeFile(join(dir, `${mediaId}_sd.mp4`), MP4);
  await writeFile(join(dir, 'scr.jpg'), 'jpeg');
  await writeFile(
    join(dir, 'timelines.vtt'),
    'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nsprite-1.jpg#xywh=0,0,160,90\n',
  );
  await writeFile(
    join(dir, 'hls', 'master.m3u8'),
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\nsd/index.m3u8\n',
  );
  await writeFile(
    join(dir, 'hls', 'sd', 'index.m3u8'),
    '#EXTM3U\n#EXTINF:6.0,\nseg-0000.ts\n#EXT-X-ENDLIST\n',
  );
  await writeFile(join(dir, 'hls', 'sd', 'seg-0000.ts'), 'segment');
  await writeFile(join(dir, 'source.mkv'), 'original upload');
  await stores.media.putDir(String(mediaId), dir);
  app = Fastify();
  installHttp(app, systemClock);
  await app.register(mediaRoutes, {
    db,
    mediaRoot: join(local.root, 'scratch'),
    store: counted(stores.media),
    secret: SECRET,
    baseUrl: 'http://tube.test',
  });
});

afterAll(async () => {
  await app.close();
  await db.close();
  await s3.close();
  await removeRoot();
});

describe('GET /media/* with the media in S3', () => {
  it('redirects a signed mp4 to a presigned bucket URL, expiring no later than ours, that serves Range', async () => {
    const url = signed(`${mediaId}/${mediaId}_sd.mp4`, 600);
    const res = await app.inject(url);
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(s3.config.endpoint);
    expect(location.pathname).toBe(`/tubekit-test/media/${mediaId}/${mediaId}_sd.mp4`);
    const amzDate = location.searchParams.get('X-Amz-Date') as string;
    const signedAt =
      Date.parse(amzDate.replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z')) / 1000;
    const ours = Number(new URL(url, 'http://x').searchParams.get('e'));
    expect(signedAt + Number(location.searchParams.get('X-Amz-Expires'))).toBe(ours);
    const part = await fetch(location, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).equals(MP4.subarray(100, 200))).toBe(true);
  });

  it('refuses a bad or expired signature with 403 before any call to the bucket', async () => {
    storeCalls = 0;
    const bad = await app.inject(`/media/${mediaId}/${mediaId}_sd.mp4?e=${nowS() + 60}&s=forged`);
    expect([bad.statusCode, bad.json().code]).toEqual([403, 'invalid_signature']);
    const expired = await app.inject(signed(`${mediaId}/${mediaId}_sd.mp4`, -10));
    expect([expired.statusCode, expired.json().code]).toEqual([403, 'expired_url']);
    const segment = await app.inject(`/media/${mediaId}/hls/sd/seg-0000.ts`);
    expect(segment.statusCode).toBe(403);
    expect(storeCalls).toBe(0);
  });

  it('reads HLS playlists from the bucket and signs their relative URIs with our own e and s', async () => {
    const url = signed(`${mediaId}/hls/master.m3u8`);
    const query = url.slice(url.indexOf('?') + 1);
    const master = await app.inject(url);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain(`sd/index.m3u8?${query}`);
    const variant = await app.inject(`/media/${mediaId}/hls/sd/index.m3u8?${query}`);
    expect(variant.body).toContain(`seg-0000.ts?${query}`);
    // The segment URI the playlist hands out leads to the bytes in the bucket.
    const segment = await app.inject(`/media/${mediaId}/hls/sd/seg-0000.ts?${query}`);
    expect(segment.statusCode).toBe(302);
    expect(await (await fetch(segment.headers.location as string)).text()).toBe('segment');
  });

  it('redirects a public still to the bucket, proxies the timeline VTT, and 404s what is not published', async () => {
    const still = await app.inject(`/media/${mediaId}/scr.jpg`);
    expect(still.statusCode).toBe(302);
    expect(still.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const image = await fetch(still.headers.location as string);
    expect([image.status, image.headers.get('content-type'), await image.text()]).toEqual([
      200,
      'image/jpeg',
      'jpeg',
    ]);
    const vtt = await app.inject(`/media/${mediaId}/timelines.vtt`);
    expect([vtt.statusCode, vtt.body]).toEqual([
      200,
      expect.stringContaining('sprite-1.jpg#xywh=0,0,160,90'),
    ]);
    expect((await app.inject(`/media/${mediaId}/source.mkv`)).statusCode).toBe(404);
    expect((await app.inject(signed(`${mediaId}/hls/fhd/index.m3u8`))).statusCode).toBe(404);
  });

  it('serves /timelines/ from the VTT in the bucket, with absolute sprite URLs', async () => {
    const res = await app.inject('/timelines/0/1000/1001.8.1.vtt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`http://tube.test/media/${mediaId}/sprite-1.jpg#xywh=0,0,160,90`);
  });
});
