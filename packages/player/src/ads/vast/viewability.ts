import type { Clock, TimerId } from '../../foundation/clock';

/** The `<ViewableImpression>` outcomes, named as the VAST client's tracker names their events. */
export type Viewability = 'viewable' | 'notViewable' | 'viewUndetermined';

/** The MRC video standard: at least half of the ad's pixels in view ... */
const SHARE = 0.5;
/** ... for this long without a break, while the ad plays. */
const VIEWABLE_MS = 2000;

/**
 * Measures one ad from its first frame by the MRC rule (50% of its pixels on screen for 2
 * consecutive seconds of playback), with an IntersectionObserver on the ad cover and the
 * injected clock. `report` gets `viewable` as soon as the rule is met, `notViewable` when
 * `stop(true)` comes first (the ad ended, was skipped or failed), and `viewUndetermined` at
 * once where there is no IntersectionObserver to measure with. A hidden page is not in view.
 * `stop(false)` (the player was destroyed) reports nothing. Reports at most once.
 */
export function watchViewability(
  target: HTMLElement,
  video: HTMLVideoElement,
  clock: Clock,
  report: (outcome: Viewability) => void,
): (ended: boolean) => void {
  const doc = target.ownerDocument;
  const Observer = doc.defaultView?.IntersectionObserver;
  if (!Observer) {
    report('viewUndetermined');
    return () => {};
  }
  let done = false;
  let inView = false;
  let timer: TimerId | null = null;
  const settle = (outcome: Viewability) => {
    if (done) return;
    done = true;
    report(outcome);
    stop(false);
  };
  const update = () => {
    const counting = inView && !video.paused && doc.visibilityState !== 'hidden';
    if (counting && timer === null) timer = clock.setTimeout(() => settle('viewable'), VIEWABLE_MS);
    if (!counting && timer !== null) {
      clock.clearTimeout(timer);
      timer = null;
    }
  };
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) inView = entry.intersectionRatio >= SHARE;
      update();
    },
    { threshold: SHARE },
  );
  observer.observe(target);
  const events = ['play', 'pause'] as const;
  for (const type of events) video.addEventListener(type, update);
  doc.addEventListener('visibilitychange', update);
  const stop = (ended: boolean) => {
    if (ended) settle('notViewable');
    done = true;
    observer.disconnect();
    for (const type of events) video.removeEventListener(type, update);
    doc.removeEventListener('visibilitychange', update);
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return stop;
}
