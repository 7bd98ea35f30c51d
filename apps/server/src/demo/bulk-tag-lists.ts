import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { refreshVideoTagLists, tagListTriggers } from '../db/migrations/005-video-tag-lists.ts';

/**
 * Runs `load` with the triggers that keep each video's category and model lists (migration
 * 005) off, then computes every list in one pass and turns the triggers back on (also when
 * `load` throws). With them on, a catalogue load rewrites each video row once per link
 * insert and again when its categories and models arrive (they are inserted last, when
 * their tallies are final): at a million videos that was 4 extra versions of every row on
 * PostgreSQL and over 3 of the 5.5 minutes of the build.
 */
export async function withTagListsComputedOnce<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const restore = await suspendTriggers(db);
  try {
    const result = await load();
    await refreshVideoTagLists(db.kysely, db.dialect);
    return result;
  } finally {
    await restore();
  }
}

/** Turns off the tag-list triggers that exist; the answer turns them back on. */
async function suspendTriggers(db: Db): Promise<() => Promise<void>> {
  const wanted = tagListTriggers();
  const names = wanted.map((t) => t.trigger);
  if (db.dialect === 'sqlite') {
    // SQLite cannot disable a trigger: drop it and create it again from its own definition.
    const r = await sql<{ name: string; sql: string }>`
      SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${sql.join(names)})`.execute(
      db.kysely,
    );
    for (const t of r.rows) await sql`DROP TRIGGER ${sql.id(t.name)}`.execute(db.kysely);
    return async () => {
      for (const t of r.rows) await sql.raw(t.sql).execute(db.kysely);
    };
  }
  const r = await sql<{ tgname: string }>`
    SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgname IN (${sql.join(names)})`.execute(
    db.kysely,
  );
  const present = wanted.filter((t) => r.rows.some((row) => row.tgname === t.trigger));
  const alter = async (action: 'DISABLE' | 'ENABLE') => {
    for (const t of present)
      await sql`ALTER TABLE ${sql.table(t.table)} ${sql.raw(action)} TRIGGER ${sql.id(t.trigger)}`.execute(
        db.kysely,
      );
  };
  await alter('DISABLE');
  return () => alter('ENABLE');
}
