import { LATEST_VIDEOS, searchUrl, videoPath, videosPath } from '@tubekit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { buildTestApp } from '../test/test-app.ts';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from './cached-json.ts';
import { manualClock } from './clock.ts';
import { RATE_LIMITS } from './rate-limit.ts';

/** A view of a category: valid, and counts nothing, so only the request limit is in play. */
const stat = (address = '203.0.113.7') => ({
  method: 'POST' as const,
  url: '/input.php',
  remoteAddress: address,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: 'act=view&section=categories&object_id=beach',
});

describe('per-address rate limits of the whole app', () => {
  let db: Db;
  let app: FastifyInstance;
  let clock: ReturnType<typeof manualClock>;
  let video: number;

  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    video = await insertVideo(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const fresh = async () => {
    await app?.close();
    ({ app, clock } = await buildTestApp(db));
  };

  itEmbeddedOnly("the window reopens on the app's manual clock; Redis ends it in its own time")(
    `POST input.php: ${RATE_LIMITS.input.max} calls a minute per address, the next answers 429 rate_limited with Retry-After, then it reopens`,
    async () => {
      await fresh();
      const { max, windowMs } = RATE_LIMITS.input;
      for (let i = 0; i < max; i++) expect((await app.inject(stat())).statusCode, `call ${i + 1}`).toBe(200);
      clock.advance(20_000);
      const over = await app.inject(stat());
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: true, code: 'rate_limited' });
      expect(over.headers['retry-after']).toBe(String((windowMs - 20_000) / 1000));
      // Another address has its own count.
      expect((await app.inject(stat('198.51.100.1'))).statusCode).toBe(200);
      clock.advance(windowMs - 20_000);
      expect((await app.inject(stat())).statusCode).toBe(200);
    },
  );

  itEmbeddedOnly("the window reopens on the app's manual clock; Redis ends it in its own time")(
    `jsond paths: ${RATE_LIMITS.jsond.max} a minute per address over all of them together, then 429 rate_limited with Retry-After`,
    async () => {
      await fresh();
      const { max } = RATE_LIMITS.jsond;
      const jsond = [
        `/${videoPath.build({ lifetime: 0, video_id: video })}`,
        `/${videosPath.build({ ...LATEST_VIDEOS, lifetime: 0 })}`,
        `/${searchUrl({ ...LATEST_VIDEOS, lifetime: 0, sort: 'relevance' }, 'test')}`,
      ];
      for (let i = 0; i < max; i++) {
        const res = await app.inject(jsond[i % jsond.length] as string);
        expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(200);
      }
      for (const url of jsond) {
        const over = await app.inject(url);
        expect(over.statusCode, url).toBe(429);
        expect(over.json()).toEqual({ error: true, code: 'rate_limited' });
        expect(over.headers['retry-after']).toBe('60');
      }
      clock.advance(RATE_LIMITS.jsond.windowMs);
      expect((await app.inject(jsond[0] as string)).statusCode).toBe(200);
    },
  );

  it("the server's own in-process requests (ssr loaders, internal token) do not count against the jsond limit", async () => {
    await fresh();
    const url = `/${videoPath.build({ lifetime: 0, video_id: video })}`;
    const headers = { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN };
    for (let i = 0; i < RATE_LIMITS.jsond.max * 2; i++)
      expect((await app.inject({ url, headers })).statusCode, `request ${i + 1}`).toBe(200);
    for (let i = 0; i < RATE_LIMITS.jsond.max; i++) expect((await app.inject(url)).statusCode).toBe(200);
    expect((await app.inject(url)).statusCode).toBe(429);
  });

  it('cached (json) paths are not limited: they are answered from the response cache', async () => {
    await fresh();
    const cached = `/${videoPath.build({ lifetime: 3600, video_id: video })}`;
    for (let i = 0; i < RATE_LIMITS.jsond.max * 3; i++)
      expect((await app.inject(cached)).statusCode, `request ${i + 1}`).toBe(200);
    // And they do not use up the jsond allowance.
    expect((await app.inject(`/${videoPath.build({ lifetime: 0, video_id: video })}`)).statusCode).toBe(200);
    await app.close();
  });

  it('an app built with the jsond limit off (the API bench) answers every jsond request', async () => {
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
    });
    const open = await buildApp({ db, config, clock: manualClock(), rateLimits: { jsond: false } });
    const url = `/${videoPath.build({ lifetime: 0, video_id: video })}`;
    for (let i = 0; i < RATE_LIMITS.jsond.max * 2; i++) expect((await open.inject(url)).statusCode).toBe(200);
    await open.close();
  });
});
