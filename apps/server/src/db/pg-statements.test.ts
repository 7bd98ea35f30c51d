import { sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withNamedStatements } from './pg-statements.ts';
import { testDatabases } from './test-databases.ts';

/** A pg pool stand-in that records what each query call was given. */
function recordingPool() {
  const calls: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ rows: [], command: 'SELECT', rowCount: 0 });
    },
    release: () => {},
  };
  const pool = { connect: async () => client, end: async () => {} } as unknown as pg.Pool;
  return { pool, calls };
}

describe('withNamedStatements', () => {
  it('names each SQL text with parameters once and reuses the name for the same text', async () => {
    const { pool, calls } = recordingPool();
    const client = await withNamedStatements(pool).connect();
    await client.query('select $1', [1]);
    await client.query('select $1', [2]);
    await client.query('select $1 + 1', [3]);
    expect(calls).toEqual([
      [{ name: 'k1', text: 'select $1', values: [1] }],
      [{ name: 'k1', text: 'select $1', values: [2] }],
      [{ name: 'k2', text: 'select $1 + 1', values: [3] }],
    ]);
  });

  it('keeps queries without parameters (migrations, begin) on the simple protocol', async () => {
    const { pool, calls } = recordingPool();
    const client = await withNamedStatements(pool).connect();
    await client.query('create table a (x int); create table b (y int)', []);
    expect(calls).toEqual([['create table a (x int); create table b (y int)', []]]);
  });

  it('runs texts past the limit unnamed, so unbounded SQL cannot grow the statements', async () => {
    const { pool, calls } = recordingPool();
    const client = await withNamedStatements(pool, 2).connect();
    for (const text of ['select $1', 'select $1 + 1', 'select $1 + 2', 'select $1'])
      await client.query(text, [0]);
    expect(calls.map((args) => (args[0] as { name?: string }).name ?? 'unnamed')).toEqual([
      'k1',
      'k2',
      'unnamed',
      'k1',
    ]);
  });
});

// On a real server: one statement answers with each call's own values, many times over
// (past the five custom plans after which PostgreSQL may switch to a generic one).
describe.each(testDatabases().filter((d) => d.name === 'postgres'))(
  'named statements on $name',
  ({ open }) => {
    it("binds each call's values to the kept statement", async () => {
      const db = await open();
      try {
        for (let i = 0; i < 8; i++) {
          const { rows } = await sql<{ n: number }>`select ${i}::int * 2 as n`.execute(db.kysely);
          expect(rows).toEqual([{ n: i * 2 }]);
        }
      } finally {
        await db.close();
      }
    });
  },
);
