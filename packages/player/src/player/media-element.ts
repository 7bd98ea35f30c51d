import type { Disposer } from '../foundation/disposer';

/** Facts of the media element at setup. */
export interface MediaElementOptions {
  poster?: string;
  volume: number | null;
  muted: boolean;
  crossOrigin: boolean;
}

/** The attributes the player sets on the element, so an adopted one can be handed back. */
const OWNED_ATTRIBUTES = ['class', 'controls', 'playsinline', 'webkit-playsinline'] as const;

/** Creates the video element: preload metadata, inline playback on iOS, no native controls. */
export function createVideoElement(doc: Document, options: MediaElementOptions): HTMLVideoElement {
  const video = doc.createElement('video');
  video.preload = 'metadata';
  prepareVideo(video, options);
  return video;
}

/**
 * Takes over a video element the page already rendered (server-side markup with its own
 * `src`/`<source>` and `preload`), so the browser fetches media while the player's script
 * still loads. Its source and preload are kept; the player's own settings are applied.
 * Returns the teardown that hands it back: attributes restored, paused, put where it was.
 */
export function adoptVideoElement(video: HTMLVideoElement, options: MediaElementOptions): () => void {
  const saved = OWNED_ATTRIBUTES.map((name) => [name, video.getAttribute(name)] as const);
  const parent = video.parentNode;
  const next = video.nextSibling;
  // An element the page already muted stays muted (a muted autoplay markup).
  prepareVideo(video, { ...options, muted: options.muted || video.muted });
  return () => {
    video.pause();
    for (const [name, value] of saved) {
      if (value === null) video.removeAttribute(name);
      else video.setAttribute(name, value);
    }
    if (parent && next?.parentNode === parent) parent.insertBefore(video, next);
    else parent?.appendChild(video);
  };
}

/**
 * The player's media element: the page's `adopted` one (handed back in place, paused, its
 * source kept, on destroy) or a new one (its download stopped on destroy: the page may keep
 * a reference to it).
 */
export function playerVideo(
  doc: Document,
  adopted: HTMLVideoElement | null,
  options: MediaElementOptions,
  disposer: Disposer,
): HTMLVideoElement {
  if (adopted) {
    disposer.add(adoptVideoElement(adopted, options));
    return adopted;
  }
  const video = createVideoElement(doc, options);
  disposer.add(() => {
    video.removeAttribute('src');
    video.load?.();
  });
  return video;
}

/** Inline playback on iOS, no native controls, stored volume, muted autostart. */
function prepareVideo(video: HTMLVideoElement, options: MediaElementOptions): void {
  video.classList.add('tk-video');
  video.playsInline = true;
  // Older iOS WebViews only honour the attribute forms.
  video.setAttribute('playsinline', '');
  video.setAttribute('webkit-playsinline', '');
  video.controls = false;
  if (options.poster) video.poster = options.poster;
  if (options.volume !== null) video.volume = options.volume;
  // Autostart is muted: browsers block audible autoplay (spec section 4).
  video.muted = options.muted;
  if (options.muted) video.setAttribute('muted', '');
  if (options.crossOrigin && video.crossOrigin === null) video.crossOrigin = 'anonymous';
}
