import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { queueJobId } from '../jobs/queue.ts';
import { runCommand } from './process-test-kit.ts';
import { MAX_CONCURRENCY, parseWorkerFlags, runWorker } from './worker.ts';

describe('tubekit worker flags', () => {
  it('runs one job of each kind at once unless --concurrency says 1-32', () => {
    expect(parseWorkerFlags([])).toEqual({ concurrency: 1 });
    expect(parseWorkerFlags(['--concurrency', '1'])).toEqual({ concurrency: 1 });
    expect(parseWorkerFlags(['--concurrency', String(MAX_CONCURRENCY)])).toEqual({ concurrency: 32 });
    for (const bad of [
      ['--concurrency', '0'],
      ['--concurrency', '33'],
      ['--concurrency', '1.5'],
      ['--concurrency'],
    ])
      expect(() => parseWorkerFlags(bad), bad.join(' ')).toThrow(/^--concurrency needs a whole number 1-32/);
    expect(() => parseWorkerFlags(['--force'])).toThrow(/^unknown argument --force/);
  });

  it('refuses to run on the database queue (its jobs run in tubekit start)', async () => {
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tk-worker-flags',
    });
    await expect(runWorker([], config)).rejects.toThrow(/^tubekit worker needs TUBEKIT_JOB_QUEUE=bullmq/);
  });
});

describe('queue job ids', () => {
  it('name the transcode by media and media_jobs row, the check by upload, and never hold a colon', () => {
    expect(queueJobId('transcode', { mediaId: 7, jobId: 12 })).toBe('transcode-7-12');
    expect(queueJobId('upload-check', 40)).toBe('upload-check-40');
  });
});

describe('the tubekit command', () => {
  const exitOf = async (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const run = runCommand('src/cli/tubekit.ts', args, {
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tk-tubekit-command',
      TUBEKIT_REDIS_URL: '',
      TUBEKIT_JOB_QUEUE: '',
      ...env,
    });
    return { code: await run.exited(), output: run.output() };
  };

  it('names its commands on an unknown one, and exits 1', async () => {
    const { code, output } = await exitOf(['deploy']);
    expect(code).toBe(1);
    expect(output).toContain('unknown command deploy. usage: tubekit start|serve|worker|seed');
  });

  it('refuses tubekit serve without Redis and BullMQ, before opening anything', async () => {
    const { code, output } = await exitOf(['serve']);
    expect(code).toBe(1);
    expect(output).toContain(
      '[tubekit serve] failed: tubekit serve needs TUBEKIT_REDIS_URL and TUBEKIT_JOB_QUEUE=bullmq',
    );
  });
});
