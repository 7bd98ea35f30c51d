import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { refreshVideoTagLists, tagListTriggers } from '../db/migrations/005-video-tag-lists.ts';
import { restoreSuspendedDdl, suspendDdl } from './suspended-ddl.ts';

// The name under which the suspended triggers are recorded (see `suspendDdl`).
const SUSPENDED = 'tag-list-triggers';

/**
 * Runs `load` with the triggers that keep each video's category and model lists (migration
 * 005) off, then computes every list in one pass and turns the triggers back on (also when
 * `load` throws; after a kill, the next load or seed puts back what was recorded). With
 * them on, a catalogue load rewrites each video row once per link insert and again when its
 * categories and models arrive (they are inserted last, when their tallies are final): at a
 * million videos that was 4 extra versions of every row on PostgreSQL and over 3 of the 5.5
 * minutes of the build.
 */
export async function withTagListsComputedOnce<T>(db: Db, load: () => Promise<T>): Promise<T> {
  // A load killed while they were off left them off: read them only once they are back.
  await restoreSuspendedDdl(db, SUSPENDED);
  await suspendTriggers(db);
  try {
    const result = await load();
    await refreshVideoTagLists(db.kysely, db.dialect);
    return result;
  } finally {
    await restoreSuspendedDdl(db, SUSPENDED);
  }
}

/** Turns off the tag-list triggers that exist, recording how to turn them back on. */
async function suspendTriggers(db: Db): Promise<void> {
  const wanted = tagListTriggers();
  const names = wanted.map((t) => t.trigger);
  if (db.dialect === 'sqlite') {
    // SQLite cannot disable a trigger: drop it and create it again from its own definition.
    const r = await sql<{ name: string; sql: string }>`
      SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${sql.join(names)})`.execute(
      db.kysely,
    );
    const drop = r.rows.map((t) => `DROP TRIGGER "${t.name}"`);
    await suspendDdl(
      db,
      SUSPENDED,
      drop,
      r.rows.map((t) => t.sql),
    );
    return;
  }
  const r = await sql<{ tgname: string }>`
    SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgname IN (${sql.join(names)})`.execute(
    db.kysely,
  );
  const present = wanted.filter((t) => r.rows.some((row) => row.tgname === t.trigger));
  const alter = (action: 'DISABLE' | 'ENABLE') =>
    present.map((t) => `ALTER TABLE "${t.table}" ${action} TRIGGER "${t.trigger}"`);
  await suspendDdl(db, SUSPENDED, alter('DISABLE'), alter('ENABLE'));
}
