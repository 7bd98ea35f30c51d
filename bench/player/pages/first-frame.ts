/** What a bench page reports back to run.ts. */
export interface BenchResult {
  /** ms from navigation start to the first presented video frame. */
  firstFrame: number;
}

declare global {
  interface Window {
    bench?: BenchResult;
    benchError?: string;
  }
}

/**
 * The one first-frame method used for every player: requestVideoFrameCallback on the
 * page's <video>, registered right after the player is set up, read as performance.now()
 * (milliseconds since navigation start).
 */
export function watchFirstFrame(video: HTMLVideoElement | null): void {
  if (!video) {
    window.benchError = 'no <video> element';
    return;
  }
  video.requestVideoFrameCallback(() => {
    window.bench = { firstFrame: performance.now() };
  });
}

/** The same local mp4 for every player (served by run.ts). */
export const CLIP_URL = '/media/clip_hd.mp4';
