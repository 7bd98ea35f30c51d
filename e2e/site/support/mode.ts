import { test } from '@playwright/test';

/**
 * The site journeys run against the embedded default (`pnpm start`: SQLite, local files)
 * unless E2E_MODE=cluster (issue #22: PostgreSQL, Redis, S3, `tubekit worker`s; see
 * serve-site-cluster.ts).
 */
export const CLUSTER_MODE = process.env.E2E_MODE === 'cluster';

/**
 * Skips the calling test (or, called in a describe block or at a file's top, its tests) in
 * cluster mode, saying why: only for a journey that is by nature about the embedded default
 * (its local files, its single process), never to hide a cluster-mode bug.
 */
export function embeddedOnly(reason: string): void {
  test.skip(CLUSTER_MODE, `embedded default only: ${reason}`);
}
