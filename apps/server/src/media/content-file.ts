import { VIDEO_STATUS } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { mp4Name } from './encode.ts';
import { signedUrlExpiry, signMediaUrl } from './signing.ts';

/** `/content/{file}`'s file name: a video id and `.mp4`. */
export const CONTENT_FILE = /^([1-9]\d{0,14})\.mp4$/;

/**
 * A freshly signed URL of the file behind a public video's stable address (`contentPath`):
 * its smallest mp4 (`_sd`, the quickest for a crawler to fetch), valid `ttlSeconds`. Null
 * unless the video is active (public, not private, deleted or in moderation) and its media
 * ready with an sd rendition.
 */
export async function contentFileUrl(
  db: Db,
  videoId: number,
  options: { secret: string; now: number; ttlSeconds: number; baseUrl?: string },
): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('videos')
    .innerJoin('media', 'media.media_id', 'videos.media_id')
    .select(['media.media_id', 'media.status', 'media.formats', 'videos.status_id'])
    .where('videos.video_id', '=', videoId)
    .executeTakeFirst();
  if (row?.status !== 'ready' || row.status_id !== VIDEO_STATUS.active) return null;
  if (!row.formats.split(',').includes('_sd.mp4')) return null;
  const expires = signedUrlExpiry(options.now, options.ttlSeconds);
  const path = `${row.media_id}/${mp4Name(row.media_id, { suffix: '_sd' })}`;
  return (options.baseUrl?.replace(/\/$/, '') ?? '') + signMediaUrl(path, expires, options.secret);
}
