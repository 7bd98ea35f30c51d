import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import { seedOneVideo } from '../test/listening-app.ts';
import { suiteTestApp } from '../test/test-app.ts';
import { ssrRoutes } from './routes.ts';

// Server rendering needs the built site: build it once (a no-op when dist is up to date).
function buildSite(): void {
  execFileSync('node', [join(REPO_ROOT, 'apps/site/scripts/build-if-stale.mjs')], { stdio: 'pipe' });
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('server rendering of the site', () => {
  beforeAll(() => {
    buildSite();
  }, 300_000);
  const fx = suiteTestApp(seedOneVideo);

  it('renders / as a full document with title, links, hydration data and the age gate', async () => {
    const res = await fx.app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const body = res.body;
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toContain('<link rel="canonical" href="http://127.0.0.1:3000/">');
    expect(body).toContain('href="/categories/"');
    expect(body).toContain('href="/categories/beach/"'); // the category slider, from the API in-process
    expect(body).toContain('ADULT CONTENT WARNING');
    expect(body).toContain('<body class="age-verification">');
    expect(body).toMatch(
      /<script type="module" nonce="[^"]+" src="\/static\/assets\/entry-client-[^"]+\.js"><\/script>/,
    );
    expect(body).toContain('window.__HYDRATION__={');
  });

  it('serves one page whatever _agev says: the gate is in it, hidden by the head script with _agev=1; none on the terms page', async () => {
    const fresh = await fx.app.inject({ url: '/', headers: html });
    const accepted = await fx.app.inject({ url: '/', headers: { ...html, cookie: '_agev=1' } });
    expect(accepted.body).toBe(fresh.body);
    expect(accepted.body).toContain('ADULT CONTENT WARNING');
    expect(accepted.body).toMatch(/<head>\n<meta charset="utf-8">\n<script nonce="[^"]+">if\(.*_agev=1/);
    expect(accepted.headers.vary).toBe('accept-encoding');
    const terms = await fx.app.inject({ url: '/information/terms/', headers: html });
    expect(terms.body).not.toContain('ADULT CONTENT WARNING');
  });

  it('renders a listing page with its own clean URL as the canonical (query keys dropped)', async () => {
    const res = await fx.app.inject({ url: '/categories/beach/2/?campaign=c1', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://127.0.0.1:3000/categories/beach/2/">');
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
  });

  it('answers the redirects of section 2 with 301 and adds the trailing slash', async () => {
    const cases: [string, string][] = [
      ['/videos/', '/videos/latest-updates/1/'],
      ['/videos/top-rated/', '/videos/top-rated/1/'],
      ['/latest-updates/', '/videos/latest-updates/1/'],
      ['/pornstars/', '/pornstars/alphabetaz/1/'],
      ['/pornstar/model-one/videos/', '/pornstar/model-one/videos/1/'],
      ['/videos', '/videos/'],
      ['/contacts?x=1', '/contacts/?x=1'],
    ];
    for (const [from, to] of cases) {
      const res = await fx.app.inject({ url: from, headers: html });
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('answers a missing page 404 with "Oops! Content not found!" and a link home', async () => {
    // '/beach/' would match the home pager '/:page/' but is no page number.
    expect((await fx.app.inject({ url: '/beach/', headers: html })).statusCode).toBe(404);
    const res = await fx.app.inject({ url: '/no/such/page/', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Oops! Content not found!');
    expect(res.body).toContain('href="/"');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers /404/ (where a missing video replace-navigates) with the 404 page, not home page 404', async () => {
    const res = await fx.app.inject({ url: '/404/', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Oops! Content not found!');
    expect(res.body).not.toContain('Page 404');
  });

  it("gives a loader's 404 (unknown category) the 404 title and noindex", async () => {
    const res = await fx.app.inject({ url: '/categories/no-such-category/', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Oops! Content not found! | ');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('keeps JSON 404s for API paths and clients that do not accept HTML', async () => {
    for (const [url, headers] of [
      ['/json/nothing/', html],
      ['/no/such/page/', {}],
      ['/file.php', html],
    ] as const) {
      const res = await fx.app.inject({ url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, code: 'not_found' });
    }
  });

  it('serves built files from /static/ with an immutable cache, and nothing outside', async () => {
    const page = await fx.app.inject({ url: '/', headers: html });
    const src = /src="(\/static\/assets\/entry-client-[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
    const js = await fx.app.inject({ url: src });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/static/../package.json',
      '/static/%2e%2e/%2e%2e/package.json',
      '/static/.vite/manifest.json',
    ])
      expect((await fx.app.inject({ url })).statusCode).toBe(404);
  });

  it('sends pages and text assets compressed as the client accepts (precompressed .br/.gz)', async () => {
    const page = await fx.app.inject({
      url: '/',
      headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    const text = brotliDecompressSync(page.rawPayload).toString();
    expect(text).toContain('<!doctype html>');
    const src = /src="(\/static\/assets\/entry-client-[^"]+\.js)"/.exec(text)?.[1] ?? '';
    const plain = await fx.app.inject({ url: src });
    const gz = await fx.app.inject({ url: src, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(gz.headers['content-length'])).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves robots.txt and a sitemap index whose files list the catalogue', async () => {
    const robots = await fx.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
    const index = await fx.app.inject({ url: '/sitemap.xml' });
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<loc>http://127.0.0.1:3000/sitemap-videos-1.xml</loc>');
    const videos = await fx.app.inject({ url: '/sitemap-videos-1.xml' });
    expect(videos.body).toMatch(/<loc>http:\/\/127\.0\.0\.1:3000\/video\/\d+\/video-\d+\/<\/loc>/);
    const categories = await fx.app.inject({ url: '/sitemap-categories-1.xml' });
    expect(categories.body).toContain('/categories/beach/');
    expect((await fx.app.inject({ url: '/sitemap-videos-99.xml' })).statusCode).toBe(404);
  });
});

describe('ssr plugin without a site build', () => {
  it('answers HTML routes 503 with the build command, and leaves the API alone', async () => {
    const app = Fastify();
    installHttp(app, manualClock());
    app.get('/json/ping', async () => ({ ok: true }));
    await app.register(ssrRoutes, { siteDist: '/nonexistent/site-dist' });
    const page = await app.inject({ url: '/', headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('pnpm --filter @tubekit/site build');
    expect((await app.inject({ url: '/json/ping' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
