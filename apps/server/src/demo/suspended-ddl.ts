import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

// Rows of `app_meta` (migration 007) named with this prefix hold the statements that put
// back what a bulk load turned off.
const PREFIX = 'suspended_ddl:';

/**
 * Runs the `drop` statements (drop an index or trigger, disable a trigger) and records the
 * `restore` statements under `name`, in one transaction: whatever moment the process is
 * killed at, the schema is whole or its missing parts are written down. A load's own
 * `finally` cannot help against a kill -9: before this, a seed killed mid-load left the
 * tag-list triggers dropped (SQLite) or disabled (PostgreSQL) for good.
 */
export async function suspendDdl(
  db: Db,
  name: string,
  drop: readonly string[],
  restore: readonly string[],
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const statement of drop) await sql.raw(statement).execute(trx);
    await trx
      .insertInto('app_meta')
      .values({ name: PREFIX + name, value: JSON.stringify(restore), updated_at: now })
      .execute();
  });
}

/**
 * Runs the restore statements recorded under `name` (every name when omitted) and forgets
 * them, each name in one transaction. Returns the names restored: a load calls it first
 * for its own name (what a killed run left off), the seed's repair for all of them.
 */
export async function restoreSuspendedDdl(db: Db, name?: string): Promise<string[]> {
  let query = db.kysely.selectFrom('app_meta').select(['name', 'value']);
  query =
    name === undefined ? query.where('name', 'like', `${PREFIX}%`) : query.where('name', '=', PREFIX + name);
  const rows = await query.orderBy('name').execute();
  for (const row of rows) {
    await db.kysely.transaction().execute(async (trx) => {
      for (const statement of JSON.parse(row.value) as string[]) await sql.raw(statement).execute(trx);
      await trx.deleteFrom('app_meta').where('name', '=', row.name).execute();
    });
  }
  return rows.map((r) => r.name.slice(PREFIX.length));
}
