import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * What Kysely's `begin` becomes: several processes write one SQLite file (README
 * "Processes"), and a deferred transaction that reads, then writes, fails with SQLITE_BUSY
 * when another process wrote in between (busy_timeout cannot wait that out). IMMEDIATE takes
 * the write lock first, waiting up to busy_timeout for it, so a cap check and its insert
 * (`underLock`) or a vote's read-modify-write run whole, one process at a time.
 */
const BEGIN_WRITE = 'begin immediate';

/**
 * better-sqlite3 as Kysely sees it, with prepared statements kept: Kysely prepares every
 * query anew, and compiling the SQL of a joined page query costs about as much as running
 * it. Statements are reused by their exact SQL text (parameters are bound per call), the
 * least recently used dropped past `max`. Safe because Kysely runs each statement to the
 * end synchronously (all/run) before the next call, and SQLite re-prepares a statement by
 * itself when the schema changes.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const sql = text === 'begin' ? BEGIN_WRITE : text;
      const kept = statements.get(sql);
      if (kept) {
        // Re-inserted so the Map's insertion order stays least recently used first.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > max) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
