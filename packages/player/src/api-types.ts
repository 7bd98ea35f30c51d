/**
 * Public API types (type-only module, no runtime code): shared by the composition layer
 * (player/) and the UI feature without the UI importing the composition layer.
 */
import type { VideoFileAnswer, VideoFileSource } from '@tubekit/contract';
import type { PlayerAction } from './core/actions';
import type { IntentDetail, PlayerIntentType } from './core/intents';
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

/**
 * Typed events of {@link Player.on}. Each is derived from one state change (so events and
 * the snapshot never disagree) and fires after the player's own effects of that change and
 * before any {@link Player.subscribe} listener.
 */
export interface PlayerEvents {
  /** `status` changed (idle, buffering, playing, paused, complete); `prev` is the old one. */
  statechange: { status: PlayerStatus; prev: PlayerStatus };
  /** The position or the duration changed (about 4 times a second while playing). */
  timeupdate: { currentTime: number; duration: number };
  /** The first frame played (once per player): the player_firstframe goal goes with it. */
  firstframe: { currentTime: number };
  /** The rendition changed (a quality switch, hls.js levels, the HLS to mp4 fallback). */
  qualitychange: { quality: QualityLabel | null };
  /** Playback reached the end (status became `complete`), right after its statechange. */
  ended: { currentTime: number };
  /** A new error (media, network, setup or ads); the player_error goal goes with it. */
  error: PlayerError;
  /** The next-video countdown started, ticked (seconds left) or stopped (`left: null`). */
  countdown: { left: number | null };
  /** The related panel opened or closed. */
  related: { open: boolean };
  /** The volume or the muted flag changed (the volume is remembered in ktk_volume). */
  volumechange: { volume: number; muted: boolean };
  /** The player (or, on iOS, the video) entered or left fullscreen. */
  fullscreenchange: { fullscreen: boolean };
  /** An ad break started (content held) or ended (content resumes if it was playing). */
  adbreak: { active: boolean };
  /** destroy() was called; the last event, sent before anything is torn down. */
  destroy: Record<string, never>;
}

/**
 * What a {@link Player.on} handler receives second: the action whose state change produced
 * the event, or null for `destroy`, which no action causes.
 */
export type PlayerEventCause<K extends keyof PlayerEvents> = K extends 'destroy' ? null : PlayerAction;

/** A {@link Player.subscribe} listener: the new snapshot and the action that produced it. */
export type PlayerListener = (snapshot: PlayerSnapshot, action: PlayerAction) => void;

/** The player instance. */
export interface Player {
  /** Immutable snapshot; a new object only when something changed. */
  getSnapshot(): PlayerSnapshot;
  /**
   * Called once per state change with the new snapshot and the action that caused it (for
   * useSyncExternalStore, which ignores both). Returns the function that removes it.
   */
  subscribe(listener: PlayerListener): () => void;
  /** Typed events, with the action that caused each; returns the unsubscribe function. */
  on<K extends keyof PlayerEvents>(
    type: K,
    handler: (payload: PlayerEvents[K], action: PlayerEventCause<K>) => void,
  ): () => void;
  /**
   * Sends an intent with its detail, as the built-in UI does: `request('seek-request', 30)`.
   * The player carries it out on the media element, whose events then change the state.
   * The methods below send the same intents.
   */
  request<K extends PlayerIntentType>(type: K, ...detail: IntentDetail<K>): void;
  /** Starts playback (after the preroll ad break, if any). Never rejects. `play-request`. */
  play(): Promise<void>;
  /** `pause-request`. */
  pause(): void;
  /** Pauses while playing or buffering, else plays (as the play button does). */
  togglePlay(): void;
  /** `seek-request`: seconds, clamped to [0, duration]. */
  seek(seconds: number): void;
  /** `quality-request`. */
  setQuality(label: QualityLabel): void;
  /** `volume-request`: [0, 1]; above 0 unmutes. */
  setVolume(volume: number): void;
  /** `mute-request`. */
  setMuted(muted: boolean): void;
  /** `seek-forward-request`: +10 s, accumulated. */
  tapForward(): void;
  /** `seek-back-request`: -10 s, accumulated. */
  tapBack(): void;
  /** `fullscreen-toggle-request`. */
  toggleFullscreen(): void;
  /** `pip-toggle-request`. */
  togglePip(): void;
  /** `rate-request`. */
  setRate(rate: number): void;
  /** `related-open-request`. */
  openRelated(): void;
  /** `related-close-request`. */
  closeRelated(): void;
  /** `countdown-cancel-request`. */
  cancelCountdown(): void;
  /** `next-request`: goes to the next video now. */
  playNext(): void;
  /** `vr-permission-request`: asks iOS for motion permission (inside a user gesture). */
  requestVrPermission(): Promise<void>;
  /** Runs an ad break that holds content and resumes it afterwards. */
  runAdBreak(kind: AdBreakContext['kind'], adBreak: AdBreak): Promise<void>;
  /** The media element (for ads and tests). */
  readonly video: HTMLVideoElement;
  /** The player root element `.tk-player`. */
  readonly root: HTMLElement;
  /** Removes everything the player added (listeners, timers, elements); idempotent. */
  destroy(): void;
}
