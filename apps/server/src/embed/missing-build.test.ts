import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import { embedRoutes } from './routes.ts';

describe('embed files without an embed build', () => {
  it('answer the JSON not_found, like every other error (regression: text/plain "Not found")', async () => {
    const app = Fastify();
    installHttp(app, manualClock());
    await app.register(embedRoutes, {
      embedDist: '/nonexistent/embed-dist',
      loaderFile: '/nonexistent/embed.js',
    });
    for (const url of ['/embed-static/assets/x.js', '/embed.js']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        404,
        'application/json; charset=utf-8',
      ]);
      expect(res.json()).toEqual({ error: true, code: 'not_found' });
    }
    await app.close();
  });
});
