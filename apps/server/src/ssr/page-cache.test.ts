import { describe, expect, it } from 'vitest';
import { manualClock } from '../http/clock.ts';
import { createPageCache, type PageCache, type PageRender } from './page-cache.ts';

/** A render that counts its calls and answers a page of `bytes` bytes. */
function renderer(cache: PageCache, bytes = 1000, status = 200) {
  let calls = 0;
  const render = async (): Promise<PageRender> => {
    calls++;
    return cache.entry(`${calls}`.padEnd(bytes, 'x'), status, `nonce-${calls}`);
  };
  return { render, calls: () => calls };
}

describe('page cache', () => {
  it('keeps a rendered page: the next request of the key is the same entry, no render', async () => {
    const cache = createPageCache(manualClock(), 1 << 20, 60);
    const r = renderer(cache);
    const first = await cache.page('/', r.render);
    expect(await cache.page('/', r.render)).toBe(first);
    expect(r.calls()).toBe(1);
    expect(await cache.page('/other/', r.render)).not.toBe(first);
    expect(r.calls()).toBe(2);
  });

  it('expires a page after its ttl, not before', async () => {
    const clock = manualClock();
    const cache = createPageCache(clock, 1 << 20, 60);
    const r = renderer(cache);
    await cache.page('/', r.render);
    clock.advance(59_999);
    await cache.page('/', r.render);
    expect(r.calls()).toBe(1);
    clock.advance(1);
    await cache.page('/', r.render);
    expect(r.calls()).toBe(2);
  });

  it('evicts the least recently used pages when the bytes pass the bound', async () => {
    // Each entry counts its bytes plus 200 of bookkeeping: three of 1000 fit in 3600, four do not.
    const cache = createPageCache(manualClock(), 3600, 60);
    const r = renderer(cache);
    for (const key of ['a', 'b', 'c']) await cache.page(key, r.render);
    expect(cache.bytes).toBe(3600);
    await cache.page('a', r.render); // a is now the most recent
    await cache.page('d', r.render); // b goes
    expect([cache.size, cache.bytes]).toEqual([3, 3600]);
    const before = r.calls();
    await cache.page('a', r.render);
    await cache.page('c', r.render);
    expect(r.calls()).toBe(before);
    await cache.page('b', r.render);
    expect(r.calls()).toBe(before + 1);
  });

  it('counts the compressed forms added later in the bound', async () => {
    const cache = createPageCache(manualClock(), 3000, 60);
    const r = renderer(cache);
    await cache.page('a', r.render);
    await cache.page('b', r.render);
    // A request reads its page (the most recent now), then sends it in a new encoding.
    const a = await cache.page('a', r.render);
    if ('redirect' in a) throw new Error('a page');
    a.gzip = Buffer.alloc(900);
    cache.touch('a', a);
    expect([cache.size, cache.bytes]).toEqual([1, 2100]); // b, the older, went
  });

  it('keeps 200 and 404 pages only, never a redirect', async () => {
    const cache = createPageCache(manualClock(), 1 << 20, 60);
    for (const status of [500, 503, 403]) {
      const r = renderer(cache, 100, status);
      await cache.page(`s${status}`, r.render);
      await cache.page(`s${status}`, r.render);
      expect([status, r.calls()]).toEqual([status, 2]);
    }
    const missing = renderer(cache, 100, 404);
    await cache.page('missing', missing.render);
    await cache.page('missing', missing.render);
    expect(missing.calls()).toBe(1);
    let redirects = 0;
    const redirect = async (): Promise<PageRender> => ({ redirect: `/to/${++redirects}/`, status: 301 });
    await cache.page('r', redirect);
    expect(await cache.page('r', redirect)).toEqual({ redirect: '/to/2/', status: 301 });
  });

  it('forgets every page on invalidate()', async () => {
    const cache = createPageCache(manualClock(), 1 << 20, 60);
    const r = renderer(cache);
    await cache.page('a', r.render);
    cache.invalidate();
    expect(cache.size).toBe(0);
    await cache.page('a', r.render);
    expect(r.calls()).toBe(2);
  });

  it('answers but never keeps a render that an invalidate() overtook (it may hold the old data)', async () => {
    const cache = createPageCache(manualClock(), 1 << 20, 60);
    let release = () => {};
    const slow = async (): Promise<PageRender> => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return cache.entry('old data', 200, 'n1');
    };
    const answer = cache.page('a', slow);
    cache.invalidate();
    // A request after the write does not join the render from before it.
    const r = renderer(cache);
    const after = await cache.page('a', r.render);
    release();
    expect(await answer).toMatchObject({ status: 200 });
    expect(await cache.page('a', r.render)).toBe(after);
    expect(r.calls()).toBe(1);
  });

  it('renders once for concurrent misses of one key', async () => {
    const cache = createPageCache(manualClock(), 1 << 20, 60);
    const r = renderer(cache);
    const pages = await Promise.all([1, 2, 3].map(() => cache.page('/', r.render)));
    expect(r.calls()).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('renders every request when its size or ttl is 0 (off)', async () => {
    for (const [bytes, ttl] of [
      [0, 60],
      [1 << 20, 0],
    ] as const) {
      const cache = createPageCache(manualClock(), bytes, ttl);
      const r = renderer(cache);
      await cache.page('/', r.render);
      await cache.page('/', r.render);
      expect([cache.enabled, r.calls()]).toEqual([false, 2]);
    }
  });
});
