import type { TestProject } from 'vitest/node';
import { startRedisServer } from '../cluster/redis-test-kit.ts';
import { startTestS3 } from '../storage/s3-test-kit.ts';
// Before s3rver starts: member uploads on S3 need ListParts, AbortMultipartUpload, UploadPartCopy.
import '../uploads/s3rver-multipart-test-kit.ts';

/**
 * Vitest global setup of the cluster-mode run (vitest.cluster.config.ts): one redis-server
 * and one s3rver for the whole run, which every test file reaches through `inject`; each
 * app takes its own key prefix and each file its own object prefix (test/cluster-mode.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('the cluster-mode suite runs on PostgreSQL: set TEST_DATABASE_URL');
  const redis = await startRedisServer();
  const s3 = await startTestS3({ bucket: 'tubekit-cluster-tests' }).catch(async (err) => {
    await redis.stop();
    throw err;
  });
  project.provide('clusterServices', { redisUrl: redis.url, s3: s3.config });
  return async () => {
    await s3.close();
    await redis.stop();
  };
}
