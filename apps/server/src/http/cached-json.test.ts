import { gunzipSync } from 'node:zlib';
import { videoPath } from '@tubekit/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerJsonPath, sendJson } from './cached-json.ts';
import { manualClock } from './clock.ts';
import { ApiError } from './errors.ts';
import { installHttp } from './install.ts';

describe('registerJsonPath', () => {
  let app: FastifyInstance;
  let calls: number;
  const clock = manualClock();
  let body: unknown;

  beforeEach(async () => {
    calls = 0;
    body = { title: 'x'.repeat(2000) };
    app = Fastify();
    installHttp(app, clock);
    registerJsonPath(app, {
      url: '/json/video/*',
      shape: videoPath,
      handler: async (params) => {
        calls += 1;
        if (params.video_id === 404) throw new ApiError('not_found');
        return { video_id: params.video_id, body };
      },
    });
    app.get('/q.php', async (_request, reply) => sendJson(reply, { ok: true }, 0));
    await app.ready();
  });
  afterEach(() => app.close());

  const url = `/${videoPath.build({ lifetime: 3600, video_id: 7 })}`;

  it('answers with Cache-Control from the path lifetime and an ETag', async () => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.json()).toMatchObject({ video_id: 7 });
  });

  it('serves a second hit from the cache without calling the handler', async () => {
    await app.inject(url);
    body = 'changed';
    const again = await app.inject(url);
    expect(calls).toBe(1);
    expect(again.json()).toMatchObject({ video_id: 7, body: { title: expect.any(String) } });
    app.responseCache.clear();
    expect((await app.inject(url)).json()).toMatchObject({ body: 'changed' });
    expect(calls).toBe(2);
  });

  it('expires cached entries after min(lifetime, 60 s)', async () => {
    await app.inject(url);
    clock.advance(59_000);
    await app.inject(url);
    expect(calls).toBe(1);
    clock.advance(2_000);
    await app.inject(url);
    expect(calls).toBe(2);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject(url);
    const res = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('compresses large bodies for clients that accept gzip', async () => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ video_id: 7 });
  });

  it('uses no-cache and no in-process cache for jsond (lifetime 0)', async () => {
    const dyn = `/${videoPath.build({ lifetime: 0, video_id: 7 })}`;
    expect(dyn).toMatch(/\.jsond$/);
    const res = await app.inject(dyn);
    expect(res.headers['cache-control']).toBe('no-cache');
    await app.inject(dyn);
    expect(calls).toBe(2);
  });

  it('answers a bad path with 400 {error, code, field}', async () => {
    const res = await app.inject('/json/video/3600/0/1000/7.json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, code: 'invalid_param', field: 'thousand' });
    expect((await app.inject('/json/video/nope')).json()).toEqual({
      error: true,
      code: 'invalid_path',
      field: 'shape',
    });
  });

  it('answers ApiError with the catalogue status and does not cache it', async () => {
    const missing = `/${videoPath.build({ lifetime: 3600, video_id: 404 })}`;
    const res = await app.inject(missing);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, code: 'not_found' });
    await app.inject(missing);
    expect(calls).toBe(2);
  });

  it('answers 405 for other methods on a JSON path', async () => {
    const res = await app.inject({ method: 'POST', url });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ error: true, code: 'method_not_allowed' });
  });

  it('unknown query keys share one cache entry: the handler runs once for ?x=1, ?x=2, ... (issue #25)', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await app.inject(`${url}?x=${i}&_=${Math.random()}`);
      expect(res.statusCode).toBe(200);
    }
    await app.inject(url);
    expect(calls).toBe(1);
    expect(app.responseCache.size).toBe(1);
  });

  it('declared query keys split the cache, and are the only keys the handler sees', async () => {
    const seen: unknown[] = [];
    const keyed = Fastify();
    installHttp(keyed, clock);
    registerJsonPath(keyed, {
      url: '/json/video/*',
      shape: videoPath,
      query: ['search'],
      handler: async (_params, request) => {
        seen.push(request.query);
        return { query: request.query };
      },
    });
    await keyed.ready();
    const a = await keyed.inject(`${url}?search=a&x=1`);
    await keyed.inject(`${url}?x=2&search=a`);
    const b = await keyed.inject(`${url}?search=b`);
    await keyed.inject(url);
    expect(a.json()).toEqual({ query: { search: 'a' } });
    expect(b.json()).toEqual({ query: { search: 'b' } });
    expect(seen).toEqual([{ search: 'a' }, { search: 'b' }, {}]);
    await keyed.close();
  });

  it('sendJson sets the same cache headers', async () => {
    const res = await app.inject('/q.php');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(res.json()).toEqual({ ok: true });
  });
});
