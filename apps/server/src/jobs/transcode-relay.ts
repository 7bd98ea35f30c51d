import type { Db } from '../db/connect.ts';
import type { JobQueue } from './queue.ts';

/** Options of the relay. */
export interface TranscodeRelayOptions {
  db: Db;
  queue: JobQueue;
  /** Wait between two reads of `media_jobs` (default 1 s, the database queue's poll). */
  pollMs?: number;
  /**
   * A running row whose lease ended this long ago lost its worker without BullMQ knowing
   * (Redis lost the job): it is queued again. BullMQ's own lock finds a dead worker sooner.
   */
  now?: () => number;
  onError: (err: unknown) => void;
}

/**
 * Hands the transcodes written to `media_jobs` to BullMQ (an outbox): the row is written in
 * the same transaction as what asked for it (an upload's publish, the demo seed), so no
 * transcode is lost to a process dying between its commit and Redis. Every `tubekit worker`
 * runs one; the queue's job ids (`queueJobId`) make the copies harmless. Each row is queued
 * once per process while it stays queued; a row running with an expired lease is queued
 * again (its worker is gone and BullMQ has no job for it, or the id makes it a no-op).
 */
export function transcodeRelay(options: TranscodeRelayOptions): { stop(): Promise<void> } {
  const { db, queue, onError } = options;
  const pollMs = options.pollMs ?? 1000;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  let relayed = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let pass: Promise<void> = Promise.resolve();

  const relay = async () => {
    const rows = await db.kysely
      .selectFrom('media_jobs')
      .select(['job_id', 'media_id', 'max_attempts'])
      .where((eb) =>
        eb.or([
          eb('status', '=', 'queued'),
          eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now())]),
        ]),
      )
      .orderBy('job_id')
      .execute();
    const waiting = new Set<number>();
    for (const row of rows) {
      waiting.add(row.job_id);
      if (relayed.has(row.job_id)) continue;
      await queue.queueTranscode({ jobId: row.job_id, mediaId: row.media_id, maxAttempts: row.max_attempts });
    }
    // Forget the rows that left the queue: one that comes back (a retry) is queued again,
    // which BullMQ ignores while its job is still there.
    relayed = waiting;
  };
  const tick = () => {
    pass = relay()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
