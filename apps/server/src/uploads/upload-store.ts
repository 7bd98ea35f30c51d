import { UPLOAD_RULES, type UploadDetails, type UploadFieldError, type UploadState } from '@tubekit/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import { underLock } from '../db/row-lock.ts';
import type { UploadsTable } from '../db/schema-uploads.ts';
import type { DeclaredFile } from './upload-rules.ts';

/** One row of `uploads`. */
export type UploadRow = Selectable<UploadsTable>;

/** States whose bytes are not finished yet: they count against UPLOAD_RULES.bytesInFlight. */
const IN_FLIGHT: UploadState[] = ['receiving', 'checking'];

/** The ids of the details' category and channel dirs, or the errors of those that do not exist. */
export async function resolveDirs(
  db: Db,
  details: UploadDetails,
): Promise<
  { ok: true; categoryIds: number[]; channelId: number | null } | { ok: false; errors: UploadFieldError[] }
> {
  const categories = await db.kysely
    .selectFrom('categories')
    .select(['category_id', 'dir'])
    .where('dir', 'in', details.categories)
    .execute();
  const errors: UploadFieldError[] = [];
  if (categories.length !== details.categories.length) errors.push({ field: 'categories', code: 'invalid' });
  let channelId: number | null = null;
  if (details.channel) {
    const channel = await db.kysely
      .selectFrom('channels')
      .select('channel_id')
      .where('dir', '=', details.channel)
      .executeTakeFirst();
    if (!channel) errors.push({ field: 'channel', code: 'invalid' });
    else channelId = channel.channel_id;
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, categoryIds: categories.map((c) => c.category_id), channelId };
}

/**
 * A new upload of `userId` in state `receiving`, unless it would break the member's quotas
 * (`quotaErrors`). The check and the insert run under the member's lock (`underLock`), so
 * simultaneous starts at a quota cannot all pass it.
 */
export async function startUpload(
  db: Db,
  userId: number,
  details: UploadDetails,
  file: DeclaredFile,
  now: number,
): Promise<{ ok: true; uploadId: number } | { ok: false; errors: UploadFieldError[] }> {
  return underLock(db, { table: 'users', id: userId }, async (trx) => {
    const errors = await quotaErrors(trx, userId, file.size, now);
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, uploadId: await insertUpload(trx, userId, details, file, now) };
  });
}

/**
 * The member's quotas (spec section 9 is silent; UPLOAD_RULES sets them): at most
 * `uploadsPerDay` uploads started in the last 24 hours, and the bytes declared by their
 * unfinished uploads plus this one at most `bytesInFlight`.
 */
async function quotaErrors(
  kysely: Db['kysely'],
  userId: number,
  size: number,
  now: number,
): Promise<UploadFieldError[]> {
  const day = await kysely
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('added_date', '>', now - 24 * 3600)
    .executeTakeFirstOrThrow();
  if (Number(day.n) >= UPLOAD_RULES.uploadsPerDay) return [{ field: 'notify', code: 'quota_uploads' }];
  const flight = await kysely
    .selectFrom('uploads')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('user_id', '=', userId)
    .where('state', 'in', IN_FLIGHT)
    .executeTakeFirstOrThrow();
  if (Number(flight.bytes ?? 0) + size > UPLOAD_RULES.bytesInFlight)
    return [{ field: 'notify', code: 'quota_bytes' }];
  return [];
}

/** Inserts a new upload in state `receiving`; returns its id. */
async function insertUpload(
  kysely: Db['kysely'],
  userId: number,
  details: UploadDetails,
  file: DeclaredFile,
  now: number,
): Promise<number> {
  const row = await kysely
    .insertInto('uploads')
    .values({
      user_id: userId,
      state: 'receiving',
      ...detailColumns(details),
      file_name: file.file_name,
      size: file.size,
      declared_duration: Math.round(file.duration),
      added_date: now,
      updated_at: now,
    })
    .returning('upload_id')
    .executeTakeFirstOrThrow();
  return row.upload_id;
}

/** The columns that hold the details. */
export function detailColumns(details: UploadDetails) {
  return {
    title: details.title,
    description: details.description,
    categories: JSON.stringify(details.categories),
    gender: details.gender,
    is_private: details.is_private,
    channel: details.channel,
    exclusive: details.exclusive,
  };
}

export async function findUpload(db: Db, uploadId: number): Promise<UploadRow | undefined> {
  return db.kysely.selectFrom('uploads').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
}

/** The upload whose bytes go to tus id `tusId`. */
export async function findByTusId(db: Db, tusId: string): Promise<UploadRow | undefined> {
  if (!tusId) return undefined;
  return db.kysely.selectFrom('uploads').selectAll().where('tus_id', '=', tusId).executeTakeFirst();
}

/** The member's uploads, newest first (at most the last 100). */
export async function listUploads(db: Db, userId: number): Promise<UploadRow[]> {
  return db.kysely
    .selectFrom('uploads')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('added_date', 'desc')
    .orderBy('upload_id', 'desc')
    .limit(100)
    .execute();
}

/**
 * Moves an upload from state `from` on, with other columns; false when it was no longer in
 * `from` (another request or the check queue got there first).
 */
export async function moveUpload(
  db: Db,
  uploadId: number,
  from: UploadState,
  set: Partial<Omit<UploadRow, 'upload_id'>> & { state?: UploadState },
  now: number,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('uploads')
    .set({ ...set, updated_at: now })
    .where('upload_id', '=', uploadId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
