import type { Db } from '../db/connect.ts';
import type { FileStore } from '../storage/file-store.ts';
import { removeProfileImage, storeProfileImage } from './image-store.ts';
import type { ProfileImageKind } from './images.ts';

/**
 * Makes a resized picture the member's avatar or cover: the file is written first, then
 * the row points at it, then the picture it replaced is deleted (a reader of the old URL
 * in between still finds a file).
 */
export async function storeMemberImage(
  db: Db,
  store: FileStore,
  userId: number,
  kind: ProfileImageKind,
  jpeg: Buffer,
): Promise<string> {
  const url = await storeProfileImage(store, userId, kind, jpeg);
  const before = await db.kysely
    .selectFrom('users')
    .select(kind)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await db.kysely
    .updateTable('users')
    .set({ [kind]: url })
    .where('user_id', '=', userId)
    .execute();
  const old = before?.[kind] ?? '';
  if (old && old !== url) await removeProfileImage(store, old);
  return url;
}
