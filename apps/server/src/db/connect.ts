import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.ts';
import { migrate } from './migrate.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './sqlite-statements.ts';

/** An open database: the Kysely handle plus the dialect for the few places that differ. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /**
   * PostgreSQL only: runs `sql` as a named prepared statement (parsed and planned once per
   * connection, then only bound and executed). For hot queries whose SQL text never changes
   * under one name; see executeReused.
   */
  prepared?: <R>(name: string, sql: string, parameters: readonly unknown[]) => Promise<R[]>;
  close(): Promise<void>;
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
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

function openPostgres(url: string): Db {
  // COUNT(*) and SUM come back as strings by default (int8); our counts fit in a double.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  // No parallel workers: API queries are small, and launching workers for a page walk cost
  // more than the walk itself (37 ms of a 44 ms model listing at a million videos).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c max_parallel_workers_per_gather=0',
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const prepared = async <R>(name: string, text: string, values: readonly unknown[]): Promise<R[]> =>
    (await pool.query({ name, text, values: [...values] })).rows as R[];
  return { kysely, dialect: 'postgres', prepared, close: () => kysely.destroy() };
}
