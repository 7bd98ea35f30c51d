import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { decodeVideoUrl, VIDEO_STATUS, type VideoFileSource } from '@tubekit/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertCategory, insertMedia, insertVideo } from '../db/test-fixtures.ts';
import { buildTestApp } from '../test/test-app.ts';
import { withOembedDiscovery } from './discovery.ts';
import { oembedDiscoveryLink } from './oembed.ts';

const ORIGIN = 'http://127.0.0.1:3000';
const html = { accept: 'text/html' };

let db: Db;
let app: FastifyInstance;
let playable = 0;
let deleted = 0;
let medialess = 0;

beforeAll(async () => {
  // The page's shell and client come from the embed build (a no-op when it is up to date).
  execFileSync('node', [join(REPO_ROOT, 'apps/embed-iframe/scripts/build-if-stale.mjs')], { stdio: 'pipe' });
  db = await openDatabase({ sqlitePath: ':memory:' });
  const mediaId = await insertMedia(db);
  const cat = await insertCategory(db, { dir: 'beach', title: 'Beach', toptn: 1 });
  playable = await insertVideo(db, {
    title: 'Sunset <b>clip</b>',
    dir: 'sunset-clip',
    media_id: mediaId,
    category_ids: [cat],
  });
  await insertVideo(db, { title: 'Neighbour clip', media_id: mediaId, category_ids: [cat] });
  deleted = await insertVideo(db, {
    title: 'Gone clip',
    status_id: VIDEO_STATUS.deleted,
    media_id: mediaId,
  });
  medialess = await insertVideo(db, { title: 'No media yet' });
  ({ app } = await buildTestApp(db));
}, 300_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

function pageData(body: string): {
  video: { title: string };
  sources: VideoFileSource[];
  related: { title: string }[];
} {
  const json = /<script type="application\/json" id="te-data">(.*?)<\/script>/s.exec(body)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('GET /embed/{video_id}/', () => {
  it('serves a frameable, server-rendered shell: poster at once, links, sources, related', async () => {
    const res = await app.inject({ url: `/embed/${playable}/`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toMatch(/; frame-ancestors \*$/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const body = res.body;
    expect(body).toMatch(/class="te-stage" style="background-image:url\('\/media\/\d+\/scr\.jpg'\)"/);
    expect(body).toContain(
      `<a class="te-title" href="/video/${playable}/sunset-clip/" target="_blank" rel="noopener" data-click="click_title">Sunset &lt;b&gt;clip&lt;/b&gt;</a>`,
    );
    expect(body).toContain('data-click="click_logo"');
    const data = pageData(body);
    expect(data.video.title).toBe('Sunset <b>clip</b>');
    expect(data.sources.map((s) => decodeVideoUrl(s.video_url))).toEqual([
      expect.stringMatching(/_sd\.mp4\?e=\d+&s=/),
      expect.stringMatching(/_hd\.mp4\?e=\d+&s=/),
    ]);
    expect(data.related.map((r) => r.title)).toEqual(['Neighbour clip']);
    // The client build it links is really served.
    const src =
      /<script type="module" nonce="[^"]+" src="(\/embed-static\/assets\/entry-[^"]+\.js)">/.exec(
        body,
      )?.[1] ?? '';
    const js = await app.inject({ url: src });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Precompressed at build (scripts/vite-precompress.ts), sent as the client accepts.
    const br = await app.inject({ url: src, headers: { 'accept-encoding': 'gzip, br' } });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(br.rawPayload.length).toBeLessThan(js.rawPayload.length / 2);
    expect((await app.inject({ url: '/embed-static/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('shows the age interstitial unless the request carries _agev=1', async () => {
    const first = await app.inject({ url: `/embed/${playable}/`, headers: html });
    expect(first.body).toContain('ADULT CONTENT WARNING');
    expect(first.body).toContain('<body class="te age-verification">');
    const adult = await app.inject({
      url: `/embed/${playable}/`,
      headers: { ...html, cookie: 'x=1; _agev=1' },
    });
    expect(adult.body).not.toContain('ADULT CONTENT WARNING');
    expect(adult.headers.vary).toContain('cookie');
  });

  it('shows the deleted panel for status 5, with no script and no media', async () => {
    const res = await app.inject({ url: `/embed/${deleted}/`, headers: html });
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-security-policy']).toMatch(/; frame-ancestors \*$/);
    expect(res.body).toContain('data-testid="te-deleted"');
    expect(res.body).toContain('Video has been recently deleted');
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('/media/');
  });

  it('shows the not-found panel (404) for a missing id, a bad id and a video without media', async () => {
    for (const url of ['/embed/999999/', '/embed/abc/', `/embed/${medialess}/`]) {
      const res = await app.inject({ url, headers: html });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('Oops! Content not found!');
      expect(res.body).toContain('data-testid="te-missing"');
      expect(res.headers['content-security-policy']).toMatch(/; frame-ancestors \*$/);
    }
  });

  it('runs only scripts with the response nonce under a strict CSP, a fresh nonce per answer (issue 25)', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: `/embed/${playable}/`, headers: html });
      const csp = String(res.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(csp).toBe(
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors *`,
      );
      const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      const runnable = scripts.filter((tag) => !tag.includes('type="application/json"'));
      expect(runnable.length).toBeGreaterThan(0);
      for (const tag of runnable) expect(tag).toContain(` nonce="${nonce}"`);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
  });

  it("lets no other route be framed by another origin: frame-ancestors 'self' everywhere else", async () => {
    for (const url of ['/json/no/such/', '/robots.txt', `/videofile.php?video_id=${playable}`, '/oembed']) {
      const res = await app.inject({ url, headers: html });
      expect([url, res.headers['content-security-policy'], res.headers['x-frame-options']]).toEqual([
        url,
        "script-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
        'SAMEORIGIN',
      ]);
    }
  });

  it('serves the loader script at /embed.js', async () => {
    const res = await app.inject({ url: '/embed.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('data-tubekit-video');
  });
});

describe('GET /oembed', () => {
  const oembed = (query: string) => app.inject({ url: `/oembed?${query}` });

  it('answers an oEmbed 1.0 video for a video page URL and for an embed URL', async () => {
    const pageUrl = `${ORIGIN}/video/${playable}/sunset-clip/`;
    const res = await oembed(`url=${encodeURIComponent(pageUrl)}&format=json`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'video',
      provider_name: 'Tubekit',
      provider_url: `${ORIGIN}/`,
      title: 'Sunset <b>clip</b>',
      width: 640,
      height: 360,
      thumbnail_width: 320,
      thumbnail_height: 180,
    });
    expect(body.thumbnail_url).toMatch(new RegExp(`^${ORIGIN}/media/\\d+/`));
    expect(body.html).toBe(
      `<iframe src="${ORIGIN}/embed/${playable}/" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="Sunset &lt;b&gt;clip&lt;/b&gt;"></iframe>`,
    );
    const viaEmbed = await oembed(`url=${encodeURIComponent(`${ORIGIN}/embed/${playable}/`)}`);
    expect(viaEmbed.json().title).toBe('Sunset <b>clip</b>');
  });

  it('leaves the thumbnail fields out while a video has no picture yet', async () => {
    const res = await oembed(`url=${encodeURIComponent(`${ORIGIN}/video/${medialess}/no-media-yet/`)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('No media yet');
    expect(body).not.toHaveProperty('thumbnail_url');
    expect(body).not.toHaveProperty('thumbnail_width');
  });

  it('fits maxwidth and maxheight keeping 16:9', async () => {
    const url = encodeURIComponent(`${ORIGIN}/embed/${playable}/`);
    expect((await oembed(`url=${url}&maxwidth=320`)).json()).toMatchObject({ width: 320, height: 180 });
    expect((await oembed(`url=${url}&maxwidth=1000&maxheight=90`)).json()).toMatchObject({
      width: 160,
      height: 90,
    });
  });

  it('answers bad requests in the {error, code, field} shape', async () => {
    const url = encodeURIComponent(`${ORIGIN}/embed/${playable}/`);
    const cases: [string, number, Record<string, unknown>][] = [
      ['format=json', 400, { error: true, code: 'invalid_param', field: 'url' }],
      [`url=${url}&format=xml`, 400, { error: true, code: 'invalid_param', field: 'format' }],
      [`url=${url}&maxwidth=wide`, 400, { error: true, code: 'invalid_param', field: 'maxwidth' }],
      [
        `url=${encodeURIComponent('https://elsewhere.example/embed/1/')}`,
        404,
        { error: true, code: 'not_found', field: 'url' },
      ],
      [
        `url=${encodeURIComponent(`${ORIGIN}/categories/beach/`)}`,
        404,
        { error: true, code: 'not_found', field: 'url' },
      ],
      [
        `url=${encodeURIComponent(`${ORIGIN}/embed/999999/`)}`,
        404,
        { error: true, code: 'not_found', field: 'url' },
      ],
      [
        `url=${encodeURIComponent(`${ORIGIN}/embed/${deleted}/`)}`,
        404,
        { error: true, code: 'not_found', field: 'url' },
      ],
      ['url=%E0%A4%A', 400, { error: true, code: 'invalid_param', field: 'url' }],
      ['url=not%20a%20url', 400, { error: true, code: 'invalid_param', field: 'url' }],
    ];
    for (const [query, status, body] of cases) {
      const res = await oembed(query);
      expect([query, res.statusCode, res.json()]).toEqual([query, status, body]);
    }
  });

  it('never answers 5xx: any query gets 200 or a 4xx in the {error, code} shape', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        `${ORIGIN}/embed/${playable}/`,
        `${ORIGIN}/video/${playable}/x/`,
        'json',
        '0',
        '-1',
        '99999',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('url', 'format', 'maxwidth', 'maxheight', 'x'), value),
        async (q) => {
          const res = await oembed(new URLSearchParams(q).toString());
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode !== 200)
            expect(res.json()).toMatchObject({ error: true, code: expect.any(String) });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('builds the discovery link a video page head carries', () => {
    expect(oembedDiscoveryLink(ORIGIN, `${ORIGIN}/video/7/a-b/`, 'A "b"')).toBe(
      `<link rel="alternate" type="application/json+oembed" href="${ORIGIN}/oembed?url=http%3A%2F%2F127.0.0.1%3A3000%2Fvideo%2F7%2Fa-b%2F&amp;format=json" title="A &quot;b&quot;">`,
    );
  });

  it('adds the discovery link to an indexable video page only', () => {
    const link = oembedDiscoveryLink(ORIGIN, `${ORIGIN}/video/7/a-b/`);
    const page = { status: 200, head: '<title>A b</title>', html: '' };
    expect(withOembedDiscovery(page, '/video/7/a-b/?autostart=1', ORIGIN).head).toBe(
      `<title>A b</title>\n${link}`,
    );
    for (const [p, url] of [
      [page, '/categories/beach/'],
      [{ ...page, status: 404 }, '/video/7/a-b/'],
      [{ ...page, head: '<meta name="robots" content="noindex">' }, '/video/7/a-b/'],
    ] as const)
      expect(withOembedDiscovery(p, url, ORIGIN)).toBe(p);
  });
});
