/** Options of one VR view. */
export interface VrAttachOptions {
  /** The `vr` field of the source: prefix_angle_format, e.g. `vr_180_sbs`, `vr_360_mono`. */
  mode: string;
  /** Called when WebGL fails; the player keeps showing the flat video. */
  onError(error: unknown): void;
}

/** A running VR view. */
export interface VrView {
  /** Starts listening to deviceorientation (after permission on iOS). */
  enableMotion(): void;
  /** Removes the canvas and every listener. */
  destroy(): void;
}

/** The lazily loaded VR feature. */
export interface VrModule {
  attach(video: HTMLVideoElement, host: HTMLElement, options: VrAttachOptions): VrView;
}
