import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/connect.ts';
import { bullmqJobQueue } from './bullmq-queue.ts';
import { bullmqConnection, type JobQueue } from './queue.ts';
import { type JobRunner, type JobRunnerOptions, openJobRunner } from './runner.ts';

/** A BullMQ runner's config on `redisUrl` under a prefix of its own, with fresh data dirs. */
export async function bullmqTestConfig(redisUrl: string, prefix = `t${randomBytes(4).toString('hex')}:`) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tk-jobs-'));
  return {
    jobs: { queue: 'bullmq' as const, lockSeconds: 30 },
    redis: { url: redisUrl, prefix },
    dataDir,
    mediaRoot: join(dataDir, 'media'),
    sourcesDir: join(dataDir, 'sources'),
    uploadsDir: join(dataDir, 'uploads'),
  };
}

type TestConfig = Awaited<ReturnType<typeof bullmqTestConfig>>;

/** What a test opened, closed by `close()` (runners first, so their jobs go back). */
export interface BullmqTestJobs {
  runner(options?: Partial<JobRunnerOptions>): Promise<JobRunner>;
  producer(): JobQueue;
  close(): Promise<void>;
}

/** Runners and producers of `config` over `db`, started and tracked for closing. */
export function bullmqTestJobs(db: Db, config: TestConfig): BullmqTestJobs {
  const runners: JobRunner[] = [];
  const producers: JobQueue[] = [];
  const log = { warn: () => {}, error: () => {} };
  return {
    async runner(options = {}) {
      const runner = await openJobRunner({ db, config, log, ...options });
      runners.push(runner);
      await runner.start();
      return runner;
    },
    producer() {
      const queue = bullmqJobQueue(bullmqConnection(config), 100);
      producers.push(queue);
      return queue;
    },
    async close() {
      await Promise.all(runners.map((r) => r.stop()));
      await Promise.all(producers.map((q) => q.close()));
    },
  };
}
