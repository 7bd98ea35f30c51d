import type { FastifyPluginAsync } from 'fastify';
import { FormTokens } from '../accounts/form-token.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import type { CheckQueue } from './check-queue.ts';
import type { NearDuplicates } from './near-duplicates.ts';
import { previewRoutes } from './preview-route.ts';
import { tusEndpoint } from './tus-endpoint.ts';
import type { CheckContext } from './upload-checks.ts';
import { uploadJobs } from './upload-jobs.ts';
import { openUploadStorage } from './upload-storage.ts';
import { videoEditRoutes } from './video-edit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload check queue (tests wait on `idle()`); absent when `queueCheck` sends the checks elsewhere. */
    uploadChecks: CheckQueue;
  }
}

/** Options of the uploads domain. */
export interface UploadRoutesOptions {
  db: Db;
  config: Pick<Config, 'secret' | 'baseUrl' | 'uploadsDir' | 'sourcesDir' | 's3'>;
  clock?: Clock;
  /** The near-duplicate lookup of the check step (default the fingerprint module's). */
  nearDuplicates?: NearDuplicates;
  /** Tests swap ffprobe or the frame writer of the check step. */
  checkTools?: Pick<CheckContext, 'probe' | 'writeFrames'>;
  /**
   * Hands a finished upload's checks to another process (the cluster's job process, README
   * "Processes"); absent: this app runs the checks and the start's sweeps itself.
   */
  queueCheck?: (uploadId: number) => void;
}

/**
 * Member uploads (issue #18): the tus endpoint the bytes go to, video_edit.php for the
 * details, previews and publishing, the candidate previews' route, and the check queue
 * (`uploadJobs`, unless `queueCheck` hands the checks to the cluster's job process). On
 * ready, uploads a previous run left `checking` are checked again, and uploads whose
 * transcode ended meanwhile move on; uploads left `receiving` keep their bytes for the
 * member to resume, for a week (`RECEIVING_MAX_SECONDS`).
 */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const now = () => Math.floor(clock.now() / 1000);
  const tokens = new FormTokens({ secret: config.secret, secure: config.baseUrl.startsWith('https:') });
  const validToken = (request: Parameters<FormTokens['valid']>[0], token: string) =>
    tokens.valid(request, token);
  // The uploads dir, or the S3 bucket with `config.s3` (cluster mode).
  const storage = openUploadStorage(config);
  let queueCheck = options.queueCheck;
  if (!queueCheck) {
    const jobs = uploadJobs({
      db,
      config,
      clock,
      ...(options.nearDuplicates ? { nearDuplicates: options.nearDuplicates } : {}),
      ...(options.checkTools ? { checkTools: options.checkTools } : {}),
      log: {
        warn: (err, what) => app.log.warn({ err }, what),
        error: (err, what) => app.log.error({ err }, what),
      },
    });
    app.decorate('uploadChecks', jobs.checks);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.close());
    queueCheck = (uploadId) => jobs.checks.add(uploadId);
  }

  await app.register(tusEndpoint, {
    db,
    storage,
    now,
    validToken,
    onFinished: queueCheck,
  });
  await app.register(videoEditRoutes, {
    db,
    storage,
    now,
    validToken,
  });
  await app.register(previewRoutes, { db, storage });
};

// Not encapsulated (what fastify-plugin does): `app.uploadChecks` is the root's. Its parsers
// stay in the child plugins (tus reads raw bodies; video_edit.php forms and multipart).
(uploadRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
