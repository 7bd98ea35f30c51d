import type { StatSection } from '@tubekit/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { type ObjectRef, STAT_TARGETS, type StatTarget } from './stat-targets.ts';
import { memoryViewBuffer, type ViewBuffer } from './view-buffer.ts';

/** setInterval/clearInterval, injected so tests run the flush by hand. */
export interface Scheduler {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The real timers; the interval is unref'd so it never keeps the process alive. */
export const systemScheduler: Scheduler = {
  setInterval(fn, ms) {
    const handle = setInterval(fn, ms);
    handle.unref();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** Running totals since start, for tests and metrics. */
export interface ViewTotals {
  /** Views accepted into the buffer. */
  counted: number;
  /**
   * Views sent with nogeo=1. The site sets the flag when the referrer ends in `.com/` or
   * `.tube/` or contains `country/`: the visit came through a country landing page, so
   * the view must not be credited to the visitor's geo. We keep no per-country views yet,
   * so such a view counts like any other and is only tallied here.
   */
  nogeo: number;
  /** Views written to the database by flushes (views of deleted or unknown objects drop). */
  flushed: number;
  /** Flushes that failed; their views went back into the buffer (or, taking failed, stayed there). */
  failedFlushes: number;
}

/**
 * How long a counted view may wait in the buffer: the flush period. A crash (no `close()`)
 * loses the views of a memory buffer not yet written, so at most those of the last 10 s...
 */
export const VIEW_FLUSH_INTERVAL_MS = 10_000;
/** ...and at most this many: the buffer is also flushed as soon as it holds this many views. */
export const VIEW_FLUSH_MAX_VIEWS = 1_000;

export interface ViewCounterOptions {
  db: Db;
  /** Flush period; `VIEW_FLUSH_INTERVAL_MS` by default. */
  intervalMs?: number;
  /** Distinct objects buffered before an early flush, bounding memory under a flood. */
  maxPending?: number;
  /** Views buffered before an early flush, bounding what a crash loses (`VIEW_FLUSH_MAX_VIEWS`). */
  maxPendingViews?: number;
  scheduler?: Scheduler;
  /** Where flush failures go (the app logger). */
  onError?: (err: unknown) => void;
  /** Where views wait (`app.shared.viewBuffer`: Redis in cluster mode); a Map in this process by default. */
  buffer?: ViewBuffer;
}

/**
 * Counts views in a buffer and writes them in batches: one UPDATE per section and per
 * distinct count (`video_viewed = video_viewed + n WHERE id IN (...)`), so a hot video
 * viewed a thousand times between flushes costs one row write, not a thousand. The buffer
 * is this process's memory, or Redis (cluster mode), where each flush takes what every
 * process added and only one flush gets each view.
 */
export class ViewCounter {
  readonly totals: ViewTotals = { counted: 0, nogeo: 0, flushed: 0, failedFlushes: 0 };
  #buffer: ViewBuffer;
  #db: Db;
  #maxPending: number;
  #maxPendingViews: number;
  /** An early flush is queued or running: further views do not queue another. */
  #early = false;
  #scheduler: Scheduler;
  #handle: unknown;
  #onError: (err: unknown) => void;
  #flushing: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(options: ViewCounterOptions) {
    this.#db = options.db;
    this.#buffer = options.buffer ?? memoryViewBuffer();
    this.#maxPending = options.maxPending ?? 50_000;
    this.#maxPendingViews = options.maxPendingViews ?? VIEW_FLUSH_MAX_VIEWS;
    this.#scheduler = options.scheduler ?? systemScheduler;
    this.#onError = options.onError ?? (() => {});
    this.#handle = this.#scheduler.setInterval(
      () => void this.flush(),
      options.intervalMs ?? VIEW_FLUSH_INTERVAL_MS,
    );
  }

  /** Distinct objects waiting for the next flush. */
  get pending(): number {
    return this.#buffer.pending;
  }

  /** Views waiting for the next flush: what a crash now would lose. */
  get pendingViews(): number {
    return this.#buffer.pendingViews;
  }

  /** True when views of `section` move a counter (categories and comments have none). */
  counts(section: StatSection): boolean {
    return STAT_TARGETS[section]?.viewColumns !== undefined;
  }

  /** Counts one view. Sections without a view counter are accepted and ignored. */
  add(section: StatSection, ref: ObjectRef, options: { nogeo: boolean } = { nogeo: false }): void {
    if (this.#closed || !STAT_TARGETS[section]?.viewColumns) return;
    const key = `${section}\t${'id' in ref ? `i${ref.id}` : `d${ref.dir}`}`;
    this.#buffer.add(key, 1);
    this.totals.counted += 1;
    if (options.nogeo) this.totals.nogeo += 1;
    if (this.#buffer.pending >= this.#maxPending || this.#buffer.pendingViews >= this.#maxPendingViews)
      this.#flushEarly();
  }

  /** Starts a flush before the timer's, unless one started that way is still to finish. */
  #flushEarly(): void {
    if (this.#early) return;
    this.#early = true;
    void this.flush().finally(() => {
      this.#early = false;
    });
  }

  /** Writes everything buffered so far; flushes run one after another, never overlapping. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#flushOnce());
    return this.#flushing;
  }

  /** Resolves once the flushes started so far (by the timer, the threshold or a call) are done. */
  settled(): Promise<void> {
    return this.#flushing;
  }

  /** Stops the timer and writes what is left (the app's onClose hook calls this). */
  async close(): Promise<void> {
    if (this.#closed) return this.#flushing;
    this.#closed = true;
    this.#scheduler.clearInterval(this.#handle);
    return this.flush();
  }

  async #flushOnce(): Promise<void> {
    let batch: Map<string, number>;
    try {
      batch = await this.#buffer.take();
    } catch (err) {
      // Redis did not answer: the views stay where they are for the next flush.
      this.totals.failedFlushes += 1;
      this.#onError(err);
      return;
    }
    if (batch.size === 0) return;
    try {
      const written = await this.#db.kysely.transaction().execute(async (trx) => {
        let rows = 0;
        for (const update of groupUpdates(batch)) {
          const result = await update.execute(trx);
          rows += update.weight * Number(result.numAffectedRows ?? 0);
        }
        return rows;
      });
      this.totals.flushed += written;
    } catch (err) {
      // Put the views back so a database hiccup delays them instead of losing them.
      this.totals.failedFlushes += 1;
      this.#onError(err);
      await this.#buffer.putBack(batch).catch(this.#onError);
    }
  }
}

/** Groups a batch into UPDATEs: per section, per kind of reference (id/dir), per count. */
function groupUpdates(batch: Map<string, number>) {
  const groups = new Map<
    string,
    { target: StatTarget; column: string; n: number; values: (number | string)[] }
  >();
  for (const [key, n] of batch) {
    const [section, ref = ''] = key.split('\t') as [StatSection, string];
    const target = STAT_TARGETS[section];
    if (!target) continue;
    const byId = ref.startsWith('i');
    const column = byId ? target.idColumn : (target.dirColumn ?? target.idColumn);
    const groupKey = `${section}\t${column}\t${n}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = { target, column, n, values: [] };
      groups.set(groupKey, group);
    }
    group.values.push(byId ? Number(ref.slice(1)) : ref.slice(1));
  }
  return [...groups.values()].flatMap(({ target, column, n, values }) => {
    const sets = (target.viewColumns ?? []).map((c) => sql`${sql.ref(c)} = ${sql.ref(c)} + ${n}`);
    const visible = target.visible ? sql` AND ${target.visible}` : sql``;
    const updates = [];
    // Chunks keep each statement far below SQLite's and PostgreSQL's bound-parameter limits.
    for (let i = 0; i < values.length; i += IN_CHUNK) {
      const chunk = values.slice(i, i + IN_CHUNK);
      updates.push(
        Object.assign(
          sql`UPDATE ${sql.table(target.table)} SET ${sql.join(sets)} WHERE ${sql.ref(column)} IN (${sql.join(chunk)})${visible}`,
          { weight: n },
        ),
      );
    }
    return updates;
  });
}

const IN_CHUNK = 1000;
