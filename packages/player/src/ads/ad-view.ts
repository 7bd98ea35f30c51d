/** Inline styles: the ad layer must cover the content without depending on the player CSS. */
const COVER = 'position:absolute;inset:0;z-index:20;background:#000;display:flex;';

/** The DOM of a linear ad: a cover with its own video element and a skip button. */
export interface AdView {
  /** `data-testid="tk-ad"`. */
  readonly root: HTMLElement;
  readonly video: HTMLVideoElement;
  /** `data-testid="tk-ad-skip"`, hidden until {@link AdView.showSkip}. */
  readonly skip: HTMLButtonElement;
  showSkip(): void;
  /** Hides the cover at once (content shows), the element stays until {@link AdView.remove}. */
  hide(): void;
  remove(): void;
}

/**
 * Builds the ad cover inside `host`. A separate video element keeps the content element,
 * its sources and its state machine untouched while the ad plays.
 */
export function createAdView(host: HTMLElement, muted: boolean): AdView {
  const doc = host.ownerDocument;
  const root = doc.createElement('div');
  root.className = 'tk-ad';
  root.dataset.testid = 'tk-ad';
  root.setAttribute('style', COVER);
  const video = doc.createElement('video');
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.muted = muted;
  video.setAttribute('style', 'width:100%;height:100%;cursor:pointer');
  const skip = doc.createElement('button');
  skip.type = 'button';
  skip.dataset.testid = 'tk-ad-skip';
  skip.textContent = 'Skip ad';
  skip.hidden = true;
  skip.setAttribute('style', 'position:absolute;right:12px;bottom:56px;padding:8px 14px');
  root.append(video, skip);
  host.append(root);
  return {
    root,
    video,
    skip,
    showSkip: () => {
      skip.hidden = false;
    },
    hide: () => {
      root.style.display = 'none';
    },
    remove: () => {
      video.removeAttribute('src');
      root.remove();
    },
  };
}
