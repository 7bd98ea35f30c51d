/**
 * Public API types (type-only module, no runtime code): shared by the composition layer
 * (player/) and the UI feature without the UI importing the composition layer.
 */
import type { VideoFileAnswer, VideoFileSource } from '@tubekit/contract';
import type { PlayerError, PlayerSnapshot, PlayerStatus, QualityLabel } from './core/types';
import type { Clock } from './foundation/clock';
import type { HlsModule } from './hls/types';
import type { VrModule } from './vr/types';

/** A related video shown in the related panel. */
export interface RelatedVideo {
  video_id: number | string;
  dir: string;
  title: string;
  duration: string | number;
  scr: string;
  /** Link target; defaults to `/video/{video_id}/{dir}/?r=1`. */
  url?: string;
}

/** The video the countdown goes to. */
export interface NextVideo {
  url: string;
  title?: string;
  scr?: string;
}

/** A custom control button added to the control bar. */
export interface CustomControl {
  id: string;
  label: string;
  /** Inline SVG markup (trusted, from the page author). */
  icon?: string;
  onClick(player: Player): void;
}

/** Analytics goals (spec section 7). */
export type GoalName = 'player_init' | 'player_firstframe' | 'player_error' | 'player_setup_error';

/** What an ad break receives (the ads issue plugs in here). */
export interface AdBreakContext {
  kind: 'preroll' | 'midroll' | 'pause';
  container: HTMLElement;
  video: HTMLVideoElement;
  clock: Clock;
  campaign: string | null;
  snapshot: PlayerSnapshot;
  /** Aborted when the player is destroyed. */
  signal: AbortSignal;
}

/** An ad break: content waits until the promise settles (a rejection is treated as "no ad"). */
export type AdBreak = (ctx: AdBreakContext) => Promise<void>;

/** Lazy engine loaders; tests inject fakes (a FakeHls), pages normally leave them out. */
export interface EngineLoaders {
  hls?: () => Promise<HlsModule>;
  vr?: () => Promise<VrModule>;
}

/** Options of {@link createPlayer}. */
export interface PlayerOptions {
  /** Required element the player renders into. */
  container: HTMLElement | null | undefined;
  /**
   * An existing `<video>` to adopt instead of creating one (progressive enhancement: the
   * page's HTML carries `<video src preload>`, so the media fetch starts before the script
   * runs). Its source is not reloaded when it is the one the player would pick; its preload
   * is kept. On destroy it is paused and put back where it was.
   */
  video?: HTMLVideoElement | null;
  /** The videofile answer, or an array of sources. */
  sources?: VideoFileAnswer | VideoFileSource[];
  poster?: string;
  title?: string;
  /** Page query string: autostart|autoplay, start_time, ts|seek_time, debug, campaign. */
  query?: string | URLSearchParams;
  /** Custom control buttons; must be an array. */
  controls?: CustomControl[];
  /** Embed mode: related panel on pause and on end. */
  embed?: boolean;
  /** Special user: no countdown, related panel on end. */
  specialUser?: boolean;
  related?: RelatedVideo[];
  next?: NextVideo | null;
  /** status_id 5: shows "Video has been recently deleted", never loads media. */
  deleted?: boolean;
  /** Download link, shown after the first frame. */
  downloadUrl?: string;
  onGoal?: (goal: GoalName, data: Record<string, unknown>) => void;
  clock?: Clock;
  /** Preroll seam: content waits for it. */
  adBreak?: AdBreak;
  /** Navigation used by "Play now" and the countdown; default `location.assign`. */
  navigate?: (url: string) => void;
  /** Fetch used for the timeline index and VR redirects; default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Engine loaders (tests). */
  loaders?: EngineLoaders;
  /** Force debug logging (also `?debug=1`). */
  debug?: boolean;
}

/** Typed events of {@link Player.on}. */
export interface PlayerEvents {
  statechange: { status: PlayerStatus; prev: PlayerStatus };
  timeupdate: { currentTime: number; duration: number };
  firstframe: { currentTime: number };
  qualitychange: { quality: QualityLabel | null };
  ended: { currentTime: number };
  error: PlayerError;
  countdown: { left: number | null };
  related: { open: boolean };
  volumechange: { volume: number; muted: boolean };
  fullscreenchange: { fullscreen: boolean };
  adbreak: { active: boolean };
  destroy: Record<string, never>;
}

/** The player instance. */
export interface Player {
  /** Immutable snapshot; a new object only when something changed. */
  getSnapshot(): PlayerSnapshot;
  /** For useSyncExternalStore: called once per state change. */
  subscribe(listener: () => void): () => void;
  /** Typed events; returns the unsubscribe function. */
  on<K extends keyof PlayerEvents>(type: K, handler: (payload: PlayerEvents[K]) => void): () => void;
  /** Starts playback (after the preroll ad break, if any). Never rejects. */
  play(): Promise<void>;
  pause(): void;
  togglePlay(): void;
  seek(seconds: number): void;
  setQuality(label: QualityLabel): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  tapForward(): void;
  tapBack(): void;
  toggleFullscreen(): void;
  togglePip(): void;
  setRate(rate: number): void;
  openRelated(): void;
  closeRelated(): void;
  cancelCountdown(): void;
  playNext(): void;
  /** Asks iOS for motion permission (must run inside a user gesture). */
  requestVrPermission(): Promise<void>;
  /** Runs an ad break that holds content and resumes it afterwards. */
  runAdBreak(kind: AdBreakContext['kind'], adBreak: AdBreak): Promise<void>;
  /** The media element (for ads and tests). */
  readonly video: HTMLVideoElement;
  /** The player root element `.tk-player`. */
  readonly root: HTMLElement;
  destroy(): void;
}
