import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { manualClock } from '../http/clock.ts';
import { type CachedBody, createResponseCache } from '../http/response-cache.ts';
import { createPageCache, type PageCache, type PageRender } from '../ssr/page-cache.ts';
import { type RedisSharedState, redisSharedState } from './redis-shared-state.ts';
import { describeWithRedis, redisServer } from './redis-test-kit.ts';
import { type SharedResponseCache, shareResponseCache } from './shared-cache.ts';

const KEY = '["","/videos/latest-updates/1/"]';

/**
 * One server process as the app wires it (http/install.ts, ssr/routes.ts): its response
 * cache shared over the bus with the page layer's generation, and its page cache with the
 * Redis layer, forgetting on every clear. `renders` counts its renders.
 */
interface PageProcess {
  state: RedisSharedState;
  responses: SharedResponseCache<CachedBody>;
  pages: PageCache;
  renders: number;
  /** Renders the site's data as it is now (`data.version`). */
  render(): Promise<PageRender>;
}

describeWithRedis('the page cache shared on Redis by two server processes', () => {
  const server = redisServer();
  const clock = manualClock(Date.UTC(2026, 0, 2));
  /** The site's data: a write bumps the version, and a render shows it. */
  const data = { version: 1 };
  let a: PageProcess;
  let b: PageProcess;

  const start = async (prefix: string): Promise<PageProcess> => {
    const state = await redisSharedState(server.url, { prefix });
    const responses = shareResponseCache(createResponseCache(clock), state.bus, () => {}, state.pages);
    const pages = createPageCache(clock, 1 << 20, 60, state.pages);
    responses.cache.onClear(() => pages.invalidate());
    const process: PageProcess = {
      state,
      responses,
      pages,
      renders: 0,
      render: async () => {
        process.renders += 1;
        return pages.entry(`<p>version ${data.version}</p>`.padEnd(2000, ' '), 200, `nonce-${data.version}`);
      },
    };
    return process;
  };
  /** Waits until the page of KEY that `p`'s layer holds is `version` (puts are not awaited). */
  const sharedVersion = async (p: PageProcess) => {
    const found = await p.state.pages?.get(KEY);
    return found?.page ? String(found.page.json).trim() : null;
  };
  const html = (version: number) => `<p>version ${version}</p>`;

  beforeEach(async () => {
    const prefix = `pages${randomUUID().slice(0, 8)}:`;
    a = await start(prefix);
    b = await start(prefix);
    data.version = 1;
  });
  afterEach(async () => {
    for (const p of [a, b]) await p.state.close().catch(() => p.state.crash());
  });

  it('sends a page rendered by one process from the other without rendering it: the same bytes, nonce, ETag and compressed forms', async () => {
    const first = await a.pages.page(KEY, a.render);
    await expect.poll(() => sharedVersion(b)).toBe(html(1));
    const fromRedis = await b.pages.page(KEY, b.render);
    expect([a.renders, b.renders]).toEqual([1, 0]);
    if ('redirect' in first || 'redirect' in fromRedis) throw new Error('a page was expected');
    expect(fromRedis.json.equals(first.json)).toBe(true);
    expect([fromRedis.status, fromRedis.nonce, fromRedis.etag, fromRedis.expiresAt]).toEqual([
      first.status,
      first.nonce,
      first.etag,
      first.expiresAt,
    ]);
    // Then a local hit: the same entry, no lookup.
    expect(await b.pages.page(KEY, b.render)).toBe(fromRedis);
    // A compressed form made by one process reaches the copy on Redis.
    fromRedis.gzip = Buffer.from([0x1f, 0x8b, 0xff, 0x00]);
    fromRedis.etags.gzip = '"gz"';
    b.pages.touch(KEY, fromRedis);
    await expect.poll(async () => (await a.state.pages?.get(KEY))?.page?.etags.gzip).toBe('"gz"');
    expect((await a.state.pages?.get(KEY))?.page?.gzip).toEqual(fromRedis.gzip);
  });

  it('keeps a missing page (404) in its process only: any URL is one, and Redis has no byte cap', async () => {
    const missing = async () => {
      a.renders += 1;
      return a.pages.entry('<p>not found</p>', 404, 'n');
    };
    await a.pages.page('404-key', missing);
    await a.state.counters.read('sync', 'sync', 1000);
    expect((await b.state.pages?.get('404-key'))?.page).toBeUndefined();
    expect(a.pages.size).toBe(1);
  });

  it('a write through one process makes both stop sending the old page at once, from memory and from Redis', async () => {
    await a.pages.page(KEY, a.render);
    await expect.poll(() => sharedVersion(b)).toBe(html(1));
    await b.pages.page(KEY, b.render);
    expect(b.pages.size).toBe(1);

    data.version = 2;
    a.responses.cache.clear();
    // What the writer's answer waits for (install.ts's onSend): the new generation, then the bus.
    await a.responses.settled();
    expect(b.pages.size).toBe(0);
    for (const p of [b, a]) {
      const page = await p.pages.page(KEY, p.render);
      expect('json' in page && String(page.json).trim()).toBe(html(2));
    }
    expect(a.renders + b.renders).toBeGreaterThanOrEqual(2);
  });

  it('never keeps on Redis a render that started before a write and ended after it', async () => {
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // B's render reads the data before the write, and ends after the writer advanced the
    // generation but before B heard the bus message.
    const slow = b.pages.page(KEY, async () => {
      const page = await b.render();
      await held;
      return page;
    });
    await expect.poll(() => b.renders).toBe(1);
    data.version = 2;
    await a.state.pages?.advance();
    finish();
    const stale = await slow;
    expect('json' in stale && String(stale.json).trim()).toBe(html(1));
    // The stale page went to the old generation: A, reading the new one, renders.
    const fresh = await a.pages.page(KEY, a.render);
    expect('json' in fresh && String(fresh.json).trim()).toBe(html(2));
    expect(a.renders).toBe(1);
    await expect.poll(() => sharedVersion(b)).toBe(html(2));
  });
});

describeWithRedis('the page cache when Redis is down', () => {
  const server = redisServer();
  const clock = manualClock(Date.UTC(2026, 0, 2));
  let state: RedisSharedState;
  afterAll(() => state?.crash());

  it('renders and keeps pages locally: no error, no wait for Redis', async () => {
    state = await redisSharedState(server.url, { prefix: 'down:', onError: () => {} });
    const pages = createPageCache(clock, 1 << 20, 60, state.pages);
    let renders = 0;
    const render = async () => pages.entry(`<p>render ${++renders}</p>`, 200, 'n');
    await server.stop();
    const page = await pages.page(KEY, render);
    expect('json' in page && String(page.json)).toContain('render 1');
    expect(await pages.page(KEY, render)).toBe(page);
    expect(renders).toBe(1);
    await pages.page('other', render);
    expect(renders).toBe(2);
  });
});
