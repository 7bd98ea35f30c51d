import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openDatabase } from './connect.ts';
import { adminStatement, dropWhenFree } from './test-databases.ts';

/**
 * A fresh database on the test PostgreSQL (TEST_DATABASE_URL) and the URL of the same
 * database on its hot standby (TEST_DATABASE_REPLICA_URL, scripts/start-test-postgres-replica),
 * for the read-replica tests. Null unless both are set.
 */
export interface ReplicaTarget {
  db: Db;
  primaryUrl: string;
  replicaUrl: string;
  /** Drops the database (after the app using the replica has closed its pools). */
  close(): Promise<void>;
}

/** The two URLs of this run, or null: the replica tests skip (CI sets both: .ci/run). */
export function replicaTestUrls(
  env: NodeJS.ProcessEnv = process.env,
): { admin: string; replica: string } | null {
  const admin = env.TEST_DATABASE_URL;
  const replica = env.TEST_DATABASE_REPLICA_URL;
  return admin && replica ? { admin, replica } : null;
}

/** Makes a migrated database on the primary and waits until the standby has replayed it. */
export async function openReplicaTarget(urls: { admin: string; replica: string }): Promise<ReplicaTarget> {
  const name = `tubekit_t_${randomBytes(6).toString('hex')}`;
  await adminStatement(urls.admin, `CREATE DATABASE ${name}`);
  const primaryUrl = withDatabase(urls.admin, name);
  const replicaUrl = withDatabase(urls.replica, name);
  const db = await openDatabase({ databaseUrl: primaryUrl, sqlitePath: ':memory:' });
  await waitForReplay(primaryUrl, replicaUrl);
  return {
    db,
    primaryUrl,
    replicaUrl,
    async close() {
      await db.close();
      await dropWhenFree(urls.admin, name);
    },
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on a short-lived connection; the first row. */
async function queryOne<R>(url: string, sql: string): Promise<R> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0] as R;
  } finally {
    await client.end();
  }
}

/** Polls `ready` every 50 ms until it holds, failing after `ms` (the standby is a separate server). */
async function until(what: string, ready: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`the replica did not get there in ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the standby has replayed everything the primary had written when called. */
export async function waitForReplay(primaryUrl: string, replicaUrl: string): Promise<void> {
  const { lsn } = await queryOne<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn');
  await until(`replay of ${lsn}`, async () => {
    const row = await queryOne<{ done: boolean }>(
      replicaUrl,
      `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`,
    );
    return row.done;
  });
}

/** Pauses the standby's replay (it still receives WAL): what it serves stops moving. */
export async function pauseReplay(replicaUrl: string): Promise<void> {
  await queryOne(replicaUrl, 'SELECT pg_wal_replay_pause()');
  await until('replay paused', async () => {
    const row = await queryOne<{ state: string }>(
      replicaUrl,
      'SELECT pg_get_wal_replay_pause_state() AS state',
    );
    return row.state === 'paused';
  });
}

/** Resumes the standby's replay; every test that pauses calls it in a `finally`. */
export async function resumeReplay(replicaUrl: string): Promise<void> {
  await queryOne(replicaUrl, 'SELECT pg_wal_replay_resume()');
}

/** Waits until the standby has received WAL it has not replayed (its lag is then measurable). */
export async function waitForUnreplayedWal(replicaUrl: string): Promise<void> {
  await until('WAL received but not replayed', async () => {
    const row = await queryOne<{ behind: boolean }>(
      replicaUrl,
      'SELECT pg_last_wal_receive_lsn() > pg_last_wal_replay_lsn() AS behind',
    );
    return row.behind;
  });
}
