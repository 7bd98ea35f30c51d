/** Prefix of the console line a bench page reports with (read by src/measure.ts). */
export const REPORT_PREFIX = 'tk-bench ';

/** What a bench page reports back to run.ts. */
export type BenchReport = { firstFrame: number } | { error: string };

/**
 * Reports through the console, which the harness reads from the DevTools protocol's events:
 * evaluating anything in the page while it loads (Playwright's waitForFunction) would compile
 * Playwright's injected script on the page's main thread in the middle of the timed load
 * (about 120 ms at 4x CPU slowdown, seen in traces), the same for every page.
 */
export function report(value: BenchReport): void {
  console.log(REPORT_PREFIX + JSON.stringify(value));
}

/**
 * The one first-frame method used for every player: requestVideoFrameCallback on the
 * page's <video>, registered right after the player is set up, read as performance.now()
 * (milliseconds since navigation start).
 */
export function watchFirstFrame(video: HTMLVideoElement | null): void {
  if (!video) {
    report({ error: 'no <video> element' });
    return;
  }
  video.requestVideoFrameCallback(() => {
    report({ firstFrame: performance.now() });
  });
}

/** The same local mp4 for every player (served by run.ts). */
export const CLIP_URL = '/media/clip_hd.mp4';
