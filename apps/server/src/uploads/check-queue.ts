import { stat } from 'node:fs/promises';
import { type CheckContext, checkUpload } from './upload-checks.ts';
import { tusFile } from './upload-paths.ts';
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

  /**
   * Queues every upload a previous run left `checking`, and every one left `receiving` with
   * all its bytes on disk (killed between the last byte and its state change: the client,
   * seeing the whole length at HEAD, would never send the PATCH that finishes it).
   */
  async resume(): Promise<void> {
    const receiving = await this.#ctx.db.kysely
      .selectFrom('uploads')
      .select(['upload_id', 'tus_id', 'size'])
      .where('state', '=', 'receiving')
      .where('tus_id', '!=', '')
      .execute();
    for (const row of receiving) {
      const onDisk = await stat(tusFile(this.#ctx.uploadsDir, row.tus_id)).catch(() => null);
      if (onDisk?.size === Number(row.size))
        await moveUpload(
          this.#ctx.db,
          row.upload_id,
          'receiving',
          { state: 'checking', received: row.size },
          this.#ctx.now(),
        );
    }
    const rows = await this.#ctx.db.kysely
      .selectFrom('uploads')
      .select('upload_id')
      .where('state', '=', 'checking')
      .orderBy('upload_id')
      .execute();
    for (const row of rows) this.add(row.upload_id);
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
