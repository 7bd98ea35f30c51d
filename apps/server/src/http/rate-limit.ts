import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedState } from '../cluster/shared-state.ts';
import { WindowCounters } from '../cluster/window-counters.ts';
import type { Clock } from './clock.ts';
import { ApiError } from './errors.ts';

/** At most `max` requests (or votes) per address in a window of `windowMs`. */
export interface PerIpLimit {
  max: number;
  windowMs: number;
}

/** Every per-address limit of the server; `false` turns a request limit off (the API bench). */
export interface RateLimits {
  /** POST input.php (views, votes, subscribe, favourite), any act. */
  input: PerIpLimit | false;
  /** Every `jsond` (lifetime 0) JSON path together: they skip the response cache. */
  jsond: PerIpLimit | false;
  /** Votes counted per address, over all objects (the `already_voted` rule is per object). */
  votes: PerIpLimit;
}

/**
 * The limits, in one place (listed in apps/server/README.md). A visitor sends one view per
 * video page and a vote now and then, and the site asks `jsond` only for a signed-in
 * member's comments, so none of these is reached by a person using the site; they bound
 * what one address can make the server do: 60 input.php calls a minute, 30 uncached JSON
 * answers a minute, 30 counted votes an hour.
 */
export const RATE_LIMITS = {
  input: { max: 60, windowMs: 60_000 },
  jsond: { max: 30, windowMs: 60_000 },
  votes: { max: 30, windowMs: 3_600_000 },
} as const satisfies RateLimits;

export { RATE_LIMIT_MAX_KEYS } from '../cluster/window-counters.ts';

/** Checks one request against a limit; throws `rate_limited` (with Retry-After) when over. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits in force (`RATE_LIMITS` unless the app was built with overrides). */
    rateLimits: RateLimits;
    /** The shared limiter of every jsond path; null when that limit is off. */
    jsondLimiter: Limiter | null;
  }
}

/**
 * The 429 answer of a limit: `Retry-After` in whole seconds (at least 1) on the reply, and
 * the catalogue's `rate_limited` error to throw.
 */
export function rateLimited(reply: FastifyReply, retryAfterS: number): ApiError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterS))));
  return new ApiError('rate_limited');
}

/** How a store answers @fastify/rate-limit: the count in the key's window and ms left in it. */
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store on the shared counters (`app.shared.counters`: this process's
 * own, or the cluster primary's for every server process, so a limit counts across them).
 * Each limit (a route's, or one `createRateLimit`) is a child store with its own scope,
 * named by the order the app creates them in, which is the same in every process.
 */
export function counterStore(counters: SharedState['counters']) {
  let children = 0;
  return class CounterStore implements FastifyRateLimitStore {
    readonly #scope: string;

    constructor(_options?: unknown, scope = 'global') {
      this.#scope = scope;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      counters.incr(this.#scope, key, timeWindow).then(
        (count) => callback(null, count),
        (err: Error) => callback(err),
      );
    }

    /** The count without counting (`{ increment: false }`): the accounts' failed sign-ins peek first. */
    read(key: string, callback: StoreCallback, timeWindow: number): void {
      counters.read(this.#scope, key, timeWindow).then(
        (count) => callback(null, count),
        (err: Error) => callback(err),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's options as `routeInfo` ({} for createRateLimit).
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const name = route?.url === undefined ? '' : ` ${String(route.method)} ${String(route.url)}`;
      return new CounterStore(undefined, `${++children}${name}`);
    }
  };
}

/** The store on counters kept in this process, on the injected clock (tests move time by hand). */
export function clockStore(clock: Clock, maxKeys?: number) {
  const counters = new WindowCounters(clock, maxKeys);
  return counterStore({
    incr: async (scope, key, windowMs) => counters.incr(scope, key, windowMs),
    read: async (scope, key, windowMs) => counters.read(scope, key, windowMs),
  });
}

/**
 * Registers @fastify/rate-limit once for the app, `global: false` (only routes that ask are
 * limited), keyed by address (IPv6 per /64) on the injected clock, answering the catalogue's
 * `{error: true, code: 'rate_limited'}` with 429 and Retry-After. Decorates the app with the
 * limits in force and the jsond limiter that `registerJsonPath` applies. Call it before
 * registering routes: the plugin reads a route's `config.rateLimit` when the route is added.
 */
export async function installRateLimits(
  app: FastifyInstance,
  options: { clock: Clock; limits?: Partial<RateLimits> },
): Promise<void> {
  const limits: RateLimits = { ...RATE_LIMITS, ...options.limits };
  await app.register(fastifyRateLimit, {
    global: false,
    // The app's shared counters (installHttp), so the limits count across server processes.
    store: app.hasDecorator('shared') ? counterStore(app.shared.counters) : clockStore(options.clock),
    // The plugin has set Retry-After on the reply before it throws this.
    errorResponseBuilder: () => new ApiError('rate_limited'),
  });
  app.decorate('rateLimits', limits);
  app.decorate('jsondLimiter', limits.jsond ? limiter(app, limits.jsond) : null);
}

/** Route options that limit a route per address (Fastify's `config.rateLimit`); none when off. */
export function routeLimit(limit: PerIpLimit | false): { config?: { rateLimit: object } } {
  return limit ? { config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } } : {};
}

/** A limiter called from a handler, for limits that depend on what the request asks. */
function limiter(app: FastifyInstance, limit: PerIpLimit): Limiter {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(reply, result.ttlInSeconds);
  };
}
