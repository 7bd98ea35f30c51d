import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statements.ts';

describe('withStatementCache', () => {
  let sqlite: SQLite.Database;
  // biome-ignore lint/suspicious/noExplicitAny: an ad-hoc table for this test only
  let db: Kysely<any>;
  const open = (max: number) => {
    sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite, max);
    db = new Kysely({ dialect: new SqliteDialect({ database: cached }) });
    return cached;
  };
  afterEach(async () => {
    await db.destroy();
  });

  it('hands back the same statement for the same SQL, binding new parameters each call', async () => {
    const cached = open(10);
    expect(cached.prepare('SELECT 1')).toBe(cached.prepare('SELECT 1'));
    await sql`CREATE TABLE t (id integer PRIMARY KEY, name text)`.execute(db);
    await db.insertInto('t').values({ id: 1, name: 'one' }).execute();
    await db.insertInto('t').values({ id: 2, name: 'two' }).execute();
    const name = async (id: number) =>
      (await db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst())?.name;
    expect([await name(1), await name(2), await name(1)]).toEqual(['one', 'two', 'one']);
  });

  it('drops the least recently used statement past its size and still answers every query', async () => {
    const cached = open(2);
    const a = cached.prepare('SELECT 1 AS n');
    cached.prepare('SELECT 2 AS n');
    cached.prepare('SELECT 1 AS n'); // used again: now the most recent
    cached.prepare('SELECT 3 AS n'); // evicts SELECT 2
    expect(cached.prepare('SELECT 1 AS n')).toBe(a);
    expect(cached.prepare('SELECT 2 AS n').all([])).toEqual([{ n: 2 }]);
  });

  it('sees a schema change through a kept statement', async () => {
    open(10);
    await sql`CREATE TABLE t (id integer PRIMARY KEY)`.execute(db);
    await db.insertInto('t').values({ id: 1 }).execute();
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ id: 1 }]);
    await sql`ALTER TABLE t ADD COLUMN label text NOT NULL DEFAULT 'x'`.execute(db);
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ id: 1, label: 'x' }]);
  });
});
