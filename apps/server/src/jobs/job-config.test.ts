import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { jobsFromEnv } from './job-config.ts';

describe('TUBEKIT_JOB_QUEUE and TUBEKIT_JOB_LOCK_SECONDS', () => {
  const base = { TUBEKIT_SECRET: 'test-secret-0123456789', TUBEKIT_DATA_DIR: '/tmp/tk-job-config' };

  it('defaults to the database queue with a 30 s BullMQ lock', () => {
    expect(loadConfig(base).jobs).toEqual({ queue: 'database', lockSeconds: 30 });
  });

  it('takes bullmq beside TUBEKIT_REDIS_URL, and a lock of 2 to 600 s', () => {
    const redis = { ...base, TUBEKIT_REDIS_URL: 'redis://127.0.0.1:6379', TUBEKIT_JOB_QUEUE: 'bullmq' };
    expect(loadConfig(redis).jobs).toEqual({ queue: 'bullmq', lockSeconds: 30 });
    for (const seconds of [2, 600])
      expect(loadConfig({ ...redis, TUBEKIT_JOB_LOCK_SECONDS: String(seconds) }).jobs.lockSeconds).toBe(
        seconds,
      );
  });

  it('refuses bullmq without Redis, an unknown queue and a lock outside 2-600 s, at start', () => {
    expect(() => loadConfig({ ...base, TUBEKIT_JOB_QUEUE: 'bullmq' })).toThrow(
      /^TUBEKIT_JOB_QUEUE=bullmq needs TUBEKIT_REDIS_URL/,
    );
    expect(() => jobsFromEnv({ TUBEKIT_JOB_QUEUE: 'pg-boss' }, true)).toThrow(
      'TUBEKIT_JOB_QUEUE must be database or bullmq, got pg-boss',
    );
    for (const bad of ['1', '601', '2.5', 'ten', '-3'])
      expect(() => jobsFromEnv({ TUBEKIT_JOB_LOCK_SECONDS: bad }, false), bad).toThrow(
        /^TUBEKIT_JOB_LOCK_SECONDS must be a whole number 2-600/,
      );
  });
});
