import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoPicture } from '../demo/demo-pictures.ts';
import { mediaRoutesFixture, signed } from './test-routes-fixture.ts';

const fx = mediaRoutesFixture();

describe('GET /media/* answers only what the pipeline publishes', () => {
  it('serves images unsigned and never leaves the media root or reaches work dirs', async () => {
    const img = await fx.app.inject(`/media/${fx.flat}/scr.jpg`);
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await fx.app.inject('/media/.work/9-1/scr.jpg')).statusCode).toBe(404);
    expect((await fx.app.inject('/media/%2e%2e/%2e%2e/etc/passwd')).statusCode).toBe(404);
    expect((await fx.app.inject(`/media/${fx.flat}/missing.jpg`)).statusCode).toBe(404);
  });

  it('serves only published renditions and pictures: sources and any other file 404 (issue 25: originals were served unsigned)', async () => {
    const paths = [
      'sources/original.mov',
      signed('sources/original.mp4'),
      `${fx.flat}/source.mkv`,
      `${fx.flat}/ffmpeg.log`,
      `${fx.flat}/poster.jpg`,
      signed(`${fx.flat}/99_sd.mp4`),
      `${fx.flat}/timelines.vtt.bak`,
      `${fx.flat}/`,
      `${fx.flat}`,
    ].map((p) => (p.startsWith('/media/') ? p : `/media/${p}`));
    for (const url of paths) {
      const res = await fx.app.inject(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: true, code: 'not_found' }]);
    }
    // What the pipeline publishes stays reachable: stills, sprites and the timeline index.
    for (const url of [`/media/${fx.flat}/scr.jpg`, `/media/${fx.flat}/timelines.vtt`]) {
      expect([url, (await fx.app.inject(url)).statusCode]).toEqual([url, 200]);
    }
  });

  it("serves the demo seed's generated performer pictures as SVG; other names under demo/ 404", async () => {
    const picture = demoPicture('models', 3, 'Ana Bo');
    const file = join(fx.root, picture.url.slice('/media/'.length));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, picture.svg);
    const res = await fx.app.inject(picture.url);
    expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([
      200,
      'image/svg+xml',
      picture.svg,
    ]);
    for (const url of [
      '/media/demo/models/3.svg',
      '/media/demo/models/../../etc/passwd',
      '/media/demo/x.svg',
    ])
      expect([url, (await fx.app.inject(url)).statusCode]).toEqual([url, 404]);
  });

  it('answers 404 to path traversal however it is spelt: .., %2e%2e, backslashes, absolute paths', async () => {
    const urls = [
      `/media/${fx.flat}/../sources/original.mov`,
      '/media/../../etc/passwd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      `/media/${fx.flat}/%2E%2E/sources/original.mov`,
      `/media/${fx.flat}/%2e%2e%2fsources%2foriginal.mov`,
      `/media/${fx.flat}\\..\\sources\\original.mov`,
      `/media/${fx.flat}%5c..%5csources%5coriginal.mov`,
      '/media//etc/passwd',
      '/media/%2fetc%2fpasswd',
      `/media/${fx.flat}/scr.jpg%00.mp4`,
      '/media/.work/9-1/scr.jpg',
    ];
    for (const url of urls) {
      const res = await fx.app.inject(url);
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
      String(fx.flat),
      'scr.jpg',
      'original.mov',
      'x.mp4',
      `${fx.flat}_sd.mp4`,
      'etc',
      'passwd',
      '%00',
    );
    const pictures = new Set([`${fx.flat}/scr.jpg`, `${fx.flat}/timelines.vtt`]);
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
        const res = await fx.app.inject(url);
        const allowed = pictures.has(named(url)) ? [200] : [403, 404];
        expect([url, allowed.includes(res.statusCode)]).toEqual([url, true]);
      }),
      { numRuns: 200 },
    );
  });
});
