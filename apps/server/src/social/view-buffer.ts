/**
 * Where counted views wait for their flush (`ViewCounter`): this process's memory by
 * default (`memoryViewBuffer`), or one hash per site on Redis with TUBEKIT_REDIS_URL
 * (`redisViewBuffer`, cluster/redis-view-buffer.ts), so a server that dies loses no view
 * and every machine's views meet in one place. A key is `{section}\t{i<id>|d<dir>}`.
 */
export interface ViewBuffer {
  /** Adds `n` views of `key`. Never throws: a Redis that fails is reported, not thrown. */
  add(key: string, n: number): void;
  /**
   * Takes every view buffered so far, whoever added it: each view is in one batch only,
   * whichever process takes (the flush timer runs in every process).
   */
  take(): Promise<Map<string, number>>;
  /** Puts back a batch whose write failed, so the next flush writes it. */
  putBack(batch: Map<string, number>): Promise<void>;
  /** Distinct keys this process added since its last take (an early flush's trigger). */
  readonly pending: number;
  /** Views this process added since its last take: what its crash would lose in memory. */
  readonly pendingViews: number;
}

/** The embedded default: a Map in this process, swapped for a new one by each take. */
export function memoryViewBuffer(): ViewBuffer {
  let counts = new Map<string, number>();
  let views = 0;
  return {
    add(key, n) {
      counts.set(key, (counts.get(key) ?? 0) + n);
      views += n;
    },
    async take() {
      const batch = counts;
      counts = new Map();
      views = 0;
      return batch;
    },
    async putBack(batch) {
      for (const [key, n] of batch) {
        counts.set(key, (counts.get(key) ?? 0) + n);
        views += n;
      }
    },
    get pending() {
      return counts.size;
    },
    get pendingViews() {
      return views;
    },
  };
}
