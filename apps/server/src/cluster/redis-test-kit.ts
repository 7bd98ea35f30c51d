import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';

/** Whether `redis-server` is on the PATH. */
const installed = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * `describe` for tests against a real redis-server, or `describe.skip` when none is
 * installed. With TUBEKIT_REDIS=required (CI) a missing redis-server fails instead of
 * skipping, so the tests can never silently stop running there.
 */
export const describeWithRedis = describe.skipIf(!installed && process.env.TUBEKIT_REDIS !== 'required');

/** A port nothing listens on now (redis-server takes no port 0). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once a client gets PONG from `url`, polling while the server starts. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      return;
    } catch (err) {
      if (tries > 100) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      client.disconnect();
    }
  }
}

/** A throwaway redis-server on a free port of 127.0.0.1, and how to stop it. */
export interface RunningRedis {
  url: string;
  /** Kills it (an outage when early) and removes its temp dir. */
  stop(): Promise<void>;
}

/**
 * Starts one throwaway redis-server: on a free port of 127.0.0.1, no persistence (`--save
 * ''`, no AOF), in a temp dir that `stop()` removes. Resolves once it answers PING.
 */
export async function startRedisServer(): Promise<RunningRedis> {
  if (!installed) throw new Error('TUBEKIT_REDIS=required, but no redis-server is on the PATH');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tubekit-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await answering(url, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

/**
 * Registers hooks that run one throwaway redis-server (`startRedisServer`) for the
 * surrounding suite, killed after it. Read `url` inside tests; `stop()` kills it early (an outage).
 */
export function redisServer(): { url: string; stop(): Promise<void> } {
  let running: RunningRedis | undefined;
  const server = { url: '', stop: async () => running?.stop() };
  beforeAll(async () => {
    running = await startRedisServer();
    server.url = running.url;
  });
  afterAll(async () => {
    await running?.stop();
  });
  return server;
}
