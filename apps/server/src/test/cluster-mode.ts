import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject, it } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { redisSharedState } from '../cluster/redis-shared-state.ts';
import type { S3Config } from '../storage/s3-config.ts';
import { s3Env } from '../storage/s3-test-kit.ts';

/**
 * The server suite's cluster mode (TUBEKIT_TEST_MODE=cluster, vitest.cluster.config.ts):
 * the test app builders give apps Redis shared state and the S3 file stores and upload
 * storage, and the database tests run on PostgreSQL only. Off, everything is the embedded
 * default (SQLite in memory, local files, the process's own state).
 */
export const clusterMode = process.env.TUBEKIT_TEST_MODE === 'cluster';

/** What the cluster run's global setup started (test/cluster-services.global.ts). */
export interface ClusterServices {
  redisUrl: string;
  s3: S3Config;
}

// Beside `inject`'s use, so every project that compiles this file (bench/uploads too) knows the key.
declare module 'vitest' {
  export interface ProvidedContext {
    clusterServices: ClusterServices;
  }
}

/**
 * `it` for a test that is by nature about the embedded default (local files read directly,
 * the IPC primary, SQLite only): skipped in cluster mode. `reason` says why, where it is used.
 */
export function itEmbeddedOnly(_reason: string): typeof it {
  return it.skipIf(clusterMode) as typeof it;
}

/** This test file's object prefix in the run's bucket, so files never see each other's objects. */
const filePrefix = `t${randomBytes(5).toString('hex')}/`;

/**
 * The environment a test config is loaded with: `env` itself, plus in cluster mode the
 * run's Redis (a prefix of its own per call, so each app starts empty as an embedded one
 * does) and, unless `bucket` is false, its bucket (this file's prefix), unless `env` names its own.
 */
export function testConfigEnv(env: Record<string, string>, { bucket = true } = {}): Record<string, string> {
  if (!clusterMode) return env;
  const { redisUrl, s3 } = inject('clusterServices');
  return {
    TUBEKIT_REDIS_URL: redisUrl,
    TUBEKIT_REDIS_PREFIX: `t${randomBytes(5).toString('hex')}:`,
    ...(bucket ? s3Env({ ...s3, prefix: filePrefix }) : {}),
    ...env,
  };
}

/**
 * `buildApp(options)`, in cluster mode on the config's Redis when the caller gave no
 * `shared` (what a server process of `pnpm start` does): that state is closed once the app
 * has (after it, since the app's close still writes buffered views to it).
 */
export async function buildTestAppOn(options: AppOptions): Promise<FastifyInstance> {
  const redis = options.config.redis;
  if (options.shared || !redis) return buildApp(options);
  const shared = await redisSharedState(redis.url, { prefix: redis.prefix });
  const app = await buildApp({ ...options, shared });
  const closeApp = app.close.bind(app);
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        await closeApp();
      } finally {
        await shared.close();
      }
    })();
    return closing;
  };
  return Object.assign(app, { close });
}
