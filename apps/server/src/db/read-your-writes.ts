import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../http/clock.ts';
import { cookieValues } from '../http/cookie-values.ts';

/**
 * How long after a write its writer's reads stay on the primary. Above the replica lag we
 * tolerate (MAX_REPLICA_LAG_MS, 5 s: a replica further behind is left out) plus a probe
 * interval, so when the window ends every replica in service holds the write.
 */
export const READ_YOUR_WRITES_MS = 10_000;

/**
 * The writer's mark: `<expiry ms, base36>.<signature>`, set on the answer of every successful
 * state-changing request. A cookie rather than a per-member key in Redis: it travels with
 * the writer to whichever server process or machine answers next at no lookup cost, it
 * covers visitors without an account (an anonymous vote), and it expires by itself.
 * Signed, so a client cannot send every read of theirs to the primary without writing.
 */
export const FRESH_READS_COOKIE = '_tkw';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const freshReads = new AsyncLocalStorage<true>();

/** Writes that change nothing their writer reads back (see `writesNothingShown`). */
const unshownWrites = new WeakSet<object>();

/**
 * Marks a successful write whose effect its writer never reads back at once, so it does not
 * send the writer's reads to the primary: a view count (buffered, shown minutes later at
 * best) or a partner beacon. Every video page sends a view: marking those would take the
 * next page of nearly every visitor off the page cache and the replicas.
 */
export function writesNothingShown(request: object): void {
  unshownWrites.add(request);
}

/**
 * True while handling a request of a recent writer (and the in-process requests its page
 * render makes): its reads go to the primary, and no cache may answer it or keep its answers
 * (they hold what the replicas may not have yet). Always false without read replicas.
 */
export function readsFromPrimary(): boolean {
  return freshReads.getStore() === true;
}

/** Options of `installReadYourWrites`. */
export interface ReadYourWritesOptions {
  secret: string;
  clock: Clock;
  /** `Secure` on the cookie: the site's base URL is https. */
  secure: boolean;
}

/**
 * Marks writers with FRESH_READS_COOKIE and runs each request of a marked writer inside the
 * `readsFromPrimary()` context. Installed only when there are read replicas.
 */
export function installReadYourWrites(app: FastifyInstance, options: ReadYourWritesOptions): void {
  const key = createHmac('sha256', options.secret).update('tubekit:read-your-writes').digest();
  const sign = (expiry: string): Buffer => createHmac('sha256', key).update(expiry).digest().subarray(0, 16);
  const valid = (value: string): boolean => {
    const dot = value.indexOf('.');
    if (dot < 1) return false;
    const expiry = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64url');
    const until = Number.parseInt(expiry, 36);
    return (
      given.length === 16 &&
      timingSafeEqual(given, sign(expiry)) &&
      until > options.clock.now() &&
      until <= options.clock.now() + READ_YOUR_WRITES_MS
    );
  };
  const attributes = `; Max-Age=${READ_YOUR_WRITES_MS / 1000}; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;

  // Callback style: `done` runs the rest of the request (hooks, handler, its injects) in the context.
  app.addHook('onRequest', (request, _reply, done) => {
    if (cookieValues(request, FRESH_READS_COOKIE).some(valid)) freshReads.run(true, done);
    else done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400 && !unshownWrites.has(request)) {
      const expiry = (options.clock.now() + READ_YOUR_WRITES_MS).toString(36);
      reply.header(
        'set-cookie',
        `${FRESH_READS_COOKIE}=${expiry}.${sign(expiry).toString('base64url')}${attributes}`,
      );
    }
    return payload;
  });
}
