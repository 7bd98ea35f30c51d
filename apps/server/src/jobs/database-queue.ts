import type { SiteBus } from '../cluster/site-bus.ts';
import { UPLOAD_CHECK_TOPIC } from '../uploads/upload-jobs.ts';
import type { JobQueue } from './queue.ts';

/**
 * The embedded queue's hand-over (`TUBEKIT_JOB_QUEUE=database`, the default): a finished
 * upload goes to the one job process over the bus (which checks it in its `CheckQueue`);
 * a transcode needs nothing, its queued `media_jobs` row is what the job process's Worker
 * polls.
 */
export function databaseJobQueue(bus: SiteBus): JobQueue {
  return {
    kind: 'database',
    queueUploadCheck: (uploadId) => bus.publish(UPLOAD_CHECK_TOPIC, { uploadId }),
    queueTranscode: async () => {},
    close: async () => {},
  };
}
