import type { UploadAnswer, UploadErrorCode, UploadState } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { progressOf } from './transcode-state.ts';
import { previewUrl } from './upload-paths.ts';
import type { UploadStorage } from './upload-storage.ts';
import type { UploadRow } from './upload-store.ts';

/** Bytes stored of an upload still arriving (tus writes straight to its file, or S3 parts). */
async function receivedBytes(storage: UploadStorage, row: UploadRow): Promise<number> {
  if (row.state !== 'receiving') return row.state === 'checking' ? row.size : Number(row.received);
  return storage.received(row.tus_id);
}

function categoriesOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The contract's view of an upload rows, with received bytes and transcoding progress. */
export async function toAnswers(db: Db, storage: UploadStorage, rows: UploadRow[]): Promise<UploadAnswer[]> {
  const progress = await progressOf(
    db,
    rows.filter((r) => r.media_id !== null).map((r) => r.media_id as number),
  );
  return Promise.all(
    rows.map(async (row): Promise<UploadAnswer> => {
      const done = ['moderation', 'published', 'rejected'].includes(row.state);
      return {
        upload_id: row.upload_id,
        state: row.state as UploadState,
        title: row.title,
        description: row.description,
        categories: categoriesOf(row.categories),
        gender: row.gender as UploadAnswer['gender'],
        is_private: row.is_private === 1 ? 1 : 0,
        channel: row.channel,
        exclusive: row.exclusive === 1 ? 1 : 0,
        file_name: row.file_name,
        size: Number(row.size),
        received: await receivedBytes(storage, row),
        duration: row.duration,
        previews: Array.from({ length: row.previews_count }, (_, i) => previewUrl(row.upload_id, i + 1)),
        preview: row.preview,
        progress: done ? 100 : row.media_id === null ? 0 : (progress.get(row.media_id) ?? 0),
        video_id: row.video_id,
        error: (row.error || null) as UploadErrorCode | null,
        reason: row.reason,
        added_date: row.added_date,
      };
    }),
  );
}
