import pg from 'pg';
import type { Config } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';

/**
 * The PostgreSQL advisory lock key that `tubekit serve` and `tubekit worker` take around
 * their migrations (any number the site uses for no other lock: "tubeki" in ASCII).
 */
export const MIGRATION_LOCK_KEY = 0x74_75_62_65_6b_69;

/**
 * Opens the database like `openDatabase` (migrations run), holding a PostgreSQL advisory
 * lock meanwhile, so machines starting at once migrate one after the other: the first
 * applies the migrations, the others wait and find them applied. A SQLite file is one
 * machine's; its own write lock serialises the processes of that machine.
 */
export async function openDatabaseMigrated(config: Pick<Config, 'databaseUrl' | 'sqlitePath'>): Promise<Db> {
  const options = { sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl };
  if (!config.databaseUrl) return openDatabase(options);
  const lock = new pg.Client({ connectionString: config.databaseUrl });
  await lock.connect();
  try {
    // Session-level: released by the unlock below, or by the server if this process dies.
    await lock.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    return await openDatabase(options);
  } finally {
    await lock.end();
  }
}
