/** Player status (spec section 4, "Player states"). */
export type PlayerStatus = 'idle' | 'buffering' | 'playing' | 'paused' | 'complete';

/** Quality labels derived from the source url suffix (_sd, _hd, _fhd). */
export type QualityLabel = 'SD' | 'HD' | 'Full HD';

/** Playback engine of the current source. */
export type Engine = 'mp4' | 'hls';

/** Player errors are data, never thrown at the page (style: hls.js errors.ts). */
export interface PlayerError {
  kind: 'network' | 'media' | 'ads' | 'setup';
  code: string;
  fatal: boolean;
}

/** VR motion permission: 'required' means iOS asks before deviceorientation events flow. */
export type VrPermission = 'not-needed' | 'required' | 'granted' | 'denied';

/** Immutable view of the player; a new object only when something changed. */
export interface PlayerSnapshot {
  readonly status: PlayerStatus;
  readonly currentTime: number;
  readonly duration: number;
  /** Seconds buffered ahead of the start (end of the last buffered range). */
  readonly buffered: number;
  readonly volume: number;
  readonly muted: boolean;
  readonly rate: number;
  readonly quality: QualityLabel | null;
  readonly qualities: readonly QualityLabel[];
  readonly engine: Engine;
  readonly fullscreen: boolean;
  readonly pip: boolean;
  readonly firstFrame: boolean;
  /** Seconds left of the next-video countdown, null when hidden. */
  readonly countdown: number | null;
  readonly relatedOpen: boolean;
  /** Accumulated ±10 s taps not yet applied. */
  readonly pendingSeek: number;
  readonly deleted: boolean;
  readonly vr: null | { readonly permission: VrPermission };
  /** An ad break holds content. */
  readonly adBreak: boolean;
  readonly downloadVisible: boolean;
  readonly error: PlayerError | null;
  /** Width of the player in CSS pixels (drives the related-panel and countdown rules). Added to the agreed API. */
  readonly width: number;
}
