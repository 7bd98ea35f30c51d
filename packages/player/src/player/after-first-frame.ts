import type { Clock, TimerId } from '../foundation/clock';
import type { Disposer } from '../foundation/disposer';

/** The longest an autostart's controls wait for its first frame (ms). */
export const CONTROLS_WAIT_MS = 1000;

/**
 * Runs `build` once: in the task after `video` presents its first frame, or at once on a
 * media error or a pause, or after CONTROLS_WAIT_MS, whichever comes first; at once where
 * the browser has no requestVideoFrameCallback. Never after the player is destroyed.
 * Returns a function that runs it now (a player error must show its panel at once).
 *
 * Why: until its first frame the media pipeline competes for the main thread with whatever
 * the page runs; building and laying out the controls then is what delays an autostart's
 * picture most (about 70 ms at 4x CPU slowdown). While playing, the controls are hidden
 * until the pointer moves, so building them just after the first frame shows no difference.
 */
export function afterFirstFrame(
  video: HTMLVideoElement,
  clock: Clock,
  disposer: Disposer,
  build: () => void,
): () => void {
  let done = false;
  let timer: TimerId | null = null;
  const run = () => {
    if (done || disposer.disposed) return;
    done = true;
    if (timer !== null) clock.clearTimeout(timer);
    build();
  };
  if (typeof video.requestVideoFrameCallback !== 'function') {
    run();
    return run;
  }
  timer = clock.setTimeout(run, CONTROLS_WAIT_MS);
  const frame = video.requestVideoFrameCallback(() => clock.setTimeout(run, 0));
  disposer.listen(video, 'error', run);
  disposer.listen(video, 'pause', run);
  disposer.add(() => {
    if (timer !== null) clock.clearTimeout(timer);
    video.cancelVideoFrameCallback?.(frame);
  });
  return run;
}
