import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { insertVideo } from '../db/test-fixtures.ts';
import { RATE_LIMITS } from '../http/rate-limit.ts';
import { twoAppsOnRedis } from './redis-apps-kit.ts';
import { describeWithRedis } from './redis-test-kit.ts';

describeWithRedis('two apps sharing state on one Redis (server processes on two machines)', () => {
  const fx = twoAppsOnRedis();

  const input = (app: FastifyInstance, payload: string) =>
    app.inject({
      method: 'POST',
      url: '/input.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it("a vote through one app shows at once in the other's cached JSON; input.php's 61st call is 429 through either", async () => {
    const [one, two] = fx.apps as [FastifyInstance, FastifyInstance];
    const id = await insertVideo(fx.db, { likes: 4 });
    const json = `/json/video/86400/0/0/${id}.json`;
    // The second read is the other app's cache hit.
    for (let i = 0; i < 2; i++) expect((await two.inject(json)).json().likes).toBe(4);
    expect((await input(one, `act=vote&section=videos&object_id=${id}&vote=1`)).statusCode).toBe(200);
    expect((await two.inject(json)).json().likes).toBe(5);

    // The vote was the 1st of 60 calls a minute per address, counted on Redis across both apps.
    const view = `act=view&section=videos&object_id=${id}`;
    for (let n = 2; n <= RATE_LIMITS.input.max; n++)
      expect((await input(n % 2 ? one : two, view)).statusCode, `call ${n}`).toBe(200);
    const over = await input(two, view);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: true, code: 'rate_limited' });
    // The seconds left in the window Redis keeps (PTTL), whole and at least 1.
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMITS.input.windowMs / 1000);
    expect((await input(one, view)).statusCode).toBe(429);
  });

  it("a clear of one app's response cache empties the other's", async () => {
    const [one, two] = fx.apps as [FastifyInstance, FastifyInstance];
    const id = await insertVideo(fx.db);
    await two.inject(`/json/video/86400/0/0/${id}.json`);
    expect(two.responseCache.size).toBeGreaterThan(0);
    one.responseCache.clear();
    await expect.poll(() => two.responseCache.size).toBe(0);
  });
});
