/** Where the jobs (transcodes, upload checks) queue, as `loadConfig` reads it. */
export interface JobsConfig {
  /**
   * `database` (the default): `media_jobs` and the job process's check queue, one job
   * process per database. `bullmq`: BullMQ on Redis (TUBEKIT_REDIS_URL), pulled by any
   * number of `tubekit worker` processes on any machines.
   */
  queue: 'database' | 'bullmq';
  /**
   * How long a BullMQ worker's lock on a running job lasts unless renewed (it is renewed
   * every half of it while the job runs): a worker killed mid-job loses its job to another
   * worker within about twice this.
   */
  lockSeconds: number;
}

/** The default BullMQ lock: short enough that a dead worker's job moves on within a minute. */
export const DEFAULT_JOB_LOCK_SECONDS = 30;

/**
 * TUBEKIT_JOB_QUEUE (`database`, the default, or `bullmq`, which needs TUBEKIT_REDIS_URL)
 * and TUBEKIT_JOB_LOCK_SECONDS (2-600, default 30). A bad value, or BullMQ without Redis,
 * throws at start.
 */
export function jobsFromEnv(env: NodeJS.ProcessEnv, hasRedis: boolean): JobsConfig {
  const queue = env.TUBEKIT_JOB_QUEUE?.trim() || 'database';
  if (queue !== 'database' && queue !== 'bullmq')
    throw new Error(`TUBEKIT_JOB_QUEUE must be database or bullmq, got ${queue}`);
  if (queue === 'bullmq' && !hasRedis)
    throw new Error('TUBEKIT_JOB_QUEUE=bullmq needs TUBEKIT_REDIS_URL (BullMQ keeps its jobs on Redis)');
  const rawLock = env.TUBEKIT_JOB_LOCK_SECONDS?.trim();
  const lockSeconds = rawLock ? Number(rawLock) : DEFAULT_JOB_LOCK_SECONDS;
  if (!/^\d+$/.test(String(rawLock ?? lockSeconds)) || lockSeconds < 2 || lockSeconds > 600)
    throw new Error(`TUBEKIT_JOB_LOCK_SECONDS must be a whole number 2-600, got ${rawLock}`);
  return { queue, lockSeconds };
}
