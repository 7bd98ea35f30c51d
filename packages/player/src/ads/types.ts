/**
 * Public types of the ads feature (type-only module). The ads feature plugs into the
 * player's `adBreak` seam and reads the player only through its public API.
 */
import type { AdBreakContext, Player } from '../api-types';
import type { Clock } from '../foundation/clock';

/** Analytics goals sent by the ads feature (spec section 7). */
export type AdGoalName = 'player_adplay' | 'player_vast_error';

/** Device facts that ad rules depend on; detected from `navigator` unless given. */
export interface AdDevice {
  /** Phone or tablet: the ad request timeout is longer and pause ads are off. */
  mobile: boolean;
  /** iPads are mobile but still show the pause ad (spec section 4). */
  iPad: boolean;
}

/** A slot renderer for the HTML ads (pause ad, pre-play overlay): fills `slot`, may return a cleanup. */
export type SlotRenderer = (slot: HTMLElement) => undefined | (() => void);

/** In-video (pause) ad: shows on pause, hides on play, seek or a time tick. */
export interface PauseAdOptions {
  /** Renders the ad into its slot each time it shows. */
  render?: SlotRenderer;
  /** First-pause mode: called once, on the first pause that qualifies. */
  onFirstPause?: () => void;
}

/** Pre-play overlay ad: shown before the first play; close, play or an outside click closes it. */
export interface PreplayAdOptions {
  render: SlotRenderer;
}

/** Options of {@link createAds}. */
export interface AdsOptions {
  /** VAST tag URLs: the first is the main tag, the rest are backups tried in order. */
  tags?: string[];
  /** Engine for the preroll: our VAST player (default) or Google IMA. */
  engine?: 'vast' | 'ima';
  /** Third-party endpoint that gets `out_name` and `cisai` (from the tag's query) on each ad load. */
  trackingUrl?: string;
  /** Analytics sink: player_adplay, player_vast_error. */
  onGoal?: (goal: AdGoalName, data: Record<string, unknown>) => void;
  /** Injected clock; defaults to the clock of the ad break, else the system clock. */
  clock?: Clock;
  /** Device facts; detected from `navigator` when left out. */
  device?: AdDevice;
  /**
   * Seconds of ad playback before the skip button shows, for ads whose creative declares no
   * `skipoffset`; default ADS.skipOffset (5). A declared `skipoffset` always wins.
   */
  skipOffset?: number;
  /**
   * Where a VAST ad's companion banner goes (the page's ad slot beside the player), or a
   * getter read when each ad starts. The companion is added to it while its ad plays and
   * removed after; the slot's own children are left alone. No slot: no companion.
   */
  companionSlot?: HTMLElement | (() => HTMLElement | null | undefined);
  pauseAd?: PauseAdOptions;
  preplayAd?: PreplayAdOptions;
  /** Fetch for VAST documents; default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Sends a tracking pixel; default an `Image` beacon. */
  ping?: (url: string) => void;
  /** Opens the advertiser page; default `window.open(url, '_blank', 'noopener')`. */
  openWindow?: (url: string) => void;
  /** Whether the browser plays a MIME type; default `video.canPlayType`. */
  canPlay?: (type: string) => boolean;
}

/** The ads controller returned by {@link createAds}. */
export interface AdsController {
  /** Pass as `createPlayer({ adBreak })`: runs the preroll (once) and resolves when content may play. */
  adBreak: (ctx: AdBreakContext) => Promise<void>;
  /**
   * Connects the pause ad, the pre-play overlay and the state-driven preroll to a player.
   * Accepts a getter because the page may create the player later: setup retries
   * ADS.prerollSetupRetries times every ADS.prerollSetupRetryMs until it returns one.
   */
  attach(player: Player | (() => Player | null | undefined)): void;
  /** Removes everything the ads feature added; late callbacks are ignored. */
  destroy(): void;
}

/**
 * How one ad tag ended: played, or failed with a VAST error code (`reported` when the engine
 * already sent it to analytics through {@link AdPlayContext.onError}).
 */
export type AdOutcome = { ok: true } | { ok: false; code: number; message: string; reported?: boolean };

/** An engine plays the ads of one tag (a pod, or the first ad of a buffet that plays) inside an ad break (VAST or IMA behind one interface). */
export type AdEngine = (tag: string, ctx: AdPlayContext) => Promise<AdOutcome>;

/** What an engine gets for one tag. */
export interface AdPlayContext {
  /** Element the ad view is mounted in (the player root). */
  host: HTMLElement;
  /** The content video (its muted state is mirrored). */
  video: HTMLVideoElement;
  clock: Clock;
  timeoutMs: number;
  signal: AbortSignal;
  /** Called when the tag gave a playable ad: the third-party tracking GET. */
  onLoad: () => void;
  /** Called each time an ad actually starts (impression; each ad of a pod): player_adplay. */
  onStart: () => void;
  /**
   * An ad of this tag failed (an unplayable ad of a pod or buffet, a media error), reported
   * as it happens: player_vast_error. The tag may still play another of its ads.
   */
  onError: (code: number, message: string) => void;
}
