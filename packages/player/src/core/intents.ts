import { isPlaying } from './rules';
import type { PlayerSnapshot, QualityLabel } from './types';

/**
 * What the UI (and the page, through the player's commands) asks of the player: intent
 * type -> its detail (`undefined` when it has none). An intent never writes playback
 * state: the player carries it out on the media element, and the media events that follow
 * write the state. Modelled on Vidstack's media request events (`media-play-request`,
 * `media-seek-request` ...), which are a type and a detail too.
 */
export interface PlayerIntents {
  /** Start playback: the preroll first (once), then the source, then the element's play(). */
  'play-request': undefined;
  'pause-request': undefined;
  /** Seek to this many seconds, clamped to [0, duration]. */
  'seek-request': number;
  /** One +10 s tap; taps accumulate and apply as one seek 1.5 s after the last one. */
  'seek-forward-request': undefined;
  /** One -10 s tap, accumulated with the others. */
  'seek-back-request': undefined;
  /** Volume in [0, 1] (clamped); a volume above 0 unmutes. */
  'volume-request': number;
  'mute-request': boolean;
  /** Playback rate; non-positive or non-finite rates are ignored. */
  'rate-request': number;
  /** Switch rendition, keeping time and play state. */
  'quality-request': QualityLabel;
  'fullscreen-toggle-request': undefined;
  'pip-toggle-request': undefined;
  /** Open the related panel (only where it fits: wider than 420 px). */
  'related-open-request': undefined;
  'related-close-request': undefined;
  /** Cancel the next-video countdown (the related panel opens where it fits). */
  'countdown-cancel-request': undefined;
  /** Go to the next video now. */
  'next-request': undefined;
  /** Ask iOS for motion permission (VR); must be sent inside a user gesture. */
  'vr-permission-request': undefined;
}

/** Intent type names. */
export type PlayerIntentType = keyof PlayerIntents;

/** The arguments after the type: the detail, or nothing for an intent without one. */
export type IntentDetail<K extends PlayerIntentType> = PlayerIntents[K] extends undefined
  ? []
  : [detail: PlayerIntents[K]];

/** What a play/pause toggle sends: pause while playing or buffering (the button shows "Pause"), else play. */
export function toggleIntent(state: Pick<PlayerSnapshot, 'status'>): 'play-request' | 'pause-request' {
  return isPlaying(state) ? 'pause-request' : 'play-request';
}
