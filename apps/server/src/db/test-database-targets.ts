import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from './connect.ts';
import { adminStatement } from './test-databases.ts';

/**
 * A database that lives outside this process, for tests that kill -9 a child using it: a
 * SQLite file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
export interface DatabaseTarget {
  name: string;
  /** A new empty database: where it is (a file path or a postgres URL) and how to drop it. */
  make(): Promise<{ target: string; remove(): Promise<void> }>;
}

/** The targets of this run: SQLite always, PostgreSQL with TEST_DATABASE_URL. */
export function databaseTargets(env: NodeJS.ProcessEnv = process.env): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: 'sqlite',
      async make() {
        const dir = await mkdtemp(join(tmpdir(), 'tubekit-target-'));
        return {
          target: join(dir, 'tubekit.sqlite'),
          remove: () => rm(dir, { recursive: true, force: true }),
        };
      },
    },
  ];
  // The suite's cluster mode (test/cluster-mode.ts) runs on PostgreSQL only.
  if (env.TUBEKIT_TEST_MODE === 'cluster') targets.length = 0;
  const adminUrl = env.TEST_DATABASE_URL;
  if (adminUrl)
    targets.push({
      name: 'postgres',
      async make() {
        const name = `tubekit_t_${randomBytes(6).toString('hex')}`;
        await adminStatement(adminUrl, `CREATE DATABASE ${name}`);
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        // FORCE: a killed child's session may not be gone yet.
        return {
          target: url.toString(),
          remove: () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        };
      },
    });
  return targets;
}

/** Opens a target made by `databaseTargets` (its schema brought up to date). */
export function openTarget(target: string): Promise<Db> {
  return openDatabase(
    target.startsWith('postgres') ? { databaseUrl: target, sqlitePath: ':memory:' } : { sqlitePath: target },
  );
}
