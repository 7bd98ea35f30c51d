import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  type RedisSharedState,
  type RedisSharedStateOptions,
  redisSharedState,
} from './redis-shared-state.ts';
import { describeWithRedis, redisServer } from './redis-test-kit.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithRedis('shared state on Redis (a real redis-server)', () => {
  const server = redisServer();
  let open: RedisSharedState[] = [];
  let prefix = '';

  /** A process's shared state on this test's prefix (each test its own site). */
  const join = async (options: RedisSharedStateOptions = {}) => {
    const state = await redisSharedState(server.url, { prefix, ...options });
    open.push(state);
    return state;
  };

  beforeEach(() => {
    prefix = `t${randomUUID().slice(0, 8)}:`;
    open = [];
  });
  afterEach(async () => {
    await Promise.all(open.map((s) => s.close().catch(() => {})));
  });

  it('counts one window exactly across two clients, per scope and address', async () => {
    const [a, b] = [await join(), await join()];
    const counts: number[] = [];
    for (let i = 0; i < 6; i++)
      counts.push((await (i % 2 ? b : a).counters.incr('input', '203.0.113.9', 60_000)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    const read = await b.counters.read('input', '203.0.113.9', 60_000);
    expect(read.current).toBe(6);
    expect(read.ttl).toBeGreaterThan(50_000);
    expect(read.ttl).toBeLessThanOrEqual(60_000);
    expect((await a.counters.incr('votes', '203.0.113.9', 60_000)).current).toBe(1);
    expect((await a.counters.incr('input', '2001:db8::/64', 60_000)).current).toBe(1);
    // A peek at a key with no open window: 0 and a whole window.
    expect(await a.counters.read('input', '198.51.100.1', 60_000)).toEqual({ current: 0, ttl: 60_000 });
  });

  it('10 concurrent counts from two clients at the boundary (max 9): each of 1..10 once, so exactly one is past max', async () => {
    const [a, b] = [await join(), await join()];
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? b : a).counters.incr('input', 'x', 60_000)),
    );
    expect(all.map((c) => c.current).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all.filter((c) => c.current > 9)).toHaveLength(1);
  });

  it('a window ends windowMs after its first count, and the next count starts a new one', async () => {
    const a = await join();
    expect((await a.counters.incr('s', 'k', 150)).current).toBe(1);
    expect((await a.counters.incr('s', 'k', 150)).current).toBe(2);
    await sleep(200);
    expect((await a.counters.read('s', 'k', 150)).current).toBe(0);
    const fresh = await a.counters.incr('s', 'k', 150);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(100);
  });

  it('gives a lease to one holder at a time; release frees it for the other', async () => {
    const [a, b] = [await join(), await join()];
    expect(await a.leases.acquire('tus:1')).toBe(true);
    expect(await b.leases.acquire('tus:1')).toBe(false);
    expect(await a.leases.acquire('tus:1')).toBe(false);
    // A release by a process that does not hold it changes nothing.
    b.leases.release('tus:1');
    expect(await b.leases.acquire('tus:1')).toBe(false);
    a.leases.release('tus:1');
    await sleep(20);
    expect(await b.leases.acquire('tus:1')).toBe(true);
  });

  it('a held lease outlives its TTL while the holder renews it, and lapses once the holder stops (crash)', async () => {
    // TTL 600 ms, renewed every 200 ms: waits well past the TTL, with room for a busy machine's timers.
    const a = await join({ leaseTtlMs: 600 });
    const b = await join({ leaseTtlMs: 600 });
    expect(await a.leases.acquire('tus:2')).toBe(true);
    await sleep(1_000);
    expect(await b.leases.acquire('tus:2')).toBe(false);
    a.crash();
    expect(await b.leases.acquire('tus:2')).toBe(false);
    await sleep(700);
    expect(await b.leases.acquire('tus:2')).toBe(true);
  });

  it('close releases the leases at once', async () => {
    const [a, b] = [await join(), await join()];
    expect(await a.leases.acquire('tus:3')).toBe(true);
    await a.close();
    expect(await b.leases.acquire('tus:3')).toBe(true);
  });

  it('the view gate admits a view once across clients, by either key, until the window ends', async () => {
    const a = await join({ viewWindowMs: 200 });
    const b = await join({ viewWindowMs: 200 });
    expect(await a.views.admit(['v1\tvideos\ti5', 'aX\tvideos\ti5'])).toBe(true);
    // Another visitor from the same address, through the other client.
    expect(await b.views.admit(['v2\tvideos\ti5', 'aX\tvideos\ti5'])).toBe(false);
    // A refused view starts no window for its new key.
    expect(await b.views.admit(['v2\tvideos\ti5', 'aY\tvideos\ti5'])).toBe(true);
    expect(await a.views.admit(['v1\tvideos\ti6', 'aX\tvideos\ti6'])).toBe(true);
    await sleep(250);
    expect(await b.views.admit(['v1\tvideos\ti5', 'aX\tvideos\ti5'])).toBe(true);
  });

  it('a publish reaches every other subscriber, not the publisher, and resolves after their listeners ran', async () => {
    const clients = [await join(), await join(), await join()];
    const seen: string[] = [];
    clients.forEach((c, i) => {
      c.bus.subscribe('response-cache', (m) => seen.push(`c${i}:${String(m.op)}`));
    });
    await clients[0]?.bus.publish('response-cache', { op: 'clear' });
    expect(seen.sort()).toEqual(['c1:clear', 'c2:clear']);
    // Another site (prefix) on the same Redis hears nothing.
    const other = await redisSharedState(server.url, { prefix: `${prefix}other:` });
    other.bus.subscribe('response-cache', () => seen.push('other'));
    await clients[1]?.bus.publish('response-cache', { op: 'clear' });
    expect(seen.sort()).toEqual(['c0:clear', 'c1:clear', 'c2:clear', 'c2:clear']);
    await other.close();
  });

  it('a subscriber that never confirms holds a publish only until the timeout, which is reported', async () => {
    const errors: unknown[] = [];
    const a = await join({ deliveryTimeoutMs: 100, onError: (e) => errors.push(e) });
    const mute = new Redis(server.url);
    await mute.subscribe(`${prefix}bus`);
    await a.bus.publish('response-cache', { op: 'clear' });
    expect(String(errors[0])).toContain('1 of 2 processes did not confirm');
    mute.disconnect();
  });

  it('after its subscriber connection was dropped, a process clears its own response cache (it may have missed clears)', async () => {
    const a = await join();
    const cleared: unknown[] = [];
    a.bus.subscribe('response-cache', (m) => cleared.push(m));
    const admin = new Redis(server.url);
    await admin.client('KILL', 'TYPE', 'pubsub');
    await expect.poll(() => cleared, { timeout: 5_000 }).toEqual([{ op: 'clear' }]);
    // Subscribed again: publishes reach it.
    const b = await join();
    await b.bus.publish('response-cache', { op: 'forget', prefix: 'json/' });
    expect(cleared).toHaveLength(2);
    admin.disconnect();
  });

  it('refuses to start when Redis cannot be reached', async () => {
    await expect(redisSharedState('redis://127.0.0.1:1')).rejects.toThrow(/cannot be reached/);
  });
});
