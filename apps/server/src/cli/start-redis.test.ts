import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithRedis, freePort, redisServer } from '../cluster/redis-test-kit.ts';
import { type CommandProcess, runCommand } from './process-test-kit.ts';

/**
 * `pnpm start` with TUBEKIT_REDIS_URL, as real processes: the wiring of each process to
 * Redis (the behaviour of the shared state itself is pinned in cluster/redis-*.test.ts and,
 * through the primary, in start-cluster.test.ts).
 */
const PREFIX = 'start-test:';

describeWithRedis('pnpm start with TUBEKIT_REDIS_URL (real processes)', () => {
  const server = redisServer();
  let redis: Redis;
  let start: CommandProcess;
  let dataDir = '';
  let port = 0;

  beforeAll(async () => {
    redis = new Redis(server.url);
    dataDir = mkdtempSync(join(tmpdir(), 'tubekit-redis-start-'));
    port = await freePort();
    start = runCommand('src/cli/start.ts', ['--videos', '40', '--clips', '1', '--no-media'], {
      HOST: '127.0.0.1',
      PORT: String(port),
      TUBEKIT_DATA_DIR: dataDir,
      TUBEKIT_SECRET: 'redis-start-test-secret-0123456789',
      TUBEKIT_SERVER_PROCESSES: '2',
      TUBEKIT_REDIS_URL: server.url,
      TUBEKIT_REDIS_PREFIX: PREFIX,
    });
    await start.waitFor(/\[jobs\] job process \d+:/, 90_000);
  }, 120_000);

  afterAll(async () => {
    // The whole process group: the primary and every process it started.
    start?.killAll();
    redis?.disconnect();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('both server processes and the job process subscribe to the bus, and the limits count on Redis', async () => {
    expect(start.output()).toContain(
      `[start] shared state on Redis (TUBEKIT_REDIS_URL), key prefix ${PREFIX}`,
    );
    expect(start.output()).not.toContain(server.url);
    const [, subscribers] = (await redis.pubsub('NUMSUB', `${PREFIX}bus`)) as [string, number];
    expect(subscribers).toBe(3);
    const answer = await fetch(`http://127.0.0.1:${port}/input.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'act=view&section=categories&object_id=none',
    });
    expect(answer.status).toBe(200);
    const counts = await redis.keys(`${PREFIX}rl:*`);
    expect(counts).toHaveLength(1);
    expect(await redis.get(counts[0] ?? '')).toBe('1');
  });

  it('SIGTERM stops every process, each closing its Redis connections', async () => {
    start.child.kill('SIGTERM');
    expect(await start.exited()).toBe(0);
    const clients = String(await redis.client('LIST'))
      .trim()
      .split('\n');
    // Only this test's own connection is left.
    expect(clients).toHaveLength(1);
  });
});
