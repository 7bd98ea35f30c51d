import type { Db } from '../db/connect.ts';
import type { WorkerEvent } from '../media/worker.ts';

/**
 * Moves uploads in state `transcoding` on once their media is finished: `ready` to
 * `moderation`, `failed` to `failed` (`upload_failed`). It reads the media rows, which the
 * worker writes in the same transaction as the job's end, so it is right whenever it runs:
 * after a worker event, before every read of uploads, and at start. A kill -9 between the
 * job's end and this step loses nothing; the next read or start does it.
 */
export async function syncTranscodedUploads(db: Db, now: number): Promise<void> {
  const finished = (status: string) =>
    db.kysely.selectFrom('media').select('media_id').where('status', '=', status);
  await db.kysely
    .updateTable('uploads')
    .set({ state: 'moderation', updated_at: now })
    .where('state', '=', 'transcoding')
    .where('media_id', 'in', finished('ready'))
    .execute();
  await db.kysely
    .updateTable('uploads')
    .set({ state: 'failed', error: 'upload_failed', updated_at: now })
    .where('state', '=', 'transcoding')
    .where('media_id', 'in', finished('failed'))
    .execute();
}

/** A Worker `onEvent` that syncs the uploads when a job finishes (errors go to `onError`). */
export function uploadsOnWorkerEvent(
  db: Db,
  onError: (err: unknown) => void = () => {},
): (event: WorkerEvent) => void {
  return (event) => {
    if (event.type !== 'finished') return;
    syncTranscodedUploads(db, Math.floor(Date.now() / 1000)).catch(onError);
  };
}

/** Transcoding progress 0-100 of each media id: its newest job's. */
export async function progressOf(db: Db, mediaIds: number[]): Promise<Map<number, number>> {
  const progress = new Map<number, number>();
  if (mediaIds.length === 0) return progress;
  const jobs = await db.kysely
    .selectFrom('media_jobs')
    .select(['media_id', 'status', 'progress'])
    .where('media_id', 'in', mediaIds)
    .orderBy('job_id', 'asc')
    .execute();
  // Oldest first: the newest job of each media id is set last.
  for (const job of jobs) progress.set(job.media_id, job.status === 'done' ? 100 : job.progress);
  return progress;
}
