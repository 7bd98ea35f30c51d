import type { PlayerError, QualityLabel } from '../core/types';

/** Callbacks of one HLS attachment. */
export interface HlsAttachOptions {
  /** A fatal error: the player falls back to mp4. */
  onFatal(error: PlayerError): void;
  /** Quality labels of the manifest's levels, once parsed. */
  onLevels(labels: readonly QualityLabel[]): void;
}

/** hls.js bound to one video element. */
export interface HlsAttachment {
  /** Switches to the level with this label; false when there is none. */
  setLevel(label: QualityLabel): boolean;
  /** Detaches and frees hls.js. Callbacks after destroy are ignored. */
  destroy(): void;
}

/** The lazily loaded HLS feature. */
export interface HlsModule {
  /** MediaSource (or ManagedMediaSource) exists, so hls.js can play. */
  isSupported(): boolean;
  attach(video: HTMLVideoElement, url: string, options: HlsAttachOptions): HlsAttachment;
}
