import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { restoreSuspendedDdl, suspendDdl } from './suspended-ddl.ts';

/** A secondary index as the database describes it, enough to create it again. */
interface IndexDef {
  name: string;
  definition: string;
}

// The name under which the dropped indexes are recorded (see `suspendDdl`).
const SUSPENDED = 'secondary-indexes';

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then creates them again
 * (also when `load` throws; after a kill, the next load or the seed's repair creates what
 * was recorded). Building an index once over sorted data is several times cheaper than
 * updating nine B-trees on every one of a million inserts. Primary keys and unique
 * constraints stay, so the load still cannot create duplicates. The definitions are read
 * from the database itself, so this follows whatever the migrations created.
 */
export async function withoutSecondaryIndexes<T>(
  db: Db,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  // A load killed while they were dropped left them dropped: read them once they are back.
  await restoreSuspendedDdl(db, SUSPENDED);
  const indexes = await secondaryIndexes(db, tables);
  await suspendDdl(
    db,
    SUSPENDED,
    indexes.map((index) => `DROP INDEX "${index.name}"`),
    indexes.map((index) => index.definition),
  );
  try {
    return await load();
  } finally {
    await restoreSuspendedDdl(db, SUSPENDED);
  }
}

async function secondaryIndexes(db: Db, tables: readonly string[]): Promise<IndexDef[]> {
  if (db.dialect === 'sqlite') {
    // Automatic indexes (primary keys, UNIQUE) have a NULL sql and cannot be dropped.
    const r = await sql<{ name: string; sql: string }>`
      SELECT name, sql FROM sqlite_master
      WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${sql.join([...tables])})`.execute(db.kysely);
    return r.rows.map((row) => ({ name: row.name, definition: row.sql }));
  }
  const r = await sql<{ indexname: string; indexdef: string }>`
    SELECT indexname, indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename IN (${sql.join([...tables])})
      AND indexname NOT IN (SELECT conname FROM pg_constraint)`.execute(db.kysely);
  return r.rows.map((row) => ({ name: row.indexname, definition: row.indexdef }));
}
