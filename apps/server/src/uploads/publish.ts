import { copyFile, link, mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type UploadDetails, VIDEO_STATUS } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { NEW_VIDEO_COUNTS } from '../db/new-video.ts';
import { slugify } from '../demo/names.ts';
import { createMedia, enqueueTranscode } from '../media/jobs.ts';
import { removeTusBytes } from './stale-uploads.ts';
import { posterName, previewFile, sourceName, tusFile } from './upload-paths.ts';
import { detailColumns, type UploadRow } from './upload-store.ts';

/** Where publishing puts things. */
export interface PublishDirs {
  uploadsDir: string;
  sourcesDir: string;
}

/** `to` made from `from`: a hard link, or a copy to a temporary name and a rename across filesystems. */
async function placeFile(from: string, to: string, preferLink: boolean): Promise<void> {
  try {
    await stat(to);
    return; // placed by an earlier attempt that died before its transaction
  } catch {
    // not there yet
  }
  if (preferLink) {
    try {
      await link(from, to);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    }
  }
  await copyFile(from, `${to}.partial`);
  await rename(`${to}.partial`, to);
}

/**
 * Hands a checked upload with a preview to the pipeline (state `transcoding`). The files come
 * first, under names we generate (`upload-<id>` and its poster, in the sources dir, hard-
 * linked when on the same filesystem); then one transaction makes the media row and its
 * job, the video (status `moderation`: never listed until a moderator approves it) with its
 * category links, and moves the upload, only if it is still `checked`. A kill before the
 * commit leaves the upload `checked` (publishing again reuses the files); after it, the
 * worker owns the rest. False when another request published it first.
 */
export async function publishUpload(
  db: Db,
  dirs: PublishDirs,
  row: UploadRow,
  details: UploadDetails,
  links: { categoryIds: number[]; channelId: number | null },
  now: number,
): Promise<boolean> {
  await mkdir(dirs.sourcesDir, { recursive: true });
  const source = sourceName(row.upload_id);
  const poster = posterName(row.upload_id);
  await placeFile(tusFile(dirs.uploadsDir, row.tus_id), join(dirs.sourcesDir, source), true);
  await placeFile(
    previewFile(dirs.uploadsDir, row.upload_id, row.preview),
    join(dirs.sourcesDir, poster),
    false,
  );
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
  // The source is linked in the sources dir: tus's copy and its info file can go.
  if (moved) await removeTusBytes(dirs.uploadsDir, row.tus_id);
  return moved;
}

class AlreadyPublished extends Error {}
