import type { PlayerAction } from '../core/actions';
import type { Disposer } from '../foundation/disposer';

/**
 * Keeps the snapshot's `width` (which the related-panel and countdown rules read) up to
 * date: from a ResizeObserver on the container (no forced layout at setup: the first width
 * arrives with its first callback, before the first paint), else window resizes, and right
 * before the media events whose rules depend on it (pause, ended), so call this before the
 * media events are bound. Returns the measuring function.
 */
export function trackWidth(
  container: HTMLElement,
  root: HTMLElement,
  video: HTMLVideoElement,
  dispatch: (action: PlayerAction) => void,
  disposer: Disposer,
): () => void {
  const measure = () => dispatch({ type: 'resize', width: container.clientWidth || root.clientWidth });
  disposer.listen(video, 'pause', measure);
  disposer.listen(video, 'ended', measure);
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    disposer.add(() => observer.disconnect());
  } else {
    disposer.listen(container.ownerDocument.defaultView ?? globalThis, 'resize', measure);
  }
  return measure;
}
