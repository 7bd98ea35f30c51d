import { type Selectable, sql } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/**
 * One column of the row of `table` whose `key` column equals `value`: what a test reads back
 * after the code under test wrote it (a counter, a rating, the id of a seeded row). Throws
 * when there is no such row.
 */
export async function readColumn<T extends keyof Database, C extends keyof Selectable<Database[T]> & string>(
  db: Db,
  table: T,
  column: C,
  key: keyof Database[T] & string,
  value: number | string,
): Promise<Selectable<Database[T]>[C]> {
  // Kysely cannot type a select over a table chosen at run time; the signature above does.
  const row = await sql<
    Record<C, Selectable<Database[T]>[C]>
  >`SELECT ${sql.ref(column)} FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${value}`
    .execute(db.kysely)
    .then((result) => result.rows[0]);
  if (!row) throw new Error(`no ${table} row with ${key} = ${value}`);
  return row[column];
}
