import { type CheckContext, checkUpload } from './upload-checks.ts';

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

  /** Queues every upload a previous run left `checking`. */
  async resume(): Promise<void> {
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
