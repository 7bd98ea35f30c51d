import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import type { CachedBody } from '../http/response-cache.ts';
import { localSharedState } from './shared-state.ts';
import { memoryBusNetwork } from './site-bus.ts';

function body(text: string): CachedBody {
  return { json: Buffer.from(text), etag: '"e"', lifetime: 60, expiresAt: Number.MAX_SAFE_INTEGER };
}

describe('the site bus', () => {
  it('a publish reaches the other members of the network, never the publisher', async () => {
    const network = memoryBusNetwork();
    const a = network.join();
    const b = network.join();
    const seen: string[] = [];
    a.subscribe('t', () => seen.push('a'));
    b.subscribe('t', () => seen.push('b'));
    const off = b.subscribe('t', () => seen.push('b2'));
    off();
    await a.publish('t', {});
    expect(seen).toEqual(['b']);
  });

  it("two apps on one bus: a clear or forget in one empties the other's response cache and runs its listeners (page cache, totals)", async () => {
    const network = memoryBusNetwork();
    const clock = manualClock();
    const [one, two] = [Fastify(), Fastify()];
    installHttp(one, clock, undefined, localSharedState(clock, network.join()));
    installHttp(two, clock, undefined, localSharedState(clock, network.join()));
    let cleared = 0;
    let forgot = 0;
    two.responseCache.onClear(() => cleared++);
    two.responseCache.onForget(() => forgot++);
    two.responseCache.set('json/a/1', body('a'));
    two.responseCache.set('json/b/1', body('b'));
    one.responseCache.forgetPrefix('json/a/');
    expect(two.responseCache.get('json/a/1')).toBeUndefined();
    expect(two.responseCache.get('json/b/1')).toBeDefined();
    expect(forgot).toBe(1);
    one.responseCache.clear();
    expect(two.responseCache.size).toBe(0);
    expect(cleared).toBe(1);
  });
});
