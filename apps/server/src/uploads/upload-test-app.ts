import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../app.ts';
import type { Db } from '../db/connect.ts';
import {
  removeDir,
  seedUploadDirs,
  type Uploader,
  type UploadFixture,
  uploadApp,
  uploader,
} from './upload-test-kit.ts';

/** A database from `open` with the categories and channel of the details, and the app over it. */
export async function freshUploadApp(
  open: () => Promise<Db>,
  uploads?: AppOptions['uploads'],
): Promise<UploadFixture> {
  const db = await open();
  await seedUploadDirs(db);
  return uploadApp(db, { uploads });
}

/**
 * The app of `fx` again, over the same database, data dir and clock: what a server restart
 * finds (close `fx.app` first). `uploads` replaces the check tools of the first one.
 */
export function reopenUploadApp(fx: UploadFixture, uploads?: AppOptions['uploads']): Promise<UploadFixture> {
  return uploadApp(fx.db, { dataDir: fx.dataDir, clock: fx.clock, uploads });
}

/** Closes the app and the database of `fx` and removes its data dir. */
export async function closeUploadApp(fx: UploadFixture): Promise<void> {
  await fx.app.close();
  await fx.db.close();
  await removeDir(fx.dataDir);
}

/**
 * Registers the hooks that give the surrounding suite `freshUploadApp(open, uploads)`,
 * closed after. Read the fields inside tests and later hooks: they are set when the hook
 * has run.
 */
export function uploadTestApp(open: () => Promise<Db>, uploads?: AppOptions['uploads']): UploadFixture {
  const fx = {} as UploadFixture;
  beforeAll(async () => {
    Object.assign(fx, await freshUploadApp(open, uploads));
  });
  afterAll(async () => {
    if (fx.app) await closeUploadApp(fx);
  });
  return fx;
}

/**
 * Registers the hook that signs `usr` in on `fx` (after `fx`'s own hook) with the upload
 * form's token; the uploader it answers is filled then: read it inside tests.
 */
export function uploaderOf(fx: UploadFixture, usr: string): Uploader {
  const who = {} as Uploader;
  beforeAll(async () => {
    Object.assign(who, await uploader(fx, usr));
  });
  return who;
}

/** Every column of upload `uploadId`. */
export function uploadRow(db: Db, uploadId: number) {
  return db.kysely
    .selectFrom('uploads')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .executeTakeFirstOrThrow();
}
