import type { Engine, PlayerError, PlayerSnapshot, QualityLabel, VrPermission } from './types';

/**
 * Every state change is one of these typed actions. Media events, ad breaks and timers
 * dispatch them; UI intents (`PlayerIntents`: play-request, seek-request ...) are carried out
 * on the media element and come back as media events.
 */
export type PlayerAction =
  | { type: 'media-play' }
  | { type: 'media-waiting' }
  | { type: 'media-playing' }
  | { type: 'media-pause' }
  | { type: 'media-ended' }
  | { type: 'media-seeking' }
  | { type: 'media-timeupdate'; currentTime: number }
  | { type: 'media-durationchange'; duration: number }
  | { type: 'media-progress'; buffered: number }
  | { type: 'media-volumechange'; volume: number; muted: boolean }
  | { type: 'media-ratechange'; rate: number }
  | { type: 'media-error'; error: PlayerError }
  | {
      type: 'source-change';
      engine: Engine;
      quality: QualityLabel | null;
      qualities: readonly QualityLabel[];
    }
  | { type: 'source-reset' }
  | { type: 'fullscreen-change'; fullscreen: boolean }
  | { type: 'pip-change'; pip: boolean }
  | { type: 'resize'; width: number }
  | { type: 'seek-tap'; delta: number }
  | { type: 'seek-commit' }
  | { type: 'countdown-tick'; left: number }
  | { type: 'countdown-cancel' }
  | { type: 'related-open' }
  | { type: 'related-close' }
  | { type: 'vr-permission'; permission: VrPermission }
  | { type: 'ad-break-start' }
  | { type: 'ad-break-end' }
  | { type: 'setup-error'; error: PlayerError };

/** Action type names. */
export type PlayerActionType = PlayerAction['type'];

/** Fixed facts of one player instance the rules depend on (they never change after setup). */
export interface ReducerConfig {
  /** Embed mode: related panel on pause and on end. */
  embed: boolean;
  /** Special user: no countdown, related panel on end. */
  specialUser: boolean;
  /** A next video exists, so a countdown can run. */
  hasNext: boolean;
  /** A download url exists (the button appears after the first frame). */
  hasDownload: boolean;
}

/** The reducer signature. */
export type Reducer = (state: PlayerSnapshot, action: PlayerAction) => PlayerSnapshot;
