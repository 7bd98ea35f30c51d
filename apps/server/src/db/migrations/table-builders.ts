import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

// The building blocks the migrations share. Each one writes exactly the DDL the migrations
// spelled out before they existed: a migration that has shipped must keep making the same
// schema.

// biome-ignore lint/suspicious/noExplicitAny: column names are only known at run time here
export type Table = CreateTableBuilder<string, any>;
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/**
 * A new table whose first column is an auto-numbered primary key: `serial` in PostgreSQL,
 * `integer PRIMARY KEY AUTOINCREMENT` in SQLite (ids never reused after a delete).
 */
export function createWithSerialKey(db: AnyDb, dialect: DialectName, table: string, column: string): Table {
  const t: Table = db.schema.createTable(table);
  return dialect === 'postgres'
    ? t.addColumn(column, 'serial', (c) => c.primaryKey())
    : t.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Adds NOT NULL columns without a default (ids, keys, times), in the order given. */
export function requiredColumns(table: Table, columns: Record<string, ColumnDataType>): Table {
  let t = table;
  for (const [name, type] of Object.entries(columns)) t = t.addColumn(name, type, (c) => c.notNull());
  return t;
}

/** A plain (not unique) index of `table` over `columns`, in that order. */
export async function createIndex(db: AnyDb, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** A new table keyed by one column of `type` that the code supplies (a hash, a name). */
export function createWithKey(db: AnyDb, table: string, column: string, type: ColumnDataType): Table {
  return db.schema.createTable(table).addColumn(column, type, (c) => c.primaryKey());
}

/**
 * A new table of NOT NULL `columns` whose primary key `<table>_pk` is `key`: one row per
 * combination, so a second insert of the same one conflicts.
 */
export function createWithCompositeKey(
  db: AnyDb,
  table: string,
  columns: Record<string, ColumnDataType>,
  key: string[],
): Table {
  return requiredColumns(db.schema.createTable(table), columns).addPrimaryKeyConstraint(`${table}_pk`, key);
}

/** Adds a NOT NULL column to an existing table; its rows take `value`. */
export async function addColumnWithDefault(
  db: AnyDb,
  table: string,
  column: string,
  type: ColumnDataType,
  value: string | number,
): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn(column, type, (c) => c.notNull().defaultTo(value))
    .execute();
}
