import { Queue } from 'bullmq';
import { DEFAULT_MAX_ATTEMPTS } from '../media/jobs.ts';
import { BACKOFF_MS, BULLMQ_QUEUES, bullmqConnectionOptions, jobOptions } from './bullmq-options.ts';
import { type BullmqConnection, type JobQueue, queueJobId } from './queue.ts';

/**
 * The BullMQ queue's hand-over (`TUBEKIT_JOB_QUEUE=bullmq`): each job goes on Redis under
 * its own id (`queueJobId`), so however many processes queue it, one job exists and one
 * worker, on whatever machine, takes it. Each queue's connection opens at its first job.
 */
export function bullmqJobQueue(connection: BullmqConnection, backoffMs = BACKOFF_MS): JobQueue {
  const options = bullmqConnectionOptions(connection);
  let checks: Queue | undefined;
  let transcodes: Queue | undefined;
  return {
    kind: 'bullmq',
    async queueUploadCheck(uploadId) {
      checks ??= new Queue(BULLMQ_QUEUES.uploadCheck, options);
      await checks.add(
        BULLMQ_QUEUES.uploadCheck,
        { uploadId },
        jobOptions(queueJobId('upload-check', uploadId), DEFAULT_MAX_ATTEMPTS, backoffMs),
      );
    },
    async queueTranscode(job) {
      transcodes ??= new Queue(BULLMQ_QUEUES.transcode, options);
      await transcodes.add(
        BULLMQ_QUEUES.transcode,
        { jobId: job.jobId, mediaId: job.mediaId },
        jobOptions(queueJobId('transcode', job), job.maxAttempts, backoffMs),
      );
    },
    async close() {
      await Promise.all([checks?.close(), transcodes?.close()]);
    },
  };
}
