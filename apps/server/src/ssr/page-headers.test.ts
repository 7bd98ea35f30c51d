import { beforeAll, describe, expect, it } from 'vitest';
import { seedOneVideo } from '../test/listening-app.ts';
import { suiteTestApp } from '../test/test-app.ts';
import { MAX_PAGE_LINKS } from './page-links.ts';
import { buildPages } from './test-rendered-pages.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

/** The CSP nonce of an answer. */
const nonceOf = (headers: Record<string, unknown>) =>
  /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1] ?? '';

describe("pages' HTTP headers and cache addresses", () => {
  beforeAll(() => buildPages(['site']), 300_000);
  const fx = suiteTestApp(seedOneVideo);
  const page = (url: string, headers: Record<string, string> = {}) =>
    fx.app.inject({ url, headers: { ...html, ...headers } });

  it("names the page's stylesheet and module chunks in a Link header with its nonce, on the render and the cached answer", async () => {
    const first = await page('/videos/latest-updates/1/');
    const link = String(first.headers.link);
    const nonce = nonceOf(first.headers);
    const entry = /src="(\/static\/assets\/entry-client-[^"]+\.js)"/.exec(first.body)?.[1];
    expect(link).toContain(`<${entry}>; rel=modulepreload; nonce="${nonce}"`);
    expect(link).toMatch(/^<\/static\/assets\/[^>]+\.css>; rel=preload; as=style, /);
    const links = link.split(', ');
    expect(links.length).toBeLessThanOrEqual(MAX_PAGE_LINKS);
    // Every file it names is one the document loads.
    for (const one of links) expect(first.body).toContain(`"${/^<([^>]+)>/.exec(one)?.[1]}"`);
    const hit = await page('/videos/latest-updates/1/', { 'accept-encoding': 'br' });
    expect(hit.headers.link).toBe(link);
  });

  it('sends the Link header on a 404 page and on a 304, with the same Vary and ETag', async () => {
    const missing = await page('/no/such/page/');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers.link)).toContain('rel=modulepreload');
    const first = await page('/', { 'accept-encoding': 'gzip' });
    const again = await page('/', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect([again.headers.etag, again.headers.vary, again.headers.link]).toEqual([
      first.headers.etag,
      'accept-encoding',
      first.headers.link,
    ]);
  });

  it("answers a page with parameters it does not read from its canonical address's cache entry: same bytes and nonce", async () => {
    const canonical = await page('/search/1/?s=beach');
    for (const url of [
      '/search/1/?utm_source=ad&s=beach',
      '/search/1/?s=beach&x=1&s=other',
      '/search/1/?gclid=9&s=beach',
    ]) {
      const other = await page(url);
      expect([url, other.statusCode, nonceOf(other.headers)]).toEqual([url, 200, nonceOf(canonical.headers)]);
      expect(other.body).toBe(canonical.body);
    }
    const home = await page('/');
    const junk = await page('/?a=1&b=2');
    expect([junk.body, nonceOf(junk.headers)]).toEqual([home.body, nonceOf(home.headers)]);
    expect(junk.body).toContain('<link rel="canonical" href="http://127.0.0.1:3000/">');
  });

  it('renders a parameter the page reads: another search, another page', async () => {
    const beach = await page('/search/1/?s=beach');
    const other = await page('/search/1/?s=sunset');
    expect(other.body).not.toBe(beach.body);
    expect(other.body).toContain('sunset');
  });

  it("keeps the parameters it did not read on the site's redirects", async () => {
    const res = await page('/latest-updates/?utm_source=ad&duration=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/videos/latest-updates/1/?utm_source=ad&duration=2');
  });
});
