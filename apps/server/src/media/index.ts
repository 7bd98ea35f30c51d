/**
 * The media pipeline's public surface: test sources, probe, the pipeline, the job
 * queue and its worker, signed URLs, videofile sources and the Fastify plugin.
 */
export { type Clock, ManualClock, manualClock, systemClock } from '../http/clock.ts';
export { FfmpegError } from './ffmpeg-run.ts';
export { recoverJobs } from './job-recovery.ts';
export {
  claimJob,
  createMedia,
  DEFAULT_MAX_ATTEMPTS,
  enqueueTranscode,
  type JobRow,
  jobsOf,
} from './jobs.ts';
export { ladderFor, needsHls, type Rendition } from './ladder.ts';
export { type PipelineOptions, type PipelineResult, runPipeline, TIMELINE_VTT } from './pipeline.ts';
export { type ProbeResult, probe } from './probe.ts';
export { type MediaRoutesOptions, mediaRoutes } from './routes.ts';
export { signMediaUrl, verifyMediaSignature } from './signing.ts';
export { mediaDir } from './storage.ts';
export { generateTestSource, type TestPattern, type TestSourceOptions } from './test-source.ts';
export {
  DEFAULT_URL_TTL_SECONDS,
  TIMELINES_FORMAT,
  type VideoFileOptions,
  videoFileSources,
} from './video-file-sources.ts';
export { type JobOutcome, Worker, type WorkerEvent, type WorkerOptions } from './worker.ts';
