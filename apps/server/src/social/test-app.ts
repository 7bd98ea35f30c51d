import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { type Clock, manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import { memberRoutes } from '../members/routes.ts';
import { socialRoutes } from './routes.ts';
import type { ViewCounter } from './view-counter.ts';

/** A bare app with the HTTP foundation and the social and members plugins, for tests. */
export async function socialTestApp(
  db: Db,
  options: { views?: ViewCounter; clock?: Clock } = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? manualClock();
  const app = Fastify({ routerOptions: { maxParamLength: 1000 } });
  installHttp(app, clock);
  const config = { secret: 'test-secret-0123456789' };
  await app.register(socialRoutes, { db, config, clock, ...(options.views ? { views: options.views } : {}) });
  await app.register(memberRoutes, { db, clock });
  await app.ready();
  return app;
}
