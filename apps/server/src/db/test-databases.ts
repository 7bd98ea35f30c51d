import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openDatabase } from './connect.ts';

/** One database a test suite runs against. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** Opens a fresh, migrated, empty database; `close()` also drops a PostgreSQL one. */
  open(): Promise<Db>;
}

/**
 * The databases every database test runs on: SQLite in memory always, and PostgreSQL when
 * TEST_DATABASE_URL is set (a role that may CREATE DATABASE). Each `open()` makes its own
 * `tubekit_t_<random>` database, so parallel test files never see each other's rows.
 *
 * Use: `describe.each(testDatabases())('$name', ({ open }) => { ... })`.
 */
export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const list: TestDatabase[] = [];
  // The cluster runs on PostgreSQL: the suite's cluster mode (test/cluster-mode.ts) skips SQLite.
  if (env.TUBEKIT_TEST_MODE !== 'cluster')
    list.push({ name: 'sqlite', open: () => openDatabase({ sqlitePath: ':memory:' }) });
  const url = env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}

/**
 * The database of a test that names none, the first of `testDatabases()`: SQLite in
 * memory, or in the suite's cluster mode a fresh PostgreSQL one.
 */
export function openTestDatabase(): Promise<Db> {
  const [first] = testDatabases();
  if (!first) throw new Error('the cluster-mode suite runs on PostgreSQL: set TEST_DATABASE_URL');
  return first.open();
}

async function openFreshPostgres(adminUrl: string): Promise<Db> {
  const name = `tubekit_t_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), sqlitePath: ':memory:' });
  return {
    ...db,
    async close() {
      await db.close();
      await dropWhenFree(adminUrl, name);
    },
  };
}

/**
 * Drops a test database once the pool's sockets have really gone: pool.end() resolves a
 * moment before the server sees the disconnect, and WITH (FORCE) would kill a closing
 * client, which pg reports as an unhandled error. FORCE is only the last resort.
 */
export async function dropWhenFree(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      // 55006: "database is being accessed by other users".
      if ((err as { code?: string }).code !== '55006') throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Runs one statement on the admin database (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
