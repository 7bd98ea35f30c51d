import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { type CachedBody, createResponseCache } from './response-cache.ts';

const body = (): CachedBody => ({
  json: Buffer.from('{}'),
  etag: '"e"',
  lifetime: 60,
  expiresAt: Date.UTC(2026, 0, 1),
});

describe('response cache clear hook', () => {
  it('clear() empties the cache, then calls every onClear listener (the totals cache forgets with it)', () => {
    const cache = createResponseCache(manualClock());
    const seen: number[] = [];
    cache.onClear(() => seen.push(cache.size));
    cache.onClear(() => seen.push(-1));
    cache.set('a', body());
    expect(cache.size).toBe(1);
    cache.clear();
    expect(seen).toEqual([0, -1]);
    expect(cache.bytes).toBe(0);
  });

  it('forgetPrefix() forgets the matching keys, then calls every onForget listener (the page cache forgets with it)', () => {
    const cache = createResponseCache(manualClock());
    const seen: string[][] = [];
    cache.onForget(() => seen.push(['a1', 'a2', 'b'].filter((key) => cache.get(key))));
    for (const key of ['a1', 'a2', 'b']) cache.set(key, body());
    cache.forgetPrefix('a');
    expect(seen).toEqual([['b']]);
  });
});
