import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import { accelUri, installMediaAccel, mediaAccelFromEnv } from './accel.ts';
import { mediaRoutes } from './routes.ts';
import { signMediaUrl } from './signing.ts';
import { openTestDb, tempMediaRoot } from './test-support.ts';

const SECRET = 'accel-test-secret-0123';
const clock = manualClock();
const nowS = () => Math.floor(clock.now() / 1000);

describe('TUBEKIT_MEDIA_ACCEL', () => {
  it('takes a prefix like /_media/ and leaves it unset when empty', () => {
    expect(mediaAccelFromEnv({ TUBEKIT_MEDIA_ACCEL: '/_media/' })).toBe('/_media/');
    expect(mediaAccelFromEnv({ TUBEKIT_MEDIA_ACCEL: ' /internal/media-files/ ' })).toBe(
      '/internal/media-files/',
    );
    expect(mediaAccelFromEnv({})).toBeUndefined();
    expect(mediaAccelFromEnv({ TUBEKIT_MEDIA_ACCEL: ' ' })).toBeUndefined();
  });

  it.each(['_media/', '/_media', '/', '/a b/', '/../', '/_media/?x/', 'http://x/_media/'])(
    'refuses %j at start',
    (value) => {
      expect(() => mediaAccelFromEnv({ TUBEKIT_MEDIA_ACCEL: value })).toThrow(/TUBEKIT_MEDIA_ACCEL/);
    },
  );
});

describe('accelUri', () => {
  const accel = { prefix: '/_media/', root: '/srv/media' };

  it('maps a file below the media root to the prefix, each segment percent-encoded', () => {
    expect(accelUri(accel, '/srv/media/12/12_hd.mp4')).toBe('/_media/12/12_hd.mp4');
    expect(accelUri(accel, '/srv/media/demo/a b%.svg')).toBe('/_media/demo/a%20b%25.svg');
  });

  it('leaves files outside the media root, the root itself and no accel to Node', () => {
    expect(accelUri(accel, '/srv/uploads/1/preview-1.jpg')).toBeNull();
    expect(accelUri(accel, '/srv/media-other/1.jpg')).toBeNull();
    expect(accelUri(accel, '/srv/media')).toBeNull();
    expect(accelUri(null, '/srv/media/12/12_hd.mp4')).toBeNull();
    expect(accelUri(undefined, '/srv/media/12/12_hd.mp4')).toBeNull();
  });
});

describe('/media/* with the accel on', () => {
  let app: FastifyInstance;
  let db: Db;
  let remove = async () => {};

  beforeAll(async () => {
    db = await openTestDb('sqlite');
    const tmp = await tempMediaRoot();
    remove = tmp.remove;
    await mkdir(join(tmp.root, '7/hls'), { recursive: true });
    await writeFile(join(tmp.root, '7/7_sd.mp4'), Buffer.alloc(100, 1));
    await writeFile(join(tmp.root, '7/scr.jpg'), 'jpeg');
    await writeFile(join(tmp.root, '7/hls/master.m3u8'), '#EXTM3U\nsd/index.m3u8\n');
    app = Fastify();
    installHttp(app, clock);
    installMediaAccel(app, '/_media/', tmp.root);
    await app.register(mediaRoutes, { db, mediaRoot: tmp.root, secret: SECRET, clock });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await remove();
  });

  it('answers a validly signed video with an empty 200 naming the file for nginx', async () => {
    const res = await app.inject({ url: signMediaUrl('7/7_sd.mp4', nowS() + 600, SECRET) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-accel-redirect']).toBe('/_media/7/7_sd.mp4');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.body).toBe('');
  });

  it('hands public pictures to nginx too', async () => {
    const res = await app.inject({ url: '/media/7/scr.jpg' });
    expect(res.headers['x-accel-redirect']).toBe('/_media/7/scr.jpg');
  });

  it('still refuses an unsigned or expired URL itself, with no redirect', async () => {
    const unsigned = await app.inject({ url: '/media/7/7_sd.mp4' });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toEqual({ error: true, code: 'invalid_signature' });
    expect(unsigned.headers['x-accel-redirect']).toBeUndefined();
    const expired = await app.inject({ url: signMediaUrl('7/7_sd.mp4', nowS() - 1, SECRET) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: true, code: 'expired_url' });
    expect(expired.headers['x-accel-redirect']).toBeUndefined();
  });

  it('answers a missing file 404 itself', async () => {
    const res = await app.inject({ url: signMediaUrl('7/7_hd.mp4', nowS() + 600, SECRET) });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-accel-redirect']).toBeUndefined();
  });

  it('sends HLS playlists itself: their URIs get the signature appended', async () => {
    const res = await app.inject({ url: signMediaUrl('7/hls/master.m3u8', nowS() + 600, SECRET) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-accel-redirect']).toBeUndefined();
    expect(res.body).toMatch(/^sd\/index\.m3u8\?e=\d+&s=/m);
  });
});
