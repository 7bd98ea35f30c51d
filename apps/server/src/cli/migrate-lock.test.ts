import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.ts';
import { adminStatement } from '../db/test-databases.ts';
import { openDatabaseMigrated } from './migrate-lock.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('migrations under the advisory lock (PostgreSQL)', () => {
  const name = `tubekit_t_${randomBytes(6).toString('hex')}`;
  const url = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString() : '';
  beforeAll(() => adminStatement(adminUrl ?? '', `CREATE DATABASE ${name}`));
  afterAll(() => adminStatement(adminUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('three machines starting at once on an empty database each open it; every migration runs once', async () => {
    const dbs = await Promise.all(
      [1, 2, 3].map(() => openDatabaseMigrated({ databaseUrl: url, sqlitePath: ':memory:' })),
    );
    try {
      const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(
        dbs[0]?.kysely ?? ({} as never),
      );
      expect(applied.rows.map((r) => r.name).sort()).toEqual(migrations.map((m) => m.name).sort());
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
