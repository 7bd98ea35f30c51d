import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';

/** Options of the search plugin. */
export interface SearchOptions {
  db: Db;
  clock: Clock;
}

/** Search (videos2.php) and suggestions (suggester.php, json/suggester). */
export const searchRoutes: FastifyPluginAsync<SearchOptions> = async () => {};
