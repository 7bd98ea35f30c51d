import { type CheckContext, checkStorage, checkUpload } from './upload-checks.ts';
import { moveUpload } from './upload-store.ts';

/**
 * The checks run one at a time in this process (ffprobe, a hash of up to 10 GB and ffmpeg on
 * 2 shared cores): a serial queue of upload ids. `close()` aborts the running check, whose
 * upload stays `checking` and is checked again at the next start.
 */
export class CheckQueue {
  readonly #ctx: CheckContext;
  readonly #onError: (err: unknown) => void;
  readonly #queued = new Set<number>();
  readonly #abort = new AbortController();
  #tail: Promise<void> = Promise.resolve();

  constructor(ctx: CheckContext, onError: (err: unknown) => void = () => {}) {
    this.#ctx = ctx;
    this.#onError = onError;
  }

  /** Queues the checks of an upload (once, however often it is asked). */
  add(uploadId: number): void {
    if (this.#queued.has(uploadId) || this.#abort.signal.aborted) return;
    this.#queued.add(uploadId);
    this.#tail = this.#tail
      .then(() => checkUpload(this.#ctx, uploadId, this.#abort.signal))
      .catch(this.#onError)
      .finally(() => this.#queued.delete(uploadId));
  }

  /** Queues the checks a previous run left undone (`uploadsLeftToCheck`). */
  async resume(): Promise<void> {
    for (const uploadId of await uploadsLeftToCheck(this.#ctx)) this.add(uploadId);
  }

  /** Settles once everything queued so far is checked (tests). */
  idle(): Promise<void> {
    return this.#tail;
  }

  async close(): Promise<void> {
    this.#abort.abort(new Error('server closing'));
    await this.#tail;
  }
}

/**
 * The uploads whose checks a previous run left undone: every one left `checking`, and every
 * one left `receiving` with all its bytes on disk (killed between the last byte and its
 * state change: the client, seeing the whole length at HEAD, would never send the PATCH that
 * finishes it), which moves to `checking` here.
 */
export async function uploadsLeftToCheck(
  ctx: Pick<CheckContext, 'db' | 'uploadsDir' | 'storage' | 'now'>,
): Promise<number[]> {
  const receiving = await ctx.db.kysely
    .selectFrom('uploads')
    .select(['upload_id', 'tus_id', 'size'])
    .where('state', '=', 'receiving')
    .where('tus_id', '!=', '')
    .execute();
  for (const row of receiving) {
    if ((await checkStorage(ctx).received(row.tus_id)) === Number(row.size))
      await moveUpload(
        ctx.db,
        row.upload_id,
        'receiving',
        { state: 'checking', received: row.size },
        ctx.now(),
      );
  }
  const rows = await ctx.db.kysely
    .selectFrom('uploads')
    .select('upload_id')
    .where('state', '=', 'checking')
    .orderBy('upload_id')
    .execute();
  return rows.map((row) => row.upload_id);
}
