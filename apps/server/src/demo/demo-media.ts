import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connect.ts';
import { createMedia, enqueueTranscode } from '../media/jobs.ts';
import type { MediaDirs } from '../media/sources.ts';
import { mediaDir } from '../media/storage.ts';
import { generateTestSource } from '../media/test-source.ts';
import { fileStoresOf } from '../storage/open-store.ts';
import { type ClipSpec, clipSourcePath, DEMO_CLIPS } from './clips.ts';

/** A clip of the pool with its media row. */
export interface PoolEntry {
  clip: ClipSpec;
  mediaId: number;
}

/**
 * Finds or creates the media row of every clip (matched by source path, so a second run
 * reuses them). New rows get the clip's known duration, size and VR projection at once, so
 * the catalogue can point at them before the worker has probed and transcoded the files.
 */
export async function ensureMediaRows(db: Db, clips: readonly ClipSpec[] = DEMO_CLIPS): Promise<PoolEntry[]> {
  const out: PoolEntry[] = [];
  for (const clip of clips) {
    const path = clipSourcePath(clip);
    const found = await db.kysely
      .selectFrom('media')
      .select('media_id')
      .where('source_path', '=', path)
      .executeTakeFirst();
    const mediaId =
      found?.media_id ??
      (await createMedia(db, {
        sourcePath: path,
        duration: clip.duration,
        width: clip.width,
        height: clip.height,
        vr: clip.vr ?? '',
      }));
    out.push({ clip, mediaId });
  }
  return out;
}

/** Options of `prepareSources`. */
export interface PrepareOptions {
  /** Called before and after each source file is generated. */
  onSource?: (event: {
    index: number;
    total: number;
    clip: ClipSpec;
    state: 'generating' | 'queued' | 'reused';
  }) => void;
  signal?: AbortSignal;
}

/**
 * For each pool entry that is not ready (or whose published files are gone) and has no
 * job waiting: generates its source file if missing, then queues its transcode. One clip
 * at a time (longest first, see `sourceOrder`), so workers transcode while the next
 * source is generated.
 * Returns how many transcodes it queued.
 */
export async function prepareSources(
  db: Db,
  dirs: MediaDirs,
  pool: readonly PoolEntry[],
  options: PrepareOptions = {},
): Promise<number> {
  let queued = 0;
  for (const index of sourceOrder(pool)) {
    const { clip, mediaId } = pool[index] as PoolEntry;
    options.signal?.throwIfAborted();
    const report = (state: 'generating' | 'queued' | 'reused') =>
      options.onSource?.({ index, total: pool.length, clip, state });
    const media = await db.kysely
      .selectFrom('media')
      .select('status')
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    const ready = media?.status === 'ready' && (await published(dirs, mediaId));
    const waiting = await db.kysely
      .selectFrom('media_jobs')
      .select('job_id')
      .where('media_id', '=', mediaId)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (ready || waiting) {
      report('reused');
      continue;
    }
    // Never under the media root: /media/* must not be able to reach an original.
    const source = join(dirs.sourcesDir, clipSourcePath(clip));
    // Cluster mode: the workers read sources from the bucket; one there already is reused.
    const bucket = dirs.s3 ? fileStoresOf(dirs).sources : null;
    const inBucket = bucket !== null && (await bucket.stat(clipSourcePath(clip))) !== null;
    if (!inBucket && !existsSync(source)) {
      report('generating');
      // Write to a temporary name first: a killed run must not leave a truncated source
      // that the next run would take for a finished one.
      const partial = `${source}.partial.mp4`;
      await generateTestSource(partial, clip);
      await rename(partial, source);
    }
    if (bucket && !inBucket) await bucket.putFile(clipSourcePath(clip), source, 'video/mp4');
    await enqueueTranscode(db, mediaId);
    queued += 1;
    report('queued');
  }
  return queued;
}

/** Whether a media item's outputs are published (its dir on local disk, its keys in S3). */
async function published(dirs: MediaDirs, mediaId: number): Promise<boolean> {
  if (!dirs.s3) return existsSync(mediaDir(dirs.mediaRoot, mediaId));
  return (await fileStoresOf(dirs).media.list(String(mediaId))).length > 0;
}

/**
 * The clip with the most frames first (its transcode is the longest job, so it must start
 * early for the pool to finish soon), then the others in list order so short clips become
 * playable quickly.
 */
function sourceOrder(pool: readonly PoolEntry[]): number[] {
  const frames = (c: ClipSpec) => c.duration * (c.fps ?? 25);
  let longest = 0;
  for (const [i, p] of pool.entries())
    if (frames(p.clip) > frames((pool[longest] as PoolEntry).clip)) longest = i;
  return [longest, ...pool.keys()].filter((i, k, all) => all.indexOf(i) === k);
}

/** Status counts of the pool's media rows. */
export interface PoolStatus {
  total: number;
  ready: number;
  failed: number;
}

/** Reads how many of the pool's media rows are ready or failed. */
export async function poolStatus(db: Db, pool: readonly PoolEntry[]): Promise<PoolStatus> {
  const rows = await db.kysely
    .selectFrom('media')
    .select('status')
    .where(
      'media_id',
      'in',
      pool.map((p) => p.mediaId),
    )
    .execute();
  return {
    total: pool.length,
    ready: rows.filter((r) => r.status === 'ready').length,
    failed: rows.filter((r) => r.status === 'failed').length,
  };
}

/**
 * Resolves when every pool entry is ready or failed (polling the media rows), calling
 * `onTick` with the counts after each poll. Rejects with the signal's reason on abort.
 */
export async function waitForPool(
  db: Db,
  pool: readonly PoolEntry[],
  options: { intervalMs?: number; signal?: AbortSignal; onTick?: (status: PoolStatus) => void } = {},
): Promise<PoolStatus> {
  for (;;) {
    options.signal?.throwIfAborted();
    const status = await poolStatus(db, pool);
    options.onTick?.(status);
    if (status.ready + status.failed >= status.total) return status;
    await new Promise<void>((resolve) => setTimeout(resolve, options.intervalMs ?? 1000));
  }
}
