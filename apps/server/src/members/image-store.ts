import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { thousandBucket } from '@tubekit/contract';
import type { ProfileImageKind } from './images.ts';

/** Where profile pictures are served from; the files live under `{media root}/members/`. */
export const MEMBER_MEDIA_PREFIX = '/media/members/';

/**
 * The only names served under MEMBER_MEDIA_PREFIX: `{thousand}/{user_id}/{kind}-{hash}.jpg`,
 * the files storeProfileImage writes. Digits, fixed words and hex only, so no `..`,
 * separator or encoded trick can name another file.
 */
const SERVED = /^(\d{1,12})\/([1-9]\d{0,14})\/(avatar|cover)-[0-9a-f]{16}\.jpg$/;

/** The file a `/media/members/*` path names, or null when it is not one we write. */
export function servedProfileImage(mediaRoot: string, urlPath: string): string | null {
  const match = SERVED.exec(urlPath);
  if (!match || Number(match[1]) !== thousandBucket(Number(match[2]))) return null;
  return join(mediaRoot, 'members', urlPath);
}

/**
 * Writes a resized picture under the media root and returns its URL. The name carries a
 * hash of the bytes, so the URL changes with the picture and can be cached for ever. Only
 * the resized JPEG is kept: the upload itself never touches the disk. Written beside its
 * final name and renamed, so a reader never sees half a file.
 */
export async function storeProfileImage(
  mediaRoot: string,
  userId: number,
  kind: ProfileImageKind,
  jpeg: Buffer,
): Promise<string> {
  const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 16);
  const relative = `${thousandBucket(userId)}/${userId}/${kind}-${hash}.jpg`;
  const file = join(mediaRoot, 'members', relative);
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, jpeg);
  await rename(temporary, file);
  return `${MEMBER_MEDIA_PREFIX}${relative}`;
}

/** Deletes a picture this store wrote (the one a new upload replaced); other URLs are left. */
export async function removeProfileImage(mediaRoot: string, url: string): Promise<void> {
  if (!url.startsWith(MEMBER_MEDIA_PREFIX)) return;
  const file = servedProfileImage(mediaRoot, url.slice(MEMBER_MEDIA_PREFIX.length));
  if (file) await rm(file, { force: true });
}
