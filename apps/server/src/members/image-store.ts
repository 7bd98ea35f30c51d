import { createHash } from 'node:crypto';
import { thousandBucket } from '@tubekit/contract';
import type { FileStore } from '../storage/file-store.ts';
import type { ProfileImageKind } from './images.ts';

/** Where profile pictures are served from; they are kept under `members/` in the media store. */
export const MEMBER_MEDIA_PREFIX = '/media/members/';

/**
 * The only names served under MEMBER_MEDIA_PREFIX: `{thousand}/{user_id}/{kind}-{hash}.jpg`,
 * the files storeProfileImage writes. Digits, fixed words and hex only, so no `..`,
 * separator or encoded trick can name another file.
 */
const SERVED = /^(\d{1,12})\/([1-9]\d{0,14})\/(avatar|cover)-[0-9a-f]{16}\.jpg$/;

/** The media store key a `/media/members/*` path names, or null when it is not one we write. */
export function servedProfileImage(urlPath: string): string | null {
  const match = SERVED.exec(urlPath);
  if (!match || Number(match[1]) !== thousandBucket(Number(match[2]))) return null;
  return `members/${urlPath}`;
}

/**
 * Stores a resized picture in the media store (the media root's `members/` on local disk,
 * the bucket in cluster mode) and returns its URL. The name carries a hash of the bytes, so
 * the URL changes with the picture and can be cached for ever. Only the resized JPEG is
 * kept: the upload itself never touches the disk. A reader never sees half a file (local:
 * written beside its name and renamed; S3: an object appears whole).
 */
export async function storeProfileImage(
  store: FileStore,
  userId: number,
  kind: ProfileImageKind,
  jpeg: Buffer,
): Promise<string> {
  const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 16);
  const relative = `${thousandBucket(userId)}/${userId}/${kind}-${hash}.jpg`;
  await store.putBytes(`members/${relative}`, jpeg, 'image/jpeg');
  return `${MEMBER_MEDIA_PREFIX}${relative}`;
}

/** Deletes a picture this store wrote (the one a new upload replaced); other URLs are left. */
export async function removeProfileImage(store: FileStore, url: string): Promise<void> {
  if (!url.startsWith(MEMBER_MEDIA_PREFIX)) return;
  const key = servedProfileImage(url.slice(MEMBER_MEDIA_PREFIX.length));
  if (key) await store.delete(key);
}
