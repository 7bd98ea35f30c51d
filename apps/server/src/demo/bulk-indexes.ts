import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/** A secondary index as the database describes it, enough to create it again. */
interface IndexDef {
  name: string;
  definition: string;
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then creates them again
 * (also when `load` throws). Building an index once over sorted data is several times
 * cheaper than updating nine B-trees on every one of a million inserts. Primary keys and
 * unique constraints stay, so the load still cannot create duplicates. The definitions
 * are read from the database itself, so this follows whatever the migrations created.
 */
export async function withoutSecondaryIndexes<T>(
  db: Db,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await secondaryIndexes(db, tables);
  for (const index of indexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db.kysely);
  try {
    return await load();
  } finally {
    for (const index of indexes) await sql.raw(index.definition).execute(db.kysely);
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
