import Fastify, { type FastifyInstance } from 'fastify';
import type { SharedState } from '../cluster/shared-state.ts';
import type { Db } from '../db/connect.ts';
import { type Clock, manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import { installRateLimits, type RateLimits } from '../http/rate-limit.ts';
import { memberRoutes } from '../members/routes.ts';
import { playlistRoutes } from '../playlists/routes.ts';
import { socialRoutes } from './routes.ts';
import type { ViewCounter } from './view-counter.ts';

/** The secret of test apps (signs visitor cookies). */
export const TEST_SECRET = 'test-secret-0123456789';

/**
 * A bare app with the HTTP foundation, the rate limits (overridable: a test of another rule
 * turns the per-address request limit off) and the social and members plugins, for tests.
 */
export async function socialTestApp(
  db: Db,
  options: {
    views?: ViewCounter;
    clock?: Clock;
    limits?: Partial<RateLimits>;
    baseUrl?: string;
    /** The processes' shared state (Redis in tests of several processes); this process's own by default. */
    shared?: SharedState;
  } = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? manualClock();
  const app = Fastify({ routerOptions: { maxParamLength: 1000 } });
  installHttp(app, clock, undefined, options.shared);
  await installRateLimits(app, { clock, ...(options.limits ? { limits: options.limits } : {}) });
  const config = { secret: TEST_SECRET, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) };
  await app.register(socialRoutes, { db, config, clock, ...(options.views ? { views: options.views } : {}) });
  await app.register(memberRoutes, { db, clock });
  await app.register(playlistRoutes, { db, clock });
  await app.ready();
  return app;
}
