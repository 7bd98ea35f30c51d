/** One thing the page saw, with `Date.now()` (comparable with the ad server's hit times). */
export interface Probe {
  what:
    | 'content-playing'
    | 'content-frame'
    | 'ad-shown'
    | 'ad-playing'
    | 'ad-frame'
    | 'ad-ended'
    | 'ad-hidden'
    | 'skip-shown'
    | 'ad-pod';
  at: number;
  /** Frame probes: presented size and media time. */
  frame?: { width: number; height: number; mediaTime: number };
  /** `skip-shown`: the ad's playhead when the button showed. */
  adTime?: number;
  /** `ad-pod`: the pod label as it changed ("Ad 1 of 2"). */
  text?: string;
}

/** Records every frame the element presents (requestVideoFrameCallback) as `what`. */
function watchFrames(video: HTMLVideoElement, what: Probe['what'], log: Probe[]) {
  const next = () =>
    video.requestVideoFrameCallback((_now, meta) => {
      log.push({
        what,
        at: Date.now(),
        frame: { width: meta.width, height: meta.height, mediaTime: meta.mediaTime },
      });
      next();
    });
  next();
}

/**
 * Watches the content element and the ad cover from the first moment, so a test can prove
 * the order of what was on screen: every content frame, the ad cover appearing, its video
 * playing and presenting frames, the skip button (each time it shows, with the ad's
 * playhead), the pod label ("Ad 1 of 2"), and the cover hiding.
 */
export function installProbes(root: HTMLElement, content: HTMLVideoElement): Probe[] {
  const log: Probe[] = [];
  const push = (what: Probe['what']) => log.push({ what, at: Date.now() });
  content.addEventListener('playing', () => push('content-playing'));
  watchFrames(content, 'content-frame', log);
  // What was already logged for each ad cover (a page may show more than one).
  const logged = new WeakMap<Element, Set<Probe['what']>>();
  const once = (cover: Element, what: Probe['what']) => {
    const done = logged.get(cover) ?? new Set();
    logged.set(cover, done);
    if (done.has(what)) return false;
    done.add(what);
    push(what);
    return true;
  };
  // The ads of a pod share one cover: the skip button and the label are read per ad.
  let skipVisible = false;
  let podText = '';
  const scan = () => {
    const cover = root.querySelector<HTMLElement>('[data-testid="tk-ad"]');
    if (!cover) return;
    const video = cover.querySelector('video');
    if (once(cover, 'ad-shown') && video) {
      video.addEventListener('playing', () => push('ad-playing'));
      video.addEventListener('ended', () => push('ad-ended'));
      watchFrames(video, 'ad-frame', log);
    }
    const skip = cover.querySelector<HTMLElement>('[data-testid="tk-ad-skip"]');
    const visible = Boolean(skip && !skip.hidden);
    if (visible && !skipVisible) log.push({ what: 'skip-shown', at: Date.now(), adTime: video?.currentTime });
    skipVisible = visible;
    const pod = cover.querySelector<HTMLElement>('[data-testid="tk-ad-pod"]');
    const text = pod && !pod.hidden ? (pod.textContent ?? '') : '';
    if (text && text !== podText) log.push({ what: 'ad-pod', at: Date.now(), text });
    podText = text;
    if (cover.style.display === 'none') once(cover, 'ad-hidden');
  };
  new MutationObserver(scan).observe(root, { subtree: true, childList: true, attributes: true });
  return log;
}
