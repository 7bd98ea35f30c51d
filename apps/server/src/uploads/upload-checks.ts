import type { UploadErrorCode } from '@tubekit/contract';
import type { Db } from '../db/connect.ts';
import { FfmpegError } from '../media/ffmpeg-run.ts';
import { type ProbeResult, probe } from '../media/probe.ts';
import { sha256File, writeCandidateFrames } from './file-facts.ts';
import { LocalUploadStorage } from './local-upload-storage.ts';
import type { NearDuplicates } from './near-duplicates.ts';
import { minimumSeconds } from './upload-rules.ts';
import type { UploadStorage } from './upload-storage.ts';
import { findUpload, moveUpload, type UploadRow } from './upload-store.ts';

/** What the checks need; tests swap the tools. */
export interface CheckContext {
  db: Db;
  uploadsDir: string;
  /**
   * Where the bytes and previews are (`openUploadStorage`): the S3 bucket in cluster mode.
   * Absent: the uploads dir (and no sources dir is needed: the checks never publish).
   */
  storage?: UploadStorage;
  /** Unix seconds now. */
  now: () => number;
  nearDuplicates: NearDuplicates;
  probe?: typeof probe;
  writeFrames?: typeof writeCandidateFrames;
  /** A near-duplicate lookup that failed (logged; the upload is checked without it). */
  onNearError?: (err: unknown) => void;
}

/** Where the checks of `ctx` read the bytes: its storage, or the uploads dir on this disk. */
export function checkStorage(ctx: Pick<CheckContext, 'storage' | 'uploadsDir'>): UploadStorage {
  return ctx.storage ?? new LocalUploadStorage(ctx.uploadsDir, '');
}

/** A refusal of the file (final), as opposed to a fault of the server. */
class Refusal extends Error {
  readonly code: UploadErrorCode;
  constructor(code: UploadErrorCode) {
    super(code);
    this.code = code;
  }
}

/**
 * How far ffprobe's duration may differ from what the browser read before the file is
 * taken for damaged: 2 seconds, or 2 % of a long file (containers round differently).
 */
function durationAgrees(probed: number, declared: number): boolean {
  return declared <= 0 || Math.abs(probed - declared) <= Math.max(2, declared * 0.02);
}

async function probeOrRefuse(ctx: CheckContext, path: string, signal?: AbortSignal): Promise<ProbeResult> {
  try {
    return await (ctx.probe ?? probe)(path, signal);
  } catch (err) {
    // ffprobe that could not start (exitCode null) is our fault; anything it says of the
    // bytes (no stream, no duration, unreadable) means the file is damaged.
    if (err instanceof FfmpegError && err.exitCode === null) throw err;
    if (signal?.aborted) throw err;
    throw new Refusal('damaged');
  }
}

/** Whether any other upload or any media source has these exact bytes. */
async function isDuplicate(db: Db, uploadId: number, hash: string): Promise<boolean> {
  const upload = await db.kysely
    .selectFrom('uploads')
    .select('upload_id')
    .where('content_hash', '=', hash)
    .where('upload_id', '!=', uploadId)
    .executeTakeFirst();
  if (upload) return true;
  const media = await db.kysely
    .selectFrom('media')
    .select('media_id')
    .where('content_hash', '=', hash)
    .executeTakeFirst();
  return media !== undefined;
}

/**
 * The checks after the last byte (spec section 5), in order: ffprobe finds a video stream
 * of the duration the browser read (`damaged`), the minimum length for its exclusivity
 * (`too_short`), the content hash against every upload and media (`duplicate`), the five
 * candidate previews, then the near-duplicate lookup, which only flags the upload for the
 * moderator. The upload ends `checked`, `refused` with the code, or `failed`
 * (`upload_failed`) when the server could not check it (ffprobe missing, disk full).
 * Runs again from the start for an upload left `checking` by a restart.
 */
export async function checkUpload(ctx: CheckContext, uploadId: number, signal?: AbortSignal): Promise<void> {
  const row = await findUpload(ctx.db, uploadId);
  if (row?.state !== 'checking') return;
  const storage = checkStorage(ctx);
  try {
    // With S3, the worker's own copy of the bytes, deleted once the checks are done.
    const facts = await storage.withLocalFile(
      row,
      (path) => checkFile(ctx, storage, row, path, signal),
      signal,
    );
    await moveUpload(ctx.db, uploadId, 'checking', { state: 'checked', error: '', ...facts }, ctx.now());
  } catch (err) {
    if (signal?.aborted) return; // a shutdown: the upload stays `checking` for the next start
    const refused = err instanceof Refusal;
    await moveUpload(
      ctx.db,
      uploadId,
      'checking',
      refused ? { state: 'refused', error: err.code } : { state: 'failed', error: 'upload_failed' },
      ctx.now(),
    );
    // A refusal is final: its bytes go. A server fault keeps them for the operator.
    if (refused) await storage.removeBytes(row.tus_id);
    else throw err;
  }
}

async function checkFile(
  ctx: CheckContext,
  storage: UploadStorage,
  row: UploadRow,
  path: string,
  signal?: AbortSignal,
) {
  const info = await probeOrRefuse(ctx, path, signal);
  if (!durationAgrees(info.duration, row.declared_duration)) throw new Refusal('damaged');
  if (info.duration < minimumSeconds(row.exclusive)) throw new Refusal('too_short');
  const hash = await sha256File(path, signal);
  if (await isDuplicate(ctx.db, row.upload_id, hash)) {
    // Kept, so a third copy is refused against this one too.
    await ctx.db.kysely
      .updateTable('uploads')
      .set({ content_hash: hash })
      .where('upload_id', '=', row.upload_id)
      .execute();
    throw new Refusal('duplicate');
  }
  const previews = await storage.keepFrames(row.upload_id, (root) =>
    (ctx.writeFrames ?? writeCandidateFrames)(root, row.upload_id, path, info.duration, signal),
  );
  // Only a flag for the moderator: a fingerprint that cannot be made does not refuse the file.
  const near = await ctx
    .nearDuplicates(ctx.db, row.upload_id, path, info.duration, signal)
    .catch((err: unknown) => {
      if (signal?.aborted) throw err;
      ctx.onNearError?.(err);
      return null;
    });
  return {
    duration: Math.round(info.duration),
    content_hash: hash,
    previews_count: previews,
    received: row.size,
    near_video_id: near?.video_id ?? null,
    near_score: near?.score ?? 0,
  };
}
