import type { FastifyInstance } from 'fastify';
import { responseLayer } from '../cluster/response-layer.ts';
import { shareResponseCache } from '../cluster/shared-cache.ts';
import { localSharedState, type SharedState } from '../cluster/shared-state.ts';
import type { Clock } from './clock.ts';
import { installErrorHandlers } from './errors.ts';
import { createResponseCache } from './response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server processes share (README "Processes"); this process's own by default. */
    shared: SharedState;
  }
}

/**
 * Gives an app the HTTP foundation: `app.clock`, `app.shared`, `app.responseCache` (whose
 * invalidations reach the other processes through `shared.bus`) and the error and not-found
 * handlers. `buildApp` calls it; a test of one plugin may call it on a bare app.
 */
export function installHttp(
  app: FastifyInstance,
  clock: Clock,
  cacheBytes?: number,
  shared: SharedState = localSharedState(clock),
): void {
  app.decorate('clock', clock);
  app.decorate('shared', shared);
  const responses = shareResponseCache(
    createResponseCache(clock, cacheBytes),
    shared.bus,
    (err) => app.log.error({ err }, 'publishing a cache invalidation failed'),
    shared.pages,
    shared.responses,
  );
  app.decorate('responseCache', responses.cache);
  // With Redis, a local miss of a JSON path looks there before computing (cluster/response-layer.ts).
  app.decorate(
    'responseLayer',
    shared.responses ? responseLayer(responses.cache, shared.responses, clock) : null,
  );
  // A write is answered once the other processes have forgotten what it changed, so the
  // visitor's next request shows it whichever process it reaches.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await responses.settled();
    return payload;
  });
  installErrorHandlers(app);
}
