import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mediaRoutes } from './routes.ts';
import { BASE, clock, MP4, mediaRoutesFixture, SECRET, signed } from './test-routes-fixture.ts';

const fx = mediaRoutesFixture();

describe('GET /media/* (Range, signatures)', () => {
  it('serves a whole signed mp4 with Accept-Ranges and its content type', async () => {
    const res = await fx.app.inject(signed(`${fx.flat}/${fx.flat}_sd.mp4`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(MP4)).toBe(true);
  });

  it('answers byte ranges with 206 and Content-Range, and 416 outside the file', async () => {
    const url = signed(`${fx.flat}/${fx.flat}_sd.mp4`);
    const part = await fx.app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);
    const tail = await fx.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(MP4.subarray(990))).toBe(true);
    const bad = await fx.app.inject({ url, headers: { range: 'bytes=5000-' } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe('bytes */1000');
  });

  it('refuses video files without a valid signature, and once it has expired', async () => {
    const unsigned = await fx.app.inject(`/media/${fx.flat}/${fx.flat}_sd.mp4`);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toEqual({ error: true, code: 'invalid_signature' });
    const url = signed(`${fx.flat}/${fx.flat}_sd.mp4`, 60);
    clock.advance(61_000);
    const expired = await fx.app.inject(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: true, code: 'expired_url' });
  });

  it('gives files a strong ETag and Last-Modified to validate a Range request against', async () => {
    const res = await fx.app.inject(signed(`${fx.flat}/${fx.flat}_sd.mp4`));
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).not.toBeNaN();
  });

  it('honours If-Range: a stale validator gets the whole file with 200, a current one the range (issue 25: If-Range was ignored)', async () => {
    const url = signed(`${fx.flat}/${fx.flat}_sd.mp4`);
    const first = await fx.app.inject(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    const range = 'bytes=100-199';
    for (const validator of ['"0-0"', `W/${etag}`, 'Thu, 01 Jan 1970 00:00:00 GMT', 'garbage']) {
      const res = await fx.app.inject({ url, headers: { range, 'if-range': validator } });
      expect([validator, res.statusCode, res.headers['content-range']]).toEqual([validator, 200, undefined]);
      expect(res.rawPayload.equals(MP4)).toBe(true);
    }
    for (const validator of [etag, lastModified]) {
      const res = await fx.app.inject({ url, headers: { range, 'if-range': validator } });
      expect([validator, res.statusCode, res.headers['content-range']]).toEqual([
        validator,
        206,
        'bytes 100-199/1000',
      ]);
      expect(res.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);
    }
    // A stale validator with a range outside the file: the range is ignored, so no 416 either.
    const whole = await fx.app.inject({ url, headers: { range: 'bytes=5000-', 'if-range': '"0-0"' } });
    expect(whole.statusCode).toBe(200);
  });

  it('answers If-None-Match with 304 by weak comparison, lists and * included', async () => {
    const url = signed(`${fx.flat}/${fx.flat}_sd.mp4`);
    const etag = String((await fx.app.inject(url)).headers.etag);
    for (const value of [etag, `W/${etag}`, `"x", ${etag}`, '*']) {
      expect([value, (await fx.app.inject({ url, headers: { 'if-none-match': value } })).statusCode]).toEqual(
        [value, 304],
      );
    }
    expect((await fx.app.inject({ url, headers: { 'if-none-match': '"x"' } })).statusCode).toBe(200);
  });

  it('answers the real URL as text with text_redirect=yes', async () => {
    const url = signed(`${fx.flat}/${fx.flat}_sd.mp4`);
    const res = await fx.app.inject(`${url}&text_redirect=yes`);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(BASE + url);
  });

  it('without a configured origin, text_redirect uses the request host; HEAD answers the size', async () => {
    const bare = Fastify();
    await bare.register(mediaRoutes, { db: fx.db, mediaRoot: fx.root, secret: SECRET, clock });
    const url = signed(`${fx.flat}/${fx.flat}_sd.mp4`);
    const res = await bare.inject({ url: `${url}&text_redirect=yes`, headers: { host: 'cdn.test:8080' } });
    expect(res.body).toBe(`http://cdn.test:8080${url}`);
    const head = await bare.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '1000', '']);
    await bare.close();
  });

  it('signs the URIs inside HLS playlists so variants and segments load', async () => {
    const master = await fx.app.inject(signed(`${fx.long}/hls/master.m3u8`));
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variant = master.body.split('\n').find((l) => l.startsWith('sd/')) ?? '';
    expect(variant).toMatch(/^sd\/index\.m3u8\?e=\d+&s=/);
    const playlist = await fx.app.inject(`/media/${fx.long}/hls/${variant}`);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((l) => l.startsWith('seg-')) ?? '';
    const ts = await fx.app.inject(`/media/${fx.long}/hls/sd/${segment}`);
    expect([ts.statusCode, ts.headers['content-type'], ts.body]).toEqual([200, 'video/mp2t', 'segment']);
    expect((await fx.app.inject(`/media/${fx.long}/hls/sd/seg-0000.ts`)).statusCode).toBe(403);
  });
});
