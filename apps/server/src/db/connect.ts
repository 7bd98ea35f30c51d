import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.ts';
import { migrate } from './migrate.ts';
import { withNamedStatements } from './pg-statements.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './sqlite-statements.ts';

/** An open database: the Kysely handle plus the dialect for the few places that differ. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /**
   * The database a listing read may use: a read replica when DATABASE_REPLICA_URLS are set
   * and the request is not a recent writer's (db/read-replicas.ts), otherwise this very Db.
   * Only for reads that may be a moment behind; anything that writes uses `kysely`.
   */
  reader(): Db;
  /** PostgreSQL's pool of the primary (read replicas fall back to it); absent on SQLite. */
  postgresPool?: PostgresPool;
}

/**
 * Opens PostgreSQL when `databaseUrl` is a postgres URL, otherwise a SQLite file at
 * `sqlitePath` (`:memory:` for tests), and brings the schema up to date.
 */
export async function openDatabase(options: { databaseUrl?: string; sqlitePath: string }): Promise<Db> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.sqlitePath);
  await migrate(db);
  return db;
}

function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets the API read while the worker and view flusher write.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const db: Db = { kysely, dialect: 'sqlite', close: () => kysely.destroy(), reader: () => db };
  return db;
}

function openPostgres(url: string): Db {
  // COUNT(*) and SUM come back as strings by default (int8); our counts fit in a double.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  const postgresPool = withNamedStatements(new pg.Pool(postgresPoolOptions(url)));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool }) });
  const db: Db = {
    kysely,
    dialect: 'postgres',
    close: () => kysely.destroy(),
    reader: () => db,
    postgresPool,
  };
  return db;
}

/** The pool settings of every PostgreSQL connection, the primary's and the replicas'. */
export function postgresPoolOptions(url: string): pg.PoolConfig {
  // Session settings for an API of small queries over a catalogue that lives in memory:
  // - no parallel workers: launching them for a page walk cost more than the walk itself
  //   (37 ms of a 44 ms model listing at a million videos);
  // - random_page_cost 1.1 (the usual value for SSD or cached data, default 4): with the
  //   default, a page's 24 rows joined their channels by hashing the whole channels table
  //   (0.8 ms) instead of 24 index probes (0.45 ms);
  // - no JIT: compiling a count at a million rows costs more than the count saves.
  // Idle connections stay open (pg closes them after 10 s by default): each new connection
  // prepares and plans every statement again, which after a quiet spell made the next
  // listings cost ~10% more server CPU.
  return {
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 0,
    options: '-c max_parallel_workers_per_gather=0 -c random_page_cost=1.1 -c jit=off',
  };
}
