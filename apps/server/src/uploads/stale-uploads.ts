import type { Db } from '../db/connect.ts';
import { LocalUploadStorage } from './local-upload-storage.ts';
import type { UploadStorage } from './upload-storage.ts';

/**
 * How long an upload may stay `receiving`: a week from its start is ample for 10 GB on a
 * slow line with breaks. Past it the upload ends `failed` (`not_uploaded`), its bytes are
 * deleted and it no longer counts against the member's bytes in flight, so an abandoned
 * upload (a tab closed for good, a file never re-selected) cannot block the quota forever.
 */
export const RECEIVING_MAX_SECONDS = 7 * 24 * 3600;

/**
 * Ends the uploads left `receiving` longer than RECEIVING_MAX_SECONDS (see there). Their bytes
 * go from `storage` (S3: the objects, and the open multipart upload is aborted); a plain
 * uploads dir stands for its local storage.
 */
export async function expireStaleUploads(
  db: Db,
  storage: UploadStorage | string,
  now: number,
): Promise<number> {
  const bytes = typeof storage === 'string' ? new LocalUploadStorage(storage, '') : storage;
  const stale = await db.kysely
    .selectFrom('uploads')
    .select(['upload_id', 'tus_id'])
    .where('state', '=', 'receiving')
    .where('added_date', '<=', now - RECEIVING_MAX_SECONDS)
    .execute();
  for (const row of stale) {
    const result = await db.kysely
      .updateTable('uploads')
      .set({ state: 'failed', error: 'not_uploaded', updated_at: now })
      .where('upload_id', '=', row.upload_id)
      .where('state', '=', 'receiving')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) await bytes.removeBytes(row.tus_id);
  }
  return stale.length;
}
