/**
 * `@tubekit/player`: the framework-agnostic player SDK. Importing this module has no side
 * effects and touches no browser global, so it is safe in server rendering.
 */
export type {
  AdBreak,
  AdBreakContext,
  CustomControl,
  EngineLoaders,
  GoalName,
  NextVideo,
  Player,
  PlayerEventCause,
  PlayerEvents,
  PlayerListener,
  PlayerOptions,
  RelatedVideo,
} from './api-types';
export type { PlayerAction, ReducerConfig } from './core/actions';
export {
  COUNTDOWN_MIN_WIDTH,
  COUNTDOWN_SECONDS,
  HLS_MIN_DURATION,
  RELATED_MIN_WIDTH,
  SEEK_DELAY_MS,
  SEEK_STEP,
} from './core/constants';
export type { IntentDetail, PlayerIntents, PlayerIntentType } from './core/intents';
export { type PlayerQuery, parseQuery } from './core/query';
export { createReducer } from './core/reducer';
export { resolveSeekTarget } from './core/rules';
export { createInitialState } from './core/state';
export type {
  Engine,
  PlayerError,
  PlayerSnapshot,
  PlayerStatus,
  QualityLabel,
  VrPermission,
} from './core/types';
export { type Clock, createManualClock, type ManualClock, systemClock } from './foundation/clock';
export { parseStoredVolume, VOLUME_KEY } from './foundation/volume-store';
export { createPlayer } from './player/create-player';
export {
  BAD_CONTROLS_MESSAGE,
  DECODE_ERROR_MESSAGE,
  MISSING_CONTAINER_MESSAGE,
  TIMELINES_MISSING_MESSAGE,
} from './player/setup';
export { qualityFromUrl } from './sources/quality';
export { timelineUrl } from './timeline/url';
export { parseTimelineVtt, type TimelineCue } from './timeline/vtt';
export { DELETED_MESSAGE } from './ui/overlays';
