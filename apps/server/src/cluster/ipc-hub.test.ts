import { describe, expect, it } from 'vitest';
import { memoryCluster as cluster } from './ipc-test-kit.ts';

describe('the cluster primary (IpcHub) and its processes (ipcSharedState)', () => {
  it('counts one window across processes: the max+1-th count is past the limit whichever process makes it', async () => {
    const { processes } = cluster(2);
    const counts: number[] = [];
    for (let i = 0; i < 6; i++) {
      const p = processes[i % 2];
      counts.push((await p?.counters.incr('input', '203.0.113.9', 60_000))?.current ?? -1);
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await processes[1]?.counters.read('input', '203.0.113.9', 60_000))?.current).toBe(6);
    // Another limit (scope) and another address count apart.
    expect((await processes[0]?.counters.incr('votes', '203.0.113.9', 60_000))?.current).toBe(1);
    expect((await processes[0]?.counters.incr('input', '203.0.113.10', 60_000))?.current).toBe(1);
  });

  it('counts concurrent calls exactly: 10 at once from two processes get 1..10, each once', async () => {
    const { processes } = cluster(2);
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) => processes[i % 2]?.counters.incr('input', 'a', 60_000)),
    );
    expect(all.map((c) => c?.current).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('gives a lease to one process at a time, and frees the leases of a process that left', async () => {
    const { hub, processes, stores } = cluster(2);
    const [a, b] = processes;
    expect(await a?.leases.acquire('tus:x')).toBe(true);
    expect(await b?.leases.acquire('tus:x')).toBe(false);
    expect(await a?.leases.acquire('tus:x')).toBe(false);
    a?.leases.release('tus:x');
    expect(await b?.leases.acquire('tus:x')).toBe(true);
    // b dies holding it: the primary frees it.
    hub.detach('p1');
    expect(stores.leases.size).toBe(0);
    expect(await a?.leases.acquire('tus:x')).toBe(true);
  });

  it('admits a view once across processes (the shared view gate)', async () => {
    const { processes } = cluster(2);
    expect(await processes[0]?.views.admit(['v1\tvideos\ti5', 'aX\tvideos\ti5'])).toBe(true);
    expect(await processes[1]?.views.admit(['v2\tvideos\ti5', 'aX\tvideos\ti5'])).toBe(false);
  });

  it('delivers a publish to every other process, not back to the publisher, and resolves after they ran it', async () => {
    const { processes } = cluster(3);
    const seen: string[] = [];
    processes.forEach((p, i) => {
      p.bus.subscribe('response-cache', (m) => seen.push(`p${i}:${String(m.op)}`));
    });
    await processes[0]?.bus.publish('response-cache', { op: 'clear' });
    expect(seen.sort()).toEqual(['p1:clear', 'p2:clear']);
  });

  it('does not hold a publish for a process that left or never confirms', async () => {
    const { hub, processes } = cluster(2);
    hub.detach('p1');
    await processes[0]?.bus.publish('response-cache', { op: 'clear' });
    // A process that is attached but never answers: the publish resolves after the timeout (50 ms here).
    const silent = cluster(1);
    silent.hub.attach('mute', { send: () => {}, onMessage: () => {} });
    await silent.processes[0]?.bus.publish('response-cache', { op: 'clear' });
  });
});
