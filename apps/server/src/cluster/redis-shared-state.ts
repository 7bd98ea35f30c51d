import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import { ApiError } from '../http/errors.ts';
import { VIEW_WINDOW_MS } from '../social/view-gate.ts';
import { RedisBus } from './redis-bus.ts';
import { DEFAULT_REDIS_PREFIX, redisKeys } from './redis-keys.ts';
import { LEASE_TTL_MS, RedisLeases } from './redis-leases.ts';
import { redisPages } from './redis-pages.ts';
import { redisResponses } from './redis-responses.ts';
import { ADMIT_VIEW, INCR_WINDOW, loadScripts, READ_WINDOW } from './redis-scripts.ts';
import { redisViewBuffer } from './redis-view-buffer.ts';
import type { SharedState } from './shared-state.ts';

/** Options of `redisSharedState`. */
export interface RedisSharedStateOptions {
  /** Prefix of every key and channel (TUBEKIT_REDIS_PREFIX): one per site on a shared Redis. */
  prefix?: string;
  /** Bus messages that fail, deliveries not confirmed in time, leases lost. */
  onError?: (err: unknown) => void;
  /** A lease's life unless renewed (`LEASE_TTL_MS`); tests shorten it. */
  leaseTtlMs?: number;
  /** How long a publish waits for a process that does not confirm (2 s). */
  deliveryTimeoutMs?: number;
  /** The view gate's window (`VIEW_WINDOW_MS`). */
  viewWindowMs?: number;
}

/** Shared state on Redis, and its end. */
export interface RedisSharedState extends SharedState {
  /** Releases this process's leases and closes both connections. */
  close(): Promise<void>;
  /** Drops both connections without releasing anything: what a crash does (tests). */
  crash(): void;
}

/** A command answer of a window script: [count, ms left] (-1: no window open). */
function windowCount(answer: unknown, windowMs: number): { current: number; ttl: number } {
  const [current, ttl] = answer as [number, number];
  return { current, ttl: ttl < 0 ? windowMs : ttl };
}

/**
 * A command that failed (Redis unreachable past one reconnection) is the 503 `unavailable`
 * with Retry-After, not a 500: the request was fine and a retry in a few seconds may pass.
 */
async function orUnavailable<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (err) {
    throw new ApiError(
      'unavailable',
      undefined,
      `Redis: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

/**
 * The `SharedState` of a server or job process on Redis (`TUBEKIT_REDIS_URL`), so the
 * server processes of several machines agree (README "Processes"): the rate limits' fixed
 * windows (one atomic script per count: INCR, PEXPIRE on the first; the window starts at the
 * first count and ends `windowMs` later, as `WindowCounters`), the view gate (keys with the
 * window as their expiry, checked and set in one script, as `ViewGate.admit`), the upload
 * leases (`RedisLeases`: a token, a TTL the holder renews) and the bus (`RedisBus`: pub/sub
 * with confirmations). Two connections: commands, and the bus's subscriber. Resolves once
 * both are connected and subscribed; rejects when Redis cannot be reached (a start fails).
 */
export async function redisSharedState(
  url: string,
  options: RedisSharedStateOptions = {},
): Promise<RedisSharedState> {
  const onError = options.onError ?? (() => {});
  const keys = redisKeys(options.prefix ?? DEFAULT_REDIS_PREFIX);
  const processId = `${hostname()}:${process.pid}:${randomUUID()}`;
  // A command waits for a reconnection at most once; then it fails (a request gets an error, not a hang).
  const connection = () => new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const commands = connection();
  const subscriber = connection();
  // ioredis reconnects by itself; the errors are reported, never thrown at the process.
  commands.on('error', onError);
  subscriber.on('error', onError);
  const bus = new RedisBus({
    commands,
    subscriber,
    keys,
    processId,
    onError,
    ...(options.deliveryTimeoutMs === undefined ? {} : { timeoutMs: options.deliveryTimeoutMs }),
  });
  const leases = new RedisLeases(commands, keys, processId, options.leaseTtlMs ?? LEASE_TTL_MS, onError);
  const viewWindowMs = options.viewWindowMs ?? VIEW_WINDOW_MS;
  const viewBuffer = redisViewBuffer(commands, keys.views, onError);
  const pages = redisPages(commands, keys, onError);
  const responses = redisResponses(commands, keys, onError);
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
    await Promise.all([bus.listen(), loadScripts(commands)]);
  } catch (err) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(
      `Redis at TUBEKIT_REDIS_URL cannot be reached: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  return {
    bus,
    counters: {
      incr: async (scope, key, windowMs) =>
        windowCount(
          await orUnavailable(INCR_WINDOW(commands, [keys.counter(scope, key)], [windowMs])),
          windowMs,
        ),
      read: async (scope, key, windowMs) =>
        windowCount(await orUnavailable(READ_WINDOW(commands, [keys.counter(scope, key)], [])), windowMs),
    },
    leases: {
      acquire: (key) => orUnavailable(leases.leases.acquire(key)),
      release: (key) => leases.leases.release(key),
    },
    views: {
      admit: async (viewKeys) =>
        (await orUnavailable(
          ADMIT_VIEW(
            commands,
            viewKeys.map((key) => keys.view(key)),
            [viewWindowMs],
          ),
        )) === 1,
    },
    viewBuffer,
    pages,
    responses,
    async close() {
      await leases.releaseAll();
      await Promise.all([commands.quit(), subscriber.quit()]);
    },
    crash() {
      leases.abandon();
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
