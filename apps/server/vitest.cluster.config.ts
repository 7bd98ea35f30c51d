import { defineProject, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The server suite in cluster mode (README "Testing"): the test apps on one redis-server
// and one s3rver started for the run, the database tests on PostgreSQL only
// (TEST_DATABASE_URL). Run: TEST_DATABASE_URL=... pnpm exec vitest run --config vitest.cluster.config.ts
export default mergeConfig(
  base,
  defineProject({
    test: {
      name: 'server-cluster',
      globalSetup: ['./src/test/cluster-services.global.ts'],
      env: { TUBEKIT_TEST_MODE: 'cluster', TUBEKIT_REDIS: 'required' },
    },
  }),
);
