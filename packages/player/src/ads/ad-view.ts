/** Inline styles: the ad layer must cover the content without depending on the player CSS. */
const COVER = 'position:absolute;inset:0;z-index:20;background:#000;display:flex;';

/** The DOM of a linear ad: a cover with its own video element, a skip button and the pod position. */
export interface AdView {
  /** `data-testid="tk-ad"`. */
  readonly root: HTMLElement;
  readonly video: HTMLVideoElement;
  /** `data-testid="tk-ad-skip"`, hidden until {@link AdView.showSkip}. */
  readonly skip: HTMLButtonElement;
  /**
   * A new ad starts in this view: the skip button hides again and, in a pod of two or more,
   * the label `data-testid="tk-ad-pod"` reads "Ad 1 of 2".
   */
  nextAd(position: number, total: number): void;
  showSkip(): void;
  /** Hides the cover at once (content shows), the element stays until {@link AdView.remove}. */
  hide(): void;
  remove(): void;
}

/**
 * Builds the ad cover inside `host`. A separate video element keeps the content element,
 * its sources and its state machine untouched while the ad plays. The ads of a pod play
 * one after another in the same view (one element: no flash between them, and a browser
 * that let it play with sound keeps doing so).
 */
export function createAdView(host: HTMLElement, muted: boolean): AdView {
  const doc = host.ownerDocument;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, testid: string, style: string) => {
    const el = doc.createElement(tag);
    el.dataset.testid = testid;
    el.setAttribute('style', style);
    return el;
  };
  const root = make('div', 'tk-ad', COVER);
  root.className = 'tk-ad';
  const video = doc.createElement('video');
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.muted = muted;
  video.setAttribute('style', 'width:100%;height:100%;cursor:pointer');
  const skip = make('button', 'tk-ad-skip', 'position:absolute;right:12px;bottom:56px;padding:8px 14px');
  skip.type = 'button';
  skip.textContent = 'Skip ad';
  skip.hidden = true;
  const pod = make(
    'span',
    'tk-ad-pod',
    'position:absolute;left:12px;bottom:56px;padding:4px 8px;background:rgba(0,0,0,.6);color:#fff;font:13px sans-serif',
  );
  pod.hidden = true;
  root.append(video, skip, pod);
  host.append(root);
  return {
    root,
    video,
    skip,
    nextAd: (position, total) => {
      skip.hidden = true;
      pod.hidden = total < 2;
      pod.textContent = `Ad ${position} of ${total}`;
    },
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
