import { type UploadDetails, VIDEO_STATUS } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { NEW_VIDEO_COUNTS } from '../db/new-video.ts';
import { slugify } from '../demo/names.ts';
import { createMedia, enqueueTranscode } from '../media/jobs.ts';
import { posterName, sourceName } from './upload-paths.ts';
import type { UploadStorage } from './upload-storage.ts';
import { detailColumns, type UploadRow } from './upload-store.ts';

/**
 * Hands a checked upload with a preview to the pipeline (state `transcoding`). The files come
 * first, under names we generate (`upload-<id>` and its poster, in the sources dir, hard-
 * linked when on the same filesystem; with S3, server-side copies to those keys of the
 * sources store: `UploadStorage.placeSource`); then one transaction makes the media row and its
 * job, the video (status `moderation`: never listed until a moderator approves it) with its
 * category links, and moves the upload, only if it is still `checked`. A kill before the
 * commit leaves the upload `checked` (publishing again reuses the files); after it, the
 * worker owns the rest. False when another request published it first.
 */
export async function publishUpload(
  db: Db,
  storage: UploadStorage,
  row: UploadRow,
  details: UploadDetails,
  links: { categoryIds: number[]; channelId: number | null },
  now: number,
): Promise<boolean> {
  const source = sourceName(row.upload_id);
  const poster = posterName(row.upload_id);
  await storage.placeSource(row, row.preview, source, poster);
  const moved = await db.kysely
    .transaction()
    .execute(async (trx) => {
      const tx: Db = { ...db, kysely: trx };
      const mediaId = await createMedia(tx, { sourcePath: source, now, duration: row.duration });
      await trx
        .updateTable('media')
        .set({ poster_source: poster, content_hash: row.content_hash })
        .where('media_id', '=', mediaId)
        .execute();
      await enqueueTranscode(tx, mediaId, { now });
      const { video_id } = await trx
        .insertInto('videos')
        .values({
          dir: `${slugify(details.title).slice(0, 80) || 'video'}-${row.upload_id}`,
          title: details.title,
          description: details.description,
          duration: row.duration,
          post_date: now,
          status_id: VIDEO_STATUS.moderation,
          user_id: row.user_id,
          channel_id: links.channelId,
          media_id: mediaId,
          gender: details.gender,
          ...NEW_VIDEO_COUNTS,
          is_private: details.is_private,
        })
        .returning('video_id')
        .executeTakeFirstOrThrow();
      if (links.categoryIds.length > 0)
        await trx
          .insertInto('video_categories')
          .values(links.categoryIds.map((category_id) => ({ video_id, category_id })))
          .execute();
      const result = await trx
        .updateTable('uploads')
        .set({
          ...detailColumns(details),
          state: 'transcoding',
          video_id,
          media_id: mediaId,
          updated_at: now,
        })
        .where('upload_id', '=', row.upload_id)
        .where('state', '=', 'checked')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AlreadyPublished();
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof AlreadyPublished) return false;
      throw err;
    });
  // The source is in the sources store: tus's copy and what tus keeps of it can go.
  if (moved) await storage.removeBytes(row.tus_id);
  return moved;
}

class AlreadyPublished extends Error {}
