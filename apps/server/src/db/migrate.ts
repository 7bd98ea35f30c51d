import { sql } from 'kysely';
import type { Db } from './connect.ts';
import { migrations } from './migrations/index.ts';

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, each in its
 * own transaction. Our own tiny runner (rather than Kysely's Migrator) because migrations
 * need the dialect for the few column types that differ.
 */
export async function migrate(db: Db): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name VARCHAR(200) PRIMARY KEY, applied_at INTEGER NOT NULL)`.execute(
    db.kysely,
  );
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db.kysely);
  const applied = new Set(done.rows.map((r) => r.name));
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.kysely.transaction().execute(async (trx) => {
      await migration.up(trx, db.dialect);
      await sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${migration.name}, ${Math.floor(Date.now() / 1000)})`.execute(
        trx,
      );
    });
  }
}
