import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';

/** Options of the catalogue plugin. */
export interface CatalogOptions {
  db: Db;
  clock: Clock;
}

/** The catalogue read API (videos, video, related, categories, channels, models, main). */
export const catalogRoutes: FastifyPluginAsync<CatalogOptions> = async () => {};
