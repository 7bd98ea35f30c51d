import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import { installErrorHandlers } from './errors.ts';
import { createResponseCache } from './response-cache.ts';

/**
 * Gives an app the HTTP foundation: `app.clock`, `app.responseCache` and the error and
 * not-found handlers. `buildApp` calls it; a test of one plugin may call it on a bare app.
 */
export function installHttp(app: FastifyInstance, clock: Clock, cacheBytes?: number): void {
  app.decorate('clock', clock);
  app.decorate('responseCache', createResponseCache(clock, cacheBytes));
  installErrorHandlers(app);
}
