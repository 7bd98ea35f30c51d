import { report } from './first-frame.ts';

/** The ad creative both VAST pages play (served by run-vast.ts beside the content). */
export const AD_CLIP = '/media/ad_short.mp4';

/** The VAST tag of this load: run-vast.ts passes the ad server's address as `?tag=`. */
export function vastTag(): string {
  return new URLSearchParams(location.search).get('tag') ?? '';
}

/**
 * The one first-ad-frame method used for both VAST pages: every `<video>` of the page, the
 * ones already there and the ones added later (our player plays the ad in a video of its
 * own, Fluid Player swaps the source of the page's video), gets a requestVideoFrameCallback
 * loop; the first frame presented while the element plays the ad creative is reported as
 * performance.now() (ms since navigation start). Content frames before it are ignored.
 */
export function watchFirstAdFrame(): void {
  let done = false;
  const watched = new WeakSet<HTMLVideoElement>();
  const watch = (video: HTMLVideoElement) => {
    if (watched.has(video)) return;
    watched.add(video);
    const next = () =>
      video.requestVideoFrameCallback(() => {
        if (done) return;
        if (!video.currentSrc.endsWith(AD_CLIP)) {
          next();
          return;
        }
        done = true;
        observer.disconnect();
        report({ firstFrame: performance.now() });
      });
    next();
  };
  const observer = new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) watch(video);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  for (const video of document.querySelectorAll('video')) watch(video);
}
