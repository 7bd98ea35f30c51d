import { describe, expect, it } from 'vitest';
import { listeningTestApp, seedOneVideo } from '../test/listening-app.ts';
import { rawGet } from '../test/raw-http.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('odd request paths against a listening server', () => {
  const served = listeningTestApp(seedOneVideo);
  const get = (path: string, headers: Record<string, string> = html) => rawGet(served.port, path, headers);

  it("answers //, /// and /\\ with a 301 to / (regression: the renderer's new URL() threw, a 500)", async () => {
    for (const path of ['//', '///', '/\\', '/\\/\\', '//?a=1']) {
      const res = await get(path);
      expect([path, res.status, res.headers.location]).toEqual([
        path,
        301,
        path.endsWith('?a=1') ? '/?a=1' : '/',
      ]);
    }
  });

  it('sends //x/ to /x/ rather than rendering the home page under an address the site does not own (regression)', async () => {
    const res = await get('//x/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/x/');
    expect(res.body).not.toContain('<html');
  });

  it('keeps /a/..//evil.example/x on the site (regression: it redirected to //evil.example/x/)', async () => {
    for (const path of ['/a/..//evil.example/x', '/a/%2e%2e//evil.example/x/', '/a/..\\/evil.example/x/']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 301]);
      // The next hop adds the trailing slash where the path lacked one.
      expect(res.headers.location, path).toMatch(/^\/evil\.example\/x\/?$/);
    }
  });

  it('answers the redirect routes 404 for a control or non-Latin-1 slug (regression: a raw Location, a 500)', async () => {
    for (const path of [
      '/videos/%E2%80%AE/',
      '/videos/%00/',
      '/pornstars/%0a/',
      '/pornsites/%E4%BD%A0/',
      '/pornstar/%D0%B0%D0%BD%D1%8F/videos/',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body).toContain('Oops! Content not found!');
    }
  });

  it('answers an unknown sort in a redirect route with the 404 page, not a redirect', async () => {
    const res = await get('/videos/bogus/');
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('Oops! Content not found!');
  });

  it('answers a missing /static/ or /embed-static/ file with the JSON not_found (regression: text/plain)', async () => {
    for (const path of [
      '/static/nope.js',
      '/static/../package.json',
      '/static/.vite/manifest.json',
      '/embed-static/nope.js',
      '/embed-static/%2e%2e/%2e%2e/package.json',
    ]) {
      for (const headers of [html, {}]) {
        const res = await get(path, headers);
        expect([path, res.status, res.headers['content-type']]).toEqual([
          path,
          404,
          'application/json; charset=utf-8',
        ]);
        expect(JSON.parse(res.body)).toEqual({ error: true, code: 'not_found' });
      }
    }
  });
});
