import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Db } from '../db/connect.ts';
import { insertCategory, insertVideo } from '../db/test-fixtures.ts';
import { listenLocal } from './raw-http.ts';
import { suiteTestApp } from './test-app.ts';

/** What a test of a listening app reaches once `beforeAll` has run. */
export interface ListeningApp {
  db: Db;
  app: FastifyInstance;
  port: number;
}

/** A category (beach, trending) with one video in it: enough for every page to render. */
export async function seedOneVideo(db: Db): Promise<void> {
  const beach = await insertCategory(db, { dir: 'beach', title: 'Beach', toptn: 1 });
  await insertVideo(db, { category_ids: [beach] });
}

/**
 * Registers the hooks that run the test app on a real socket (for requests `inject()` would
 * rewrite or refuse): `suiteTestApp` over a database filled by `seed`, then listening on
 * 127.0.0.1 at a free port; closed after the file.
 */
export function listeningTestApp(seed: (db: Db) => Promise<void> = async () => {}): ListeningApp {
  const fx = suiteTestApp(seed) as ListeningApp;
  beforeAll(async () => {
    fx.port = await listenLocal(fx.app);
  });
  return fx;
}
