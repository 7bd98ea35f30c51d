import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../db/connect.ts';
import type { PipelineResult } from './pipeline.ts';

/** The PostgreSQL server the job-queue tests also run against, when set. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Database backends to run a suite on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS = [
  { name: 'sqlite', enabled: true },
  { name: 'postgres', enabled: Boolean(TEST_DATABASE_URL) },
] as const;

/**
 * Opens a fresh, migrated test database: in-memory SQLite, or a PostgreSQL schema of
 * its own (dropped by `close`) so test files never see each other's rows.
 */
export async function openTestDb(backend: 'sqlite' | 'postgres'): Promise<Db> {
  if (backend === 'sqlite') return openDatabase({ sqlitePath: ':memory:' });
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `media_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ databaseUrl: url.toString(), sqlitePath: ':memory:' });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

/** A temporary media root, removed by the returned function. */
export async function tempMediaRoot(): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'tubekit-media-'));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Media row `mediaId` as the database holds it (what a pipeline or queue test asserts). */
export function mediaRow(db: Db, mediaId: number) {
  return db.kysely.selectFrom('media').selectAll().where('media_id', '=', mediaId).executeTakeFirstOrThrow();
}

/** What a stubbed pipeline reports: an 8 s, 320x180 flat clip in sd with timeline and stills. */
export const STUB_RESULT: PipelineResult = {
  duration: 8,
  width: 320,
  height: 180,
  vr: null,
  formats: ['_sd.mp4'],
  timelinesCount: 8,
  timelinesInterval: 1,
  screenshotsCount: 5,
};
