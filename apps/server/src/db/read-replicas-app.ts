import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import type { Config } from '../config.ts';
import type { Clock } from '../http/clock.ts';
import type { Db } from './connect.ts';
import { type ReadReplicaOptions, readReplicas } from './read-replicas.ts';
import { installReadYourWrites, readsFromPrimary } from './read-your-writes.ts';
import type { Database } from './schema.ts';

/**
 * The app's database with its read replicas (config.databaseReplicaUrls): `reader()` answers
 * a Db on the replicas, or the primary for a recent writer (read-your-writes). Without
 * replicas it returns `db` itself and installs nothing: not one hook or pool more than before.
 * The replicas' pools close with the app; the primary stays the caller's to close.
 */
export function withReadReplicas(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'databaseReplicaUrls' | 'secret' | 'baseUrl'>,
  clock: Clock,
  tuning: Partial<Pick<ReadReplicaOptions, 'maxLagMs' | 'probeEveryMs' | 'log'>> = {},
): Db {
  const urls = config.databaseReplicaUrls ?? [];
  if (urls.length === 0) return db;
  if (!db.postgresPool) throw new Error('DATABASE_REPLICA_URLS needs a PostgreSQL primary (DATABASE_URL)');
  const replicas = readReplicas(urls, {
    primary: db.postgresPool,
    // Always printed (the request log is off by default): an operator must see a replica go.
    log: (line) => console.warn(line),
    ...tuning,
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: replicas.pool }) });
  const onReplicas: Db = { kysely, dialect: 'postgres', close: db.close, reader: () => onReplicas };
  installReadYourWrites(app, { secret: config.secret, clock, secure: config.baseUrl.startsWith('https:') });
  // A write cleared the caches: no replica behind it may refill them (ReadReplicas.fence).
  app.responseCache.onClear(() => void replicas.fence());
  app.responseCache.onForget(() => void replicas.fence());
  app.addHook('onClose', async () => {
    await kysely.destroy();
    await replicas.end();
  });
  app.decorate('readReplicas', replicas);
  return { ...db, reader: () => (readsFromPrimary() ? db : onReplicas) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The read replicas' state (present only with DATABASE_REPLICA_URLS): `probe()`, `inService()`. */
    readReplicas?: import('./read-replicas.ts').ReadReplicas;
  }
}
