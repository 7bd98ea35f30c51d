import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type Db, openDatabase } from '../db/connect.ts';
import { insertCategory, insertVideo } from '../db/test-fixtures.ts';
import { listenLocal } from './raw-http.ts';
import { buildTestApp } from './test-app.ts';

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
 * rewrite or refuse): an in-memory database filled by `seed`, the app listening on
 * 127.0.0.1 at a free port, both closed after the file. The site build may be made first,
 * hence the long timeout.
 */
export function listeningTestApp(seed: (db: Db) => Promise<void> = async () => {}): ListeningApp {
  const fx = {} as ListeningApp;
  beforeAll(async () => {
    fx.db = await openDatabase({ sqlitePath: ':memory:' });
    await seed(fx.db);
    ({ app: fx.app } = await buildTestApp(fx.db));
    fx.port = await listenLocal(fx.app);
  }, 300_000);
  afterAll(async () => {
    await fx.app?.close();
    await fx.db?.close();
  });
  return fx;
}
