/** Facts of the media element at setup. */
export interface MediaElementOptions {
  poster?: string;
  volume: number | null;
  muted: boolean;
  crossOrigin: boolean;
}

/** Creates the video element: preload metadata, inline playback on iOS, no native controls. */
export function createVideoElement(doc: Document, options: MediaElementOptions): HTMLVideoElement {
  const video = doc.createElement('video');
  video.className = 'tk-video';
  video.preload = 'metadata';
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
  if (options.crossOrigin) video.crossOrigin = 'anonymous';
  return video;
}
